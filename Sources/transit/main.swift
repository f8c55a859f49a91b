import Foundation
import TransitCLI

// Everything lives in TransitCLI so tests can run commands in-process; this file only wires
// the process's real arguments, environment and streams in.
do {
    let context = try Context.live()
    exit(await CLI.run(Array(CommandLine.arguments.dropFirst()), context: context))
} catch {
    FileHandle.standardError.write(Data("transit: \(error)\n".utf8))
    exit(2)
}
