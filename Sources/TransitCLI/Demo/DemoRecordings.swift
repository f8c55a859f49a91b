import Foundation
import TransitKitTesting

/// The recorded responses `transit demo` replays: TransitKitTesting's `Fixtures/demo/`, one
/// `<provider>/replay.json` script each, pointing at the provider's recorded fixtures.
enum DemoRecordings {
    static var directory: URL {
        get throws { try Fixtures.directory("demo") }
    }
}
