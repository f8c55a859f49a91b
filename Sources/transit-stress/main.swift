import Foundation
import TransitKitCore
import TransitKitTesting

// transit-stress: several processes hammer the live transport with a seeded mix of redirects,
// timeouts, cancellations and large or refused transfers against the loopback server, and the
// parent counts what must never happen: a process killed by a signal (a trap), a process that
// does not finish, a call that ends past its deadline or its cancellation, a refused transfer
// whose connection is still open 100 ms after the call ended, a key that reached another
// origin, and a resident set past its bound. Exits 1 when any is seen.
//
//   swift run transit-stress                     # the short run .ci/run makes (under a minute)
//   swift run -c release transit-stress --processes 8 --calls 1300   # the long run (Docs/Reliability.md)
//
// Then the limit scenarios (LimitScenario), each in a process of its own: 10,000 calls under
// `ulimit -n 1024`, 1,000 in flight with at most 64 threads, a header flood, a dead DNS server,
// and no thread left for the process; every call answered or ended by its deadline + 0.5 s with
// a typed error. `--no-limits` leaves them out.
//
// Options: --processes N (4), --calls N per process (60), --concurrency N per process (8),
// --seed N (1), --slack MS (1500): how far past its bound a call may end on a loaded machine,
// --time-limit S (120) per process, --memory-bound MiB (default: what the calls may hold at
// once — `concurrency` bodies at the largest limit, 32 MiB — plus 64 MiB for the process).

struct Options {
    var processes = 4
    var calls = 60
    var concurrency = 8
    var seed: UInt64 = 1
    var slack = Duration.milliseconds(1500)
    var timeLimit = 120.0
    var memoryBoundMiB: Int?
    var child: (base: String, other: String, process: Int)?
    var scenario: (LimitScenario, base: String)?
    var limits = true

    /// At most `concurrency` calls run at once, each holding at most its size limit.
    var effectiveMemoryBoundMiB: Int { memoryBoundMiB ?? concurrency * (StressCall.largestLimit >> 20) + 64 }

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let value = rest.popFirst() else { throw StressError("\(name) needs a value") }
            return value
        }
        func number(_ name: String) throws -> Int {
            guard let number = Int(try value(name)), number >= 0 else { throw StressError("\(name) needs a number") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--processes": processes = try number(argument)
            case "--calls": calls = try number(argument)
            case "--concurrency": concurrency = max(1, try number(argument))
            case "--seed": seed = UInt64(try number(argument))
            case "--slack": slack = .milliseconds(try number(argument))
            case "--time-limit": timeLimit = Double(try number(argument))
            case "--memory-bound": memoryBoundMiB = try number(argument)
            case "--scenario":
                let name = try value(argument)
                guard let scenario = LimitScenario(rawValue: name) else { throw StressError("unknown scenario \(name)") }
                self.scenario = (scenario, try value(argument))
            case "--no-limits": limits = false
            case "--child":
                child = (try value(argument), try value(argument), try number(argument))
            default: throw StressError("unknown option \(argument)")
            }
        }
    }
}

struct StressError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("transit-stress: \(error)\n".utf8))
    exit(2)
}

if let (scenario, base) = options.scenario {
    let report = await scenario.run(base: base)
    FileHandle.standardOutput.write((try JSONEncoder().encode(report)) + Data("\n".utf8))
    exit(0)
}

if let child = options.child {
    let report = await Child(
        base: child.base, other: child.other, process: child.process, seed: options.seed, calls: options.calls,
        concurrency: options.concurrency, slack: options.slack
    ).run()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    FileHandle.standardOutput.write((try encoder.encode(report)) + Data("\n".utf8))
    exit(0)
}

exit(await Parent(options: options).run() ? 0 : 1)
