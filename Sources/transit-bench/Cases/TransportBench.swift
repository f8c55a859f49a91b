import Foundation
import TransitKitCore
import TransitKitTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the live transport costs per question, against clients that keep connections alive:
/// `URLSession` (FoundationNetworking's, which reuses connections) and python's `http.client`
/// with one persistent connection per worker (the standard library's `requests.Session`).
///
/// On loopback with injected latency: the server waits 25 ms on every new connection before
/// reading it (the round trips a TCP and a TLS handshake cost on a real network) and 25 ms
/// before every answer (a server's own time). HTTP, and HTTPS with a test authority every
/// client trusts. Three questions: one request on a warm client, a 10-stop board (ten
/// requests in a row), a cold 385-request stop index, 4 in flight, from a new client.
enum TransportBench {
    static let cases: [BenchCase] = [
        BenchCase(name: "live transport: reuse against keep-alive clients (25 ms connect, 25 ms server)") {
            #if os(Linux)
                var rows: [BenchRow] = []
                for tls in [false, true] {
                    let server = try await LoopbackServer.start(tls: tls, connectDelay: .milliseconds(25))
                    defer { server.stop() }
                    let scheme = tls ? "HTTPS" : "HTTP"
                    let url = server.url("/peer?ms=25")
                    let ca = server.certificateAuthorityFile
                    // FoundationNetworking can trust no CA of ours on Linux (its CA-file variable is
                    // read on Android only), so its rows are HTTP's; python's cover HTTPS.
                    let session: URLSessionClient? = tls ? nil : URLSessionClient()
                    let python = PythonKeepAlive(port: server.baseURL.port ?? 0, tls: tls, caFile: ca)

                    let warm = LiveTransport(timeout: .seconds(10), caFile: ca)
                    _ = try await warm.send(HTTPRequest(url: url))
                    let one = try await Bench.median(iterations: 15, warmup: 1) { _ = try await warm.send(HTTPRequest(url: url)) }
                    if let session {
                        let oneSession = try await Bench.median(iterations: 15, warmup: 1) { try await session.get(url) }
                        rows.append(BenchRow("\(scheme) one request, warm", ours: one, baseline: ("URLSession", oneSession)))
                    }
                    let fresh = try await Bench.median(iterations: 7, warmup: 1) {
                        _ = try await LiveTransport(timeout: .seconds(10), caFile: ca).send(HTTPRequest(url: url))
                    }
                    rows.append(
                        BenchRow(
                            "\(scheme) one request, warm", ours: one, baseline: ("a new connection per call (before)", fresh)))
                    let onePython = python.run(calls: 1, inFlight: 1, rounds: 15)
                    if let onePython {
                        rows.append(BenchRow("\(scheme) one request, warm", ours: one, baseline: ("python http.client", onePython)))
                    }

                    let board = try await Bench.median(iterations: 7, warmup: 1) {
                        for _ in 0..<10 { _ = try await warm.send(HTTPRequest(url: url)) }
                    }
                    if let session {
                        let boardSession = try await Bench.median(iterations: 7, warmup: 1) {
                            for _ in 0..<10 { try await session.get(url) }
                        }
                        rows.append(BenchRow("\(scheme) 10-stop board", ours: board, baseline: ("URLSession", boardSession)))
                    }
                    if let boardPython = python.run(calls: 10, inFlight: 1, rounds: 7) {
                        rows.append(BenchRow("\(scheme) 10-stop board", ours: board, baseline: ("python http.client", boardPython)))
                    }

                    let index = try await Bench.median(iterations: 3, warmup: 0) {
                        let cold = LiveTransport(timeout: .seconds(10), caFile: ca)
                        try await fourAtATime(385) { _ = try await cold.send(HTTPRequest(url: url)) }
                    }
                    if session != nil {
                        let indexSession = try await Bench.median(iterations: 3, warmup: 0) {
                            let cold = URLSessionClient()
                            try await fourAtATime(385) { try await cold.get(url) }
                        }
                        rows.append(
                            BenchRow("\(scheme) cold 385-request index, 4 in flight", ours: index, baseline: ("URLSession", indexSession)))
                    }
                    if let indexPython = python.run(calls: 385, inFlight: 4, rounds: 3, cold: true) {
                        rows.append(
                            BenchRow(
                                "\(scheme) cold 385-request index, 4 in flight", ours: index,
                                baseline: ("python http.client", indexPython)))
                    }
                }
                return rows
            #else
                return []
            #endif
        },
        BenchCase(name: "live transport: small answers on loopback (no injected latency)") {
            #if os(Linux)
                let server = try await LoopbackServer.start()
                defer { server.stop() }
                let transport = LiveTransport(timeout: .seconds(10), deadline: .seconds(20))
                let session = URLSessionClient()
                let small = server.url("/peer")
                let calls = 200
                let ours = try await Bench.median(iterations: 7, warmup: 1) {
                    for _ in 0..<calls { _ = try await transport.send(HTTPRequest(url: small)) }
                }
                let theirs = try await Bench.median(iterations: 7, warmup: 1) {
                    for _ in 0..<calls { try await session.get(small) }
                }
                let big = HTTPRequest(url: server.url("/big?kb=16"))
                let concurrent = try await Bench.median(iterations: 7, warmup: 1) {
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        for _ in 0..<100 { group.addTask { _ = try await transport.send(big) } }
                        try await group.waitForAll()
                    }
                }
                return [
                    BenchRow("one small answer, in a row of \(calls)", ours: ours / calls, baseline: ("URLSession", theirs / calls)),
                    BenchRow(
                        "one 16 KiB answer, 100 at once", ours: concurrent / 100,
                        notes: ["one loop thread, 6 connections per host; peak RSS \(Bench.peakResidentKiB() / 1024) MiB"]),
                ]
            #else
                return []
            #endif
        },
    ]

    /// Runs `count` calls of `body`, four at a time.
    static func fourAtATime(_ count: Int, _ body: @escaping @Sendable () async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            var next = 0
            for _ in 0..<4 where next < count {
                next += 1
                group.addTask(operation: body)
            }
            while try await group.next() != nil, next < count {
                next += 1
                group.addTask(operation: body)
            }
            try await group.waitForAll()
        }
    }
}

