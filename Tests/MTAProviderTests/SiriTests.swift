import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

@Suite("SIRI vehicle and stop monitoring")
struct SiriTests {
    /// vehicle-monitoring-4.json: the whole city, 1.6 MB. Counts made beforehand with python3:
    ///   va = json.load(f)['Siri']['ServiceDelivery']['VehicleMonitoringDelivery'][0]['VehicleActivity']
    ///   len(va) → 1388
    ///   sum('MonitoredCall' not in v['MonitoredVehicleJourney'] for v in va) → 3
    ///   sum('MonitoredCall' in mvj and 'ExpectedArrivalTime' not in mvj['MonitoredCall']) → 121
    ///   Counter(mvj.get('ProgressStatus')) → {'layover': 228, None: 1160}
    @Test func wholeCitySnapshotDecodesCompletely() throws {
        let delivery = try MTAPayloads.siri(try fixture("vehicle-monitoring-4.json"), operation: "vehicle-monitoring")
        let activities = try #require(delivery.VehicleMonitoringDelivery?.first?.VehicleActivity)
        #expect(activities.count == 1388)
        let journeys = activities.map(\.MonitoredVehicleJourney)
        #expect(journeys.filter { $0.MonitoredCall == nil }.count == 3)
        #expect(journeys.filter { $0.MonitoredCall != nil && $0.MonitoredCall?.ExpectedArrivalTime == nil }.count == 121)
        #expect(
            journeys.filter { $0.MonitoredCall == nil }.compactMap(\.VehicleRef)
                == ["MTA NYCT_7347", "MTA NYCT_4425", "MTA NYCT_787"])

