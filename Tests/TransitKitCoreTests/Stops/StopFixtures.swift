import Foundation
import TransitKitCore
import TransitKitTesting

/// Real recorded stop lists (see each folder's SOURCES.md), read with the few fields a stop
/// index needs: CTA `getstops` (routes 20, 4 and 74 of Chicago, v2) and OneBusAway
/// `stops-for-route` (MTA B70, New York) / `stops-for-location` (Seattle).
enum StopFixtures {
    /// CTA getstops: `getstops-1.json` is route 20, `-2` route 4, `-3` route 74 (SOURCES.md).
    static func cta(_ name: String, route: Route.ID) throws -> [Stop] {
        struct Envelope: Decodable {
            struct Body: Decodable { let stops: [Wire] }
            struct Wire: Decodable {
                let stpid: String
                let stpnm: String
                let lat: Double
                let lon: Double
            }
            let body: Body
            enum CodingKeys: String, CodingKey { case body = "bustime-response" }
        }
        let wire = try JSONDecoder().decode(Envelope.self, from: Fixtures.data("cta", name))
        return wire.body.stops.map {
            Stop(
                id: Stop.ID($0.stpid), name: $0.stpnm, coordinate: Coordinate(latitude: $0.lat, longitude: $0.lon),
                routeIDs: [route])
        }
    }

    /// The 260 stops of CTA routes 20, 4 and 74.
    static func chicago() throws -> [Stop] {
        try cta("getstops-1.json", route: "20") + cta("getstops-2.json", route: "4") + cta("getstops-3.json", route: "74")
    }

    struct WhereStop: Decodable {
        let id: String
        let name: String
        let code: String?
        let lat: Double
        let lon: Double
        var stop: Stop { Stop(id: Stop.ID(id), name: name, coordinate: Coordinate(latitude: lat, longitude: lon), code: code) }
    }

    /// MTA B70's 73 stops (`MTA_300407`…), OneBusAway v1 `stops-for-route`.
    static func newYork() throws -> [Stop] {
        struct Envelope: Decodable {
            struct Data: Decodable { let stops: [WhereStop] }
            let data: Data
        }
        return try JSONDecoder().decode(Envelope.self, from: Fixtures.data("mta", "stops-for-route-1.json")).data.stops.map(\.stop)
    }

    /// The stops of a Seattle `stops-for-location` answer (`1_10230`…).
    static func seattle() throws -> [Stop] {
        struct Envelope: Decodable {
            struct Data: Decodable { let list: [WhereStop] }
            let data: Data
        }
        return try JSONDecoder().decode(Envelope.self, from: Fixtures.data("mta", "stops-for-location-3.json")).data.list.map(\.stop)
    }

    /// Every stop within `radius` of `center`, nearest first, by looking at each one: what an
    /// index must agree with.
    static func bruteForce(_ stops: [Stop], _ center: Coordinate, _ radius: Double) -> [Stop.ID] {
        var within: [(id: Stop.ID, distance: Double)] = []
        for stop in stops {
            guard let coordinate = stop.coordinate else { continue }
            let distance = center.distance(to: coordinate)
            if distance <= radius { within.append((stop.id, distance)) }
        }
        within.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.id < $1.id }
        return within.map(\.id)
    }
}

/// A "now" a test moves by hand.
final class TestNow: Sendable {
    private let date: Locked<Date>
    init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) { date = Locked(start) }
    var now: Now { Now { [date] in date.withLock { $0 } } }
    var current: Date { date.withLock { $0 } }
    func advance(seconds: Double) { date.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// Runs `body`, returning the `TransitError` it threw (nil when it did not throw one).
func transitError(_ body: () async throws -> Void) async -> TransitError? {
    do {
        try await body()
        return nil
    } catch {
        return error as? TransitError
    }
}
