import Foundation
import TransitKitCore
import TransitKitTesting

/// What the live transport costs per call on loopback, where the network adds nothing: each
/// exchange opens its own connection on its own thread (`CurlTransport` on Linux), so this is
/// the price of that isolation — to set against the hundreds of milliseconds a real API takes.
enum TransportBench {
    static let cases: [BenchCase] = [
        BenchCase(name: "live transport: 16 KiB answers on loopback") {
            #if os(Linux)
                let server = try await LoopbackServer.start()
                defer { server.stop() }
                let transport = LiveTransport(timeout: .seconds(10), deadline: .seconds(20))
                let request = HTTPRequest(url: server.url("/big?kb=16"))
                let calls = 100
                let sequential = try await Bench.median(iterations: 7, warmup: 1) {
                    for _ in 0..<calls { _ = try await transport.send(request) }
                }
                let concurrent = try await Bench.median(iterations: 7, warmup: 1) {
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        for _ in 0..<calls { group.addTask { _ = try await transport.send(request) } }
                        try await group.waitForAll()
                    }
                }
                return [
                    BenchRow("one call, in a row of \(calls)", ours: sequential / calls),
                    BenchRow(
                        "one call, \(calls) at once", ours: concurrent / calls,
                        notes: ["a connection and a thread per exchange; peak RSS \(Bench.peakResidentKiB() / 1024) MiB"]),
                ]
            #else
                return []
            #endif
        }
    ]
}