        let vehicles = MTAMapper.vehicles(delivery)
        #expect(vehicles.count == 1388)
        // A bus on a detour keeps its position but has no next stop.
        let detoured = vehicles.filter { ["MTA NYCT_7347", "MTA NYCT_4425", "MTA NYCT_787"].contains($0.id.rawValue) }
        #expect(detoured.count == 3)
        #expect(detoured.allSatisfy { $0.nextStop == nil && $0.coordinate.isValid })
        #expect(vehicles.filter { $0.nextStop == nil }.count == 3)
        #expect(vehicles.filter { $0.statusText?.hasPrefix("layover") == true }.count == 228)
        let first = try #require(vehicles.first)
        #expect(first.id == "MTA NYCT_3828")
        #expect(first.route == "MTA NYCT_M7")
        #expect(first.coordinate == Coordinate(latitude: 40.73757, longitude: -73.997363))
        #expect(same(first.recordedAt, iso("2020-10-08T21:42:03.000-04:00")))
        #expect(vehicles.last?.route == "MTABC_Q53+")
        #expect(delivery.situations.count == 24)
    }

    @Test func vehicleFieldsFromVersion1() throws {
        let vehicles = try MTAPayloads.vehicles(fromVehicleMonitoring: try fixture("vehicle-monitoring-1.json"))
        let bus = try #require(vehicles.first)
        #expect(vehicles.count == 1)
        #expect(bus.id == "MTABC_6242")
        #expect(bus.routeName == "Q10")
        #expect(bus.direction == Direction(id: "1", name: "JFK AIRPORT CENTRAL TERMINAL via LEFFERTS BL via ROCKAWAY BL"))
        #expect(bus.heading == MTAMapper.compassHeading(253.58595)) // Bearing 253.58595 counter-clockwise from east
        #expect(bus.nextStop == "MTA_553220")
        #expect(bus.tripID == "MTABC_29032821-JKPD0-JK_D0-Weekday-15-SDon")
        #expect(bus.statusText == "< 1 stop away")
    }

    @Test func emptyVehicleActivityAndEmptySituations() throws {
        let delivery = try MTAPayloads.siri(try fixture("vehicle-monitoring-2.json"), operation: "vehicle-monitoring")
        #expect(MTAMapper.vehicles(delivery).isEmpty)
        #expect(delivery.situations.isEmpty)
    }

    /// stop-monitoring-2.json is SIRI 2.0 (names as arrays, distances in MonitoredCall);
    /// stop-monitoring-5.json is SIRI 1.3 (strings, Extensions.Distances).
    @Test func versionOneAndTwoShapesMapAlike() throws {
        let v2 = try MTAPayloads.predictions(fromStopMonitoring: try fixture("stop-monitoring-2.json")).predictions
        let p2 = try #require(v2.first)
        #expect(p2.routeName == "S44")
        #expect(p2.destination == "S I MALL YUKON AV")
        #expect(p2.stopName == "HENDERSON AV/WESTBURY AV")
        #expect(p2.distanceText == "1.6 miles away")
        #expect(p2.source == .realtime)
        #expect(same(p2.time, iso("2019-05-18T14:56:40.196-04:00")))

        let v1 = try MTAPayloads.predictions(fromStopMonitoring: try fixture("stop-monitoring-5.json")).predictions
        let p1 = try #require(v1.first)
        #expect(p1.routeName == "Q32")
        #expect(p1.distanceText == "1.2 miles away")
        #expect(p1.source == .realtime)
        #expect(same(p1.time, iso("2021-05-07T08:49:33.676-04:00")))
        #expect(same(p1.scheduledTime, iso("2021-05-07T08:52:01.986-04:00")))
    }

    /// Second Q32 visit has only AimedArrivalTime; B63's last two visits too.
    @Test func missingExpectedTimeFallsBackToAimed() throws {
        let q32 = try MTAPayloads.predictions(fromStopMonitoring: try fixture("stop-monitoring-5.json")).predictions
        #expect(q32.count == 2)
        #expect(q32[1].vehicleID == "MTA NYCT_7402")
        #expect(q32[1].source == .scheduled)
        #expect(same(q32[1].time, iso("2021-05-07T09:40:13.997-04:00")))
        #expect(q32[1].distanceText == "5.3 miles away")

        let b63 = try MTAPayloads.predictions(fromStopMonitoring: try fixture("stop-monitoring-7.json")).predictions
        #expect(b63.map(\.source) == [.realtime, .realtime, .realtime, .realtime, .realtime, .scheduled, .scheduled])
        #expect(same(b63.last?.time, iso("2024-01-02T17:51:22.000-05:00")))
        let countdown = b63.first?.countdown(now: iso("2024-01-02T16:28:45.691-05:00"))
        #expect(countdown?.text == "4:38 pm (9 min)")
    }

    /// Neither Expected nor Aimed: the distance text is all there is.
    @Test func noTimesFallsBackToDistanceText() throws {
        let body = """
            {"Siri":{"ServiceDelivery":{"StopMonitoringDelivery":[{"MonitoredStopVisit":[{"MonitoredVehicleJourney":\
            {"LineRef":"MTA NYCT_B63","DirectionRef":"1","PublishedLineName":"B63","VehicleRef":"MTA NYCT_770",\
            "MonitoredCall":{"Extensions":{"Distances":{"PresentableDistance":"approaching"}},"StopPointRef":"MTA_308215"}}}]}]}}}
            """
        let prediction = try #require(try MTAPayloads.predictions(fromStopMonitoring: Data(body.utf8)).predictions.first)
        #expect(prediction.source == .distanceOnly)
        #expect(prediction.time == nil)
        #expect(prediction.distanceText == "approaching")
    }

    /// `/api/2/siri` adds `VehicleStatus: "cancelled"`; the prediction keeps its planned time.
    @Test func cancelledTripKeepsScheduledTime() throws {
        let body = """
            {"Siri":{"ServiceDelivery":{"StopMonitoringDelivery":[{"MonitoredStopVisit":[{"MonitoredVehicleJourney":\
            {"LineRef":"MTA NYCT_B63","PublishedLineName":["B63"],"VehicleRef":"MTA NYCT_770","VehicleStatus":"cancelled",\
            "MonitoredCall":{"AimedArrivalTime":"2024-01-02T17:41:22.000-05:00","StopPointRef":"MTA_308215"}}}]}]}}}
            """
        let prediction = try #require(try MTAPayloads.predictions(fromStopMonitoring: Data(body.utf8)).predictions.first)
        #expect(prediction.isCancelled)
        #expect(prediction.source == .scheduled)
        #expect(same(prediction.scheduledTime, iso("2024-01-02T17:41:22.000-05:00")))
    }

    /// The server orders visits by distance; predictions come sorted by time.
    @Test func visitsOrderedByDistanceAreSortedByTime() throws {
        let data = try fixture("stop-monitoring-3.json")
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var siri = try #require(json["Siri"] as? [String: Any])
        var delivery = try #require(siri["ServiceDelivery"] as? [String: Any])
        var monitoring = try #require(delivery["StopMonitoringDelivery"] as? [[String: Any]])
        let visits = try #require(monitoring[0]["MonitoredStopVisit"] as? [Any])
        monitoring[0]["MonitoredStopVisit"] = Array(visits.reversed()) // B43 (0.8 miles, 18:33) first
        delivery["StopMonitoringDelivery"] = monitoring
        siri["ServiceDelivery"] = delivery
        json["Siri"] = siri
        let reversed = try JSONSerialization.data(withJSONObject: json)
        let board = try MTAPayloads.predictions(fromStopMonitoring: reversed)
        #expect(board.predictions.map(\.routeName) == ["B62", "B43"])
        #expect(board.predictions.map(\.distanceText) == ["approaching", "0.8 miles away"])
    }

    @Test func progressStatusIsCommaJoined() {
        #expect(MTAMapper.progressStatuses(MTAWireSiriText(["layover,prevTrip"])) == ["layover", "prevTrip"])
        #expect(MTAMapper.progressStatuses(MTAWireSiriText(["spooking"])) == ["spooking"])
        #expect(MTAMapper.progressStatuses(nil) == [])
    }

    /// A status without a comma is taken whole (trimmed), not split by Characters; both ways
    /// must give what splitting every value at commas and trimming the parts gives.
    @Test func progressStatusesMatchSplittingEveryValue() {
        let values = [
            "layover", " layover ", "", " ", "layover,prevTrip", "layover,,prevTrip", ",", " a , b ",
            "\tspooking\n", "noProgress", "a,", ",b", "é,ü", "x\u{301},y", "a,\u{301}b",
        ]
        for first in values {
            for second in [nil] + values {
                let texts = second.map { [first, $0] } ?? [first]
                let reference = texts.flatMap { $0.split(separator: ",").map { $0.trimmed() } }.filter { !$0.isEmpty }
                #expect(MTAMapper.progressStatuses(MTAWireSiriText(texts)) == reference, "\(texts)")
            }
        }
    }

    /// A bus's status text is built as it goes, without arrays; it must be its statuses and
    /// then its distance text, joined by ", ", or nil when there is neither.
    @Test func statusTextIsTheStatusesThenTheDistance() {
        let values = ["layover", " layover ", "", " ", "layover,prevTrip", ",", " a , b ", "noProgress", "é,ü"]
        for first in [nil] + values {
            for second in [nil] + values where first != nil || second == nil {
                let texts = [first, second].compactMap { $0 }
                for distance in [nil, "", "approaching", "< 1 stop away"] {
                    let call = MTAWireSiriCall(
                        Extensions: MTAWireSiriCallExtensions(Distances: MTAWireSiriDistances(PresentableDistance: distance)))
                    let journey = MTAWireSiriMonitoredVehicleJourney(
                        ProgressStatus: first == nil ? nil : MTAWireSiriText(texts), MonitoredCall: call)
                    let parts = MTAMapper.progressStatuses(journey.ProgressStatus) + [distance].compactMap { $0 }.filter { !$0.isEmpty }
                    let expected = parts.isEmpty ? nil : parts.joined(separator: ", ")
                    #expect(MTAMapper.statusText(journey) == expected, "\(texts) \(distance ?? "nil")")
                }
            }
        }
    }

    /// One string is held without an array; a text is the same value however it was made.
    @Test func siriTextIsTheSameValueHoweverItIsHeld() {
        for values in [[], ["B63"], [""], ["", "B63"], ["B63", "B63 LTD"]] as [[String]] {
            let text = MTAWireSiriText(values)
            #expect(text.values == values)
            #expect(text.first == values.first { !$0.isEmpty })
            let parts = values.filter { !$0.isEmpty }
            #expect(text.joined == (parts.isEmpty ? nil : parts.joined(separator: "\n")))
        }
        #expect(MTAWireSiriText("B63") == MTAWireSiriText(["B63"]))
        #expect(MTAWireSiriText("B63").hashValue == MTAWireSiriText(["B63"]).hashValue)
        #expect(MTAWireSiriText(["B63"]) != MTAWireSiriText(["B63", "B63"]))
        #expect(MTAWireSiriText([]) != MTAWireSiriText([""]))
    }

    @Test func stopMonitoringErrorConditionIsNotFound() throws {
        let body = try fixture("stop-monitoring-4.json")
        let result = Result { () throws(TransitError) in try MTAPayloads.siri(body, operation: "stop-monitoring") }
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.kind == .notFound)
        #expect(error.status == 200)
        #expect(error.providerMessage == "No such stop: MTA NYCT_12345. No such stop: MTA_12345. No such stop: MTABC_12345.")
    }

    @Test(arguments: [
        ("2020-10-20T21:13:26.941-04:00", 1_603_242_806.941),
        ("2011-10-25T20:00:00-04:00", 1_319_587_200.0),
        ("2024-01-02T16:28:45.691-05:00", 1_704_230_925.691),
        ("2024-01-02T21:28:45Z", 1_704_230_925.0),
    ])
    func siriTimestamps(_ text: String, _ seconds: Double) throws {
        let date = try #require(MTAWireSiriTimestamp.parse(text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.0005)
    }

    @Test(arguments: ["", "2020-10-20", "2020-13-20T21:13:26.941-04:00", "2020-10-20T21:13:26.-04:00", "2020-10-20T21:13:26"])
    func badSiriTimestampsAreRejected(_ text: String) {
        #expect(MTAWireSiriTimestamp.parse(text) == nil)
    }

    @Test func badTimeNamesTheField() {
        let body =
            #"{"Siri":{"ServiceDelivery":{"VehicleMonitoringDelivery":[{"VehicleActivity":[{"MonitoredVehicleJourney":{"VehicleRef":"MTA NYCT_1"},"RecordedAtTime":"yesterday"}]}]}}}"#
        let result = Result { () throws(TransitError) in try MTAPayloads.siri(Data(body.utf8), operation: "vehicle-monitoring") }
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.kind == .decoding)
        #expect(error.detail?.contains("Siri.ServiceDelivery.VehicleMonitoringDelivery[0].VehicleActivity[0].RecordedAtTime") == true)
    }
}

extension SiriTests {
    /// MTA's `Bearing` is counter-clockwise from east. B70 bus 353 (direction 1, to Dyker
    /// Heights) is on 39 St between 1 Av and 8 Av in the demo snapshot, driving south-east
    /// (its recorded path runs at 129°); it sends 329, which as a compass bearing would point
    /// it backwards, north-north-west.
    @Test func bearingIsCounterClockwiseFromEast() throws {
        let vehicles = try MTAPayloads.vehicles(fromVehicleMonitoring: try fixture("vehicle-monitoring-4.json"))
        let bus = try #require(vehicles.first { $0.id == "MTA NYCT_353" })
        let heading = try #require(bus.heading)
        #expect(abs(heading - 120.80444) < 0.001)
        #expect(MTAMapper.compassHeading(0) == 90) // east
        #expect(MTAMapper.compassHeading(90) == 0) // north
        #expect(MTAMapper.compassHeading(180) == 270) // west
        #expect(MTAMapper.compassHeading(270) == 180) // south
    }
}
