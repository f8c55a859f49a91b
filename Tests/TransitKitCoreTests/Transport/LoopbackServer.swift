import Foundation

/// Starts `Support/loopback_server.py` on 127.0.0.1 for one test and stops it afterwards.
/// The server prints its port, serves only loopback, and exits when our end of its stdin closes.
struct LoopbackServer {
    let baseURL: URL
    private let process: Process
    private let stdin: Pipe

    static func start() throws -> LoopbackServer {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Support/loopback_server.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let stdout = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardInput = stdin
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while let byte = try stdout.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)), let url = URL(string: "http://127.0.0.1:\(port)") else {
            process.terminate()
            throw ServerError(message: "loopback server did not report a port (is python3 installed?)")
        }
        return LoopbackServer(baseURL: url, process: process, stdin: stdin)
    }

    func url(_ pathAndQuery: String) -> URL {
        URL(string: baseURL.absoluteString + pathAndQuery) ?? baseURL
    }

    func stop() {
        try? stdin.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    struct ServerError: Error, CustomStringConvertible { let message: String; var description: String { message } }
}

/// Runs `body` with a fresh server, always stopping it.
func withLoopbackServer<T>(_ body: (LoopbackServer) async throws -> T) async throws -> T {
    let server = try LoopbackServer.start()
    defer { server.stop() }
    return try await body(server)
}
