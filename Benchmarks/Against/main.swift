import BusbudProvider
import CTAProvider
import Foundation
import MTAProvider
import TramTrackerProvider
import TransitKitCore
import TripPlanner

// The public decode + map calls an app makes on recorded payloads, timed the same way against
// any revision of TransitKit that has them: `scripts/bench-against <revision>` builds this file
// once against that revision and once against the working tree and runs the two in turns, so
// "before" means the code as it was, not a stand-in. Only public API present since issue 17
// was opened is used. Not a target of Package.swift: the script makes a package around it.
//
//   against <package root> [case words]     # prints one line per case: name, median µs, result

let arguments = CommandLine.arguments
guard arguments.count > 1 else {
    print("usage: against <package root> [case words]")
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1])
let filter = arguments.count > 2 ? arguments[2] : ""

func fixture(_ provider: String, _ name: String) -> Data {
    let url = root.appendingPathComponent("Sources/TransitKitTesting/Fixtures/\(provider)/\(name)")
    guard let data = try? Data(contentsOf: url) else {
        print("missing \(url.path)")
        exit(1)
    }
    return data
}

/// Median microseconds of `runs` calls after three warm-up calls, and a checksum of the
/// results (the two builds must agree on it: the same payload gives the same counts).
func measure(_ name: String, runs: Int, _ body: () throws -> Int) {
    guard filter.isEmpty || name.contains(filter) else { return }
    do {
        var checksum = 0
        for _ in 0..<3 { checksum &+= try body() }
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            checksum &+= try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
        }
        samples.sort()
        print("\(name)\t\(String(format: "%.1f", samples[samples.count / 2]))\t\(checksum)")
    } catch {
        print("\(name)\tfailed: \(error)")
    }
}

let mta = fixture("mta", "vehicle-monitoring-4.json")
let ctaPredictions = fixture("cta", "getpredictions-2.json")
let ctaPatterns = fixture("cta", "getpatterns-1.json")
let tram = fixture("tramtracker", "GetNextPredictedRoutesCollection-1.json")
let busbud = fixture("busbud", "poll-1.json")
let flightsURL = root.appendingPathComponent("Benchmarks/Data/connections-openflights.json")
let flights = (try? Data(contentsOf: flightsURL)) ?? Data()

measure("mta vehicle-monitoring (1.6 MB)", runs: 41) { try MTAPayloads.vehicles(fromVehicleMonitoring: mta).count }
measure("cta predictions (1.2 KB)", runs: 2001) { try CTAPayloads.predictions(ctaPredictions).predictions.count }
measure("cta patterns (15 KB)", runs: 501) { try CTAPayloads.shape(ctaPatterns, route: "X9").branches.count }
measure("tramtracker predictions (2.1 KB)", runs: 2001) {
    try TramTrackerPayloads.predictions(tram, stop: "1234").predictions.count
}
measure("busbud poll (139 KB)", runs: 301) { try BusbudPayloads.departures(in: busbud, currency: "USD").count }
measure("openflights load + validate (6.5 MB)", runs: 11) { try ConnectionDataset(data: flights).connections.count }
