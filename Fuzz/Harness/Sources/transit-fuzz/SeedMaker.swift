import CTAProvider
import Foundation
import GTFSRealtime
import MTAProvider
import TramTrackerProvider
import TransitKitCore

/// `transit-fuzz --make-gtfs-rt-seeds FIXTURES OUT`: GTFS-RT seeds are feeds the translator
/// builds from the recorded provider payloads (there is no recorded protobuf), written as
/// protobuf bytes. Run once; the seeds are committed under Fuzz/Corpus/gtfs-rt.
enum SeedMaker {
    static func makeGTFSRealtimeSeeds(fixtures: URL, output: URL) throws {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let at = Date(timeIntervalSince1970: 1_557_893_426)
        var feeds: [(String, GTFSRT.FeedMessage)] = []
        func load(_ provider: String) throws -> [(String, Data)] {
            let folder = fixtures.appending(path: provider)
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                .filter { $0.hasSuffix(".json") || $0.hasSuffix(".xml") }
                .map { ($0, try Data(contentsOf: folder.appending(path: $0))) }
                .filter { $0.1.count < 100_000 }
        }
        let mta = GTFSRealtimeTranslator(provider: MTABusTimeClient.providerID)
        for (name, body) in try load("mta") {
            if let board = try? MTAPayloads.predictions(fromStopMonitoring: body), !board.predictions.isEmpty {
                feeds.append(("mta-\(name)-trips", mta.tripUpdates(board, now: at).feed))
            }
            if let vehicles = try? MTAPayloads.vehicles(fromVehicleMonitoring: body), !vehicles.isEmpty {
                feeds.append(("mta-\(name)-vehicles", mta.vehiclePositions(vehicles, timestamp: at).feed))
            }
            if let trips = try? MTAPayloads.trips(fromVehicleMonitoring: body), let trip = trips.first {
                feeds.append(("mta-\(name)-run", mta.tripUpdates(trip, now: at).feed))
            }
            if let alerts = try? MTAPayloads.alerts(fromSiri: body), !alerts.isEmpty {
                feeds.append(("mta-\(name)-alerts", mta.alerts(alerts, timestamp: at).feed))
            }
        }
        let cta = GTFSRealtimeTranslator(provider: CTABusTrackerClient.providerID)
        for (name, body) in try load("cta") {
            if let board = try? CTAPayloads.predictions(body, now: .fixed(at)), !board.predictions.isEmpty {
                feeds.append(("cta-\(name)-trips", cta.tripUpdates(board, now: at).feed))
            }
            if let vehicles = try? CTAPayloads.vehicles(body, now: .fixed(at)), !vehicles.isEmpty {
                feeds.append(("cta-\(name)-vehicles", cta.vehiclePositions(vehicles, timestamp: at).feed))
            }
            if let alerts = try? CTAPayloads.alerts(body, now: .fixed(at)), !alerts.isEmpty {
                feeds.append(("cta-\(name)-alerts", cta.alerts(alerts, timestamp: at).feed))
            }
        }
        let tram = GTFSRealtimeTranslator(provider: TramTrackerClient.providerID)
        for (name, body) in try load("tramtracker") {
            if let board = try? TramTrackerPayloads.predictions(body, stop: "1234", receivedAt: at), !board.predictions.isEmpty {
                feeds.append(("tram-\(name)-trips", tram.tripUpdates(board, now: at).feed))
            }
        }
        for (name, feed) in feeds {
            try Data(feed.serializedBytes()).write(to: output.appending(path: "\(name).pb"))
        }
        print("wrote \(feeds.count) feeds to \(output.path)")
    }
}
