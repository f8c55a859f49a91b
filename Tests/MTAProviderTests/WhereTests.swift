import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

@Suite("OneBusAway where API")
struct WhereTests {
    static func decode<T: MTAWherePayload>(_ type: T.Type, _ name: String) throws -> T {
        try MTAPayloads.where(type, try fixture(name), operation: name)
    }

    static func shape(_ name: String) throws -> RouteShape {
        let data = try decode(MTAWireWhereStopsForRoute.self, name)
        return try MTAMapper.shape(data, route: "x", request: request(name))
    }

    /// MTA answers v1 unless asked: `data` is a bare array with inline agencies; the umbrella
    /// `MTA` agency has all-zero coverage.
    @Test func agenciesWithCoverageVersion1() throws {
        let coverage = MTAMapper.coverage(try Self.decode(MTAWireWhereAgenciesWithCoverage.self, "agencies-with-coverage-1.json"))
        #expect(coverage.map(\.agency.id) == ["MTA NYCT", "MTA", "MTABC"])
        #expect(coverage[0].agency.name == "MTA New York City Transit")
        #expect(coverage[0].agency.timeZone?.identifier == "America/New_York")
        #expect(coverage[0].center == Coordinate(latitude: 40.7076795, longitude: -73.9766995))
        #expect(coverage[1].center == nil)
    }

    @Test func agenciesWithCoverageVersion2ResolvesReferences() throws {
        let coverage = MTAMapper.coverage(try Self.decode(MTAWireWhereAgenciesWithCoverage.self, "agencies-with-coverage-2.json"))
        #expect(coverage.count == 11)
        #expect(coverage[0].agency.id == "98")
        #expect(coverage[0].agency.name == "Seattle Children's Hospital")
        #expect(coverage[0].agency.phone == nil) // "" on the wire
        let tampa = MTAMapper.coverage(try Self.decode(MTAWireWhereAgenciesWithCoverage.self, "agencies-with-coverage-3.json"))
        #expect(tampa.map(\.agency.id) == ["Hillsborough Area Regional Transit"])
    }

    /// The seed app calls the XML form; it decodes into the same values as JSON would.
    @Test func agenciesWithCoverageXML() throws {
        let coverage = MTAMapper.coverage(try Self.decode(MTAWireWhereAgenciesWithCoverage.self, "agencies-with-coverage-5.xml"))
        #expect(coverage.count == 12)
        #expect(coverage[0].agency.id == "98")
        #expect(coverage[0].agency.name == "Seattle Children's Hospital") // &apos; decoded
        #expect(coverage[0].center == Coordinate(latitude: 47.6470785, longitude: -122.296449))
        #expect(coverage[0].latitudeSpan == 0.06330499999999972)
    }

