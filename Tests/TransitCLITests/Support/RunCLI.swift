import Foundation
import TransitKitCore
import TransitKitTesting

@testable import TransitCLI

/// What one in-process `transit …` run produced.
struct CLIRun {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs `transit <words>` in-process with captured output, an immediate clock, and (unless
/// `replay` is false) the bundled demo recordings instead of the network. `terminal` pretends
/// stdout and stderr are terminals; `network` stands in for the network when not replaying.
func runCLI(
    _ words: [String], environment: [String: String] = [:], replay: Bool = true,
    now: Date = Date(timeIntervalSince1970: 1_700_000_000), terminal: Bool = false, network: (any Transport)? = nil
) async throws -> CLIRun {
    let (output, captured) = Output.capture(isTerminal: terminal)
    var context = Context(
        environment: environment, output: output, clock: AnyClock(ImmediateClock()),
        now: .fixed(now), userAgent: try UserAgent(app: "TransitCLITests/1.0"))
    context.network = network
    let status = await CLI.run((replay ? ["--replay", "demo"] : []) + words, context: context)
    return CLIRun(status: status, stdout: captured.stdout, stderr: captured.stderr)
}