#if os(Linux)
    /// FoundationNetworking's `URLSession`, keeping connections alive.
    final class URLSessionClient: Sendable {
        private let session: URLSession

        init() {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            session = URLSession(configuration: configuration)
        }

        func get(_ url: URL) async throws {
            _ = try await session.data(from: url)
        }
    }
#endif

/// python3's `http.client`, one persistent connection per worker thread: what a python client
/// with `requests.Session` pays. Medians in milliseconds, over `rounds`.
struct PythonKeepAlive {
    let port: Int
    let tls: Bool
    let caFile: String?

    static let script = #"""
        import http.client, ssl, sys, threading, time
        port, tls, ca, calls, inflight, rounds, cold = sys.argv[1:8]
        port, calls, inflight, rounds = int(port), int(calls), int(inflight), int(rounds)
        context = ssl.create_default_context(cafile=ca) if tls == "1" else None
        def connect():
            if context: return http.client.HTTPSConnection("127.0.0.1", port, context=context)
            return http.client.HTTPConnection("127.0.0.1", port)
        def get(conn):
            conn.request("GET", "/peer?ms=25"); conn.getresponse().read()
        warm = connect(); get(warm)
        samples = []
        for _ in range(rounds):
            start = time.perf_counter()
            if inflight == 1:
                conn = connect() if cold == "1" else warm
                for _ in range(calls): get(conn)
            else:
                left = [calls]; lock = threading.Lock()
                def worker():
                    conn = connect()
                    while True:
                        with lock:
                            if left[0] == 0: return
                            left[0] -= 1
                        get(conn)
                threads = [threading.Thread(target=worker) for _ in range(inflight)]
                for t in threads: t.start()
                for t in threads: t.join()
            samples.append(time.perf_counter() - start)
        samples.sort()
        print(samples[len(samples) // 2] * 1000)
        """#

    func run(calls: Int, inFlight: Int, rounds: Int, cold: Bool = false) -> Duration? {
        let path = NSTemporaryDirectory() + "transit-bench-keepalive.py"
        guard FileManager.default.createFile(atPath: path, contents: Data(Self.script.utf8)),
            let output = Bench.shell(
                "python3 \(path) \(port) \(tls ? 1 : 0) '\(caFile ?? "")' \(calls) \(inFlight) \(rounds) \(cold ? 1 : 0)"),
            let milliseconds = Double(output.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return .microseconds(Int(milliseconds * 1000))
    }
}