    @Test func badXMLNamesTheElement() {
        let body = Data("<response><version>2</version><data class=\"listWithReferences\"><list><agencyWithCoverage><lat>1</lon>".utf8)
        let result = Result { () throws(TransitError) in
            try MTAPayloads.where(MTAWireWhereAgenciesWithCoverage.self, body, operation: "agencies-with-coverage")
        }
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.kind == .decoding)
        #expect(error.detail?.contains("line 1") == true, "\(error)")
        #expect(error.detail?.contains("in <response><data><list><agencyWithCoverage>") == true, "\(error)")
        #expect(error.detail?.contains("does not match") == true, "\(error)")
        #expect(error.operation == "agencies-with-coverage")
    }

    /// One corrupted byte in an element name (`<lang>` → `<\xC2ang>`) used to kill the test
    /// process: FoundationXML on Linux traps on a name that is not UTF-8. It is now refused
    /// before parsing, with the byte offset.
    @Test func xmlNameThatIsNotUTF8IsADecodingError() throws {
        var bytes = [UInt8](try fixture("agencies-with-coverage-5.xml"))
        let lang = Array("<lang>".utf8)
        let start = try #require((0...(bytes.count - lang.count)).first { Array(bytes[$0..<$0 + lang.count]) == lang })
        bytes[start + 1] = 0xC2
        let result = Result { () throws(TransitError) in
            try MTAPayloads.where(MTAWireWhereAgenciesWithCoverage.self, Data(bytes), operation: "agencies-with-coverage")
        }
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.kind == .decoding)
        #expect(error.detail == "XML body is not UTF-8 text (byte \(start + 1))", "\(error)")
        #expect(error.operation == "agencies-with-coverage")
    }

    @Test func xmlWithWrongTypeNamesTheField() {
        let body = Data(
            "<response><version>2</version><code>200</code><data><list><agencyWithCoverage><agencyId>1</agencyId><lat>north</lat></agencyWithCoverage></list></data></response>"
                .utf8)
        let result = Result { () throws(TransitError) in
            try MTAPayloads.where(MTAWireWhereAgenciesWithCoverage.self, body, operation: "agencies-with-coverage")
        }
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.kind == .decoding)
        #expect(error.detail?.hasPrefix("data.list[0].lat") == true, "\(error)")
    }

    /// 236 MTA NYCT routes; SBS ids carry `+`, ids are upper case and short names mixed case.
    @Test func routesForAgency() throws {
        let routes = try Self.decode(MTAWireWhereRouteList.self, "routes-for-agency-1.json").list.map(MTAMapper.route)
        #expect(routes.count == 236)
        let m86 = try #require(routes.first { $0.id == "MTA NYCT_M86+" })
        #expect(m86.shortName == "M86-SBS")
        #expect(m86.longName == "Yorkville - West Side")
        #expect(m86.agencyID == "MTA NYCT")
        #expect(m86.mode == .bus)
        #expect(routes.first { $0.id == "MTA NYCT_BX12" }?.shortName == "Bx12")
        #expect(routes.first?.color == "00AEEF")
        let xml = try Self.decode(MTAWireWhereRouteList.self, "routes-for-agency-2.xml").list.map(MTAMapper.route)
        #expect(xml.count == 208)
        #expect(xml[1].shortName == "A Line")
        #expect(xml[1].longName == "A-Line Rapid Ride")
    }

    @Test func routeAndStopEntries() throws {
        let route = MTAMapper.route(try Self.decode(MTAWireWhereEntry<MTAWireWhereRoute>.self, "route-1.json").entry)
        #expect(route.id == "1_10")
        #expect(route.color == nil) // "" on the wire
        #expect(route.longName == "capitol hill") // empty longName → description
        let hart = MTAMapper.route(try Self.decode(MTAWireWhereEntry<MTAWireWhereRoute>.self, "route-2.json").entry)
        #expect(hart.id == "Hillsborough Area Regional Transit_5")
        #expect(hart.agencyID == "Hillsborough Area Regional Transit")

        let stop = MTAMapper.stop(try Self.decode(MTAWireWhereEntry<MTAWireWhereStop>.self, "stop-1.json").entry)
        #expect(stop.id == "1_29261")
        #expect(stop.name == "E JOHN ST & 15TH AVE E")
        #expect(stop.code == "29261")
        #expect(stop.routeIDs == ["1_8", "1_10", "1_43"])
        #expect(stop.coordinate == Coordinate(latitude: 47.6200371, longitude: -122.313202))
        let xml = MTAMapper.stop(try Self.decode(MTAWireWhereEntry<MTAWireWhereStop>.self, "stop-3.xml").entry)
        #expect(xml.name == "Stevens Way & Benton Ln")
        #expect(xml.coordinate == Coordinate(latitude: 47.654365, longitude: -122.305214))
        #expect(xml.routeIDs.prefix(3) == ["1_100184", "1_100193", "1_100259"])
    }

    @Test func stopsForLocationFlags() throws {
        let outside = try Self.decode(MTAWireWhereStopList.self, "stops-for-location-2.json")
        #expect(outside.outOfRange?.value == true)
        #expect(outside.list.isEmpty)
        let downtown = try Self.decode(MTAWireWhereStopList.self, "stops-for-location-3.json")
        #expect(downtown.list.count == 51)
        #expect(downtown.limitExceeded?.value == true)
        let query = try Self.decode(MTAWireWhereStopList.self, "stops-for-location-1.json")
        #expect(query.list.map(\.id) == ["3_26"])
    }

    @Test func whereErrorEnvelope() throws {
        let body = try fixture("where-error-1.json")
        let result = Result { () throws(TransitError) in
            try MTAPayloads.where(MTAWireWhereAgenciesWithCoverage.self, body, operation: "stop")
        }
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.kind == .invalidArgument)
        #expect(error.status == 500)
        #expect(error.providerMessage == "invalidArgument: field=entityId error=badEntityId")
    }

    // MARK: Polylines

    /// Every polyline decodes (precision 5) to `length` points that lie near the route's city.
    @Test(arguments: [
        ("stops-for-route-1.json", 40.5...40.7, -74.1 ... -73.9),
        ("stops-for-route-2.json", 47.6...47.7, -122.4 ... -122.2),
        ("stops-for-route-3.json", 47.5...47.8, -122.5 ... -122.2),
        ("stops-for-route-5.xml", 47.6...47.7, -122.4 ... -122.2),
    ])
    func polylinesDecodeToLengthPoints(_ name: String, _ lat: ClosedRange<Double>, _ lon: ClosedRange<Double>) throws {
        let data = try Self.decode(MTAWireWhereStopsForRoute.self, name)
        let all = data.polylines + data.stopGroupings.flatMap { ($0.stopGroups ?? []).flatMap { $0.polylines ?? [] } }
        #expect(!all.isEmpty)
        for polyline in all {
            let points = try EncodedPolyline.decode(polyline.points, precision: 5)
            #expect(points.count == polyline.length?.value)
            #expect(points.allSatisfy { lat.contains($0.latitude) && lon.contains($0.longitude) })
        }
    }

    /// Cross-checks from shared/reference/polyline-vectors.md §7.
    @Test func polylineCrossChecks() throws {
        let b70 = try Self.shape("stops-for-route-1.json")
        let six = try #require(b70.paths.first { $0.count == 6 && abs($0[0].latitude - 40.60995) < 1e-9 })
        #expect(six.map(\.latitude) == [40.60995, 40.61029, 40.61237, 40.61459, 40.61481, 40.61516])
        #expect(six.map(\.longitude) == [-74.0247, -74.02456, -74.02371, -74.02279, -74.02325, -74.02396])
        let hospital = try #require(b70.branches.first { $0.direction?.id == "1" })
        #expect(hospital.paths.first?.count == 132)
        #expect(hospital.paths.first?.first == Coordinate(latitude: 40.65643, longitude: -74.01222))
        #expect(hospital.paths.first?.last == Coordinate(latitude: 40.60918, longitude: -74.02384))
        let seattle = try Self.shape("stops-for-route-2.json")
        #expect(
            seattle.paths[1].prefix(3) == [
                Coordinate(latitude: 47.66751, longitude: -122.39832),
                Coordinate(latitude: 47.66771, longitude: -122.39649),
                Coordinate(latitude: 47.66775, longitude: -122.39633),
            ])
    }

    /// stops-for-route-1.json is MTA's v1 shape (inline route and stops) and lists direction
    /// "1" first; directions come "0" first, stops resolved with names and positions.
    @Test func stopsForRouteVersion1DirectionsAndStops() throws {
        let shape = try Self.shape("stops-for-route-1.json")
        #expect(shape.route == "MTA NYCT_B70")
        #expect(shape.branches.map(\.direction?.id) == ["0", "1"])
        #expect(shape.branches.map(\.direction?.name) == ["SUNSET PARK 39ST-1AV via 8 AV", "DYKER HEIGHTS VA HOSPITAL via 8 AV"])
        #expect(shape.branches.map(\.stops.count) == [39, 34])
        #expect(shape.paths.count == 15)
        let first = try #require(shape.branches.last?.stops.first)
        #expect(first.id == "MTA_308194")
        #expect(first.name == "39 ST/1 AV")
        #expect(first.coordinate == Coordinate(latitude: 40.656456, longitude: -74.012245))
        #expect(first.routeIDs.contains("MTA NYCT_B70"))
        #expect(shape.stops.count == 73)
    }

    @Test func stopsForRouteVersion2ResolvesReferences() throws {
        let shape = try Self.shape("stops-for-route-2.json")
        #expect(shape.route == "1_44")
        #expect(shape.branches.map(\.stops.count) == [32, 32])
        #expect(shape.branches.allSatisfy { $0.stops.allSatisfy { $0.coordinate != nil } })
        #expect(shape.branches[0].direction?.name == "BALLARD WALLINGFORD")
        let noShapes = try Self.shape("stops-for-route-4.json")
        #expect(noShapes.paths.isEmpty)
        #expect(noShapes.branches.map(\.stops.count) == [32, 32])
    }

    /// XML stop groups have no `<name>` text, only `<names><string>`.
    @Test func stopsForRouteXML() throws {
        let shape = try Self.shape("stops-for-route-5.xml")
        #expect(shape.branches.map(\.direction?.name) == ["Ballard Wallingford", "University Of Washington Medical Center Wallingford"])
        #expect(shape.branches[0].paths.first?.count == 213)
        #expect(shape.branches[0].stops.first?.id == "1_25240")
    }

    @Test func polylineLengthMismatchIsADecodingError() {
        let polyline = MTAWireWherePolyline(points: "gu`wFf`ys@", length: LenientValue(2), levels: "")
        let result = Result { () throws(TransitError) in
            try MTAMapper.decode(polyline, path: "data.entry.polylines[0]", request: request("stops-for-route"))
        }
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.kind == .decoding)
        #expect(error.detail == "data.entry.polylines[0]: length says 2 points, the polyline holds 1")
    }

    @Test func shapeEntryWithBackslashes() throws {
        let entry = try Self.decode(MTAWireWhereEntry<MTAWireWherePolyline>.self, "shape-1.json").entry
        #expect(entry.points.contains("\\"))
        #expect(try MTAMapper.decode(entry, path: "data.entry", request: request("shape")).count == 230)
    }
}
