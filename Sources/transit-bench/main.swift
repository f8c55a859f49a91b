import Foundation

// `swift run -c release transit-bench [NAME…]`: runs every case (or those whose name contains
// one of the words) and prints each row's median beside its baseline. Speed goals live here,
// never in tests.
let cases: [BenchCase] =
    PolylineBench.cases + BusbudBench.cases + CTABench.cases + TramTrackerBench.cases
    + MTABench.cases + TripPlannerBench.cases + GTFSRealtimeBench.cases + GeoJSONBench.cases + StopFindingBench.cases
    + JSONBench.cases + TransportBench.cases + CTAAreaVehicleBench.cases + MTAAreaVehicleBench.cases

let filters = Array(CommandLine.arguments.dropFirst()).map { $0.lowercased() }
let selected = filters.isEmpty ? cases : cases.filter { c in filters.contains { c.name.lowercased().contains($0) } }

#if DEBUG
    print("warning: debug build; run `swift run -c release transit-bench` for meaningful figures\n")
#endif
print("transit-bench — \(selected.count) case(s), \(ProcessInfo.processInfo.activeProcessorCount) cores\n")
var failed = false
for benchCase in selected {
    print("▶ \(benchCase.name)")
    do {
        for row in try await benchCase.run() {
            var line = "  \(row.label): median \(row.ours.pretty)"
            if let label = row.baselineLabel, let baseline = row.baseline {
                line += "  |  \(label): \(baseline.pretty)"
                if let ratio = row.ratio { line += "  |  ratio \(String(format: "%.2f", ratio))× (baseline ÷ ours)" }
            }
            print(line)
            for note in row.notes { print("    \(note)") }
        }
    } catch {
        failed = true
        print("  failed: \(error)")
    }
    print("")
}
exit(failed ? 1 : 0)
