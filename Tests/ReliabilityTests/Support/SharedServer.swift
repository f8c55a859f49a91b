import Foundation
import TransitKitTesting

/// The one loopback server of this target, started when a test first needs it. Every case
/// works under its own fault prefix (`/fault/<fault>/<case>/`), so cases running at once never
/// share a counter. The server ends with the test process (its input closes) or after ten
/// minutes, whichever comes first.
enum SharedServer {
    private static let started = Task { try await LoopbackServer.start(lifetime: .seconds(600)) }

    static func get() async throws -> LoopbackServer { try await started.value }
}
