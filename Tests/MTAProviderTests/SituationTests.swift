import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

@Suite("SIRI situations and route status")
struct SituationTests {
    static func alerts(_ name: String) throws -> [ServiceAlert] {
        try MTAPayloads.alerts(fromSiri: try fixture(name))
    }

    /// vehicle-monitoring-3.json: 23 situations, 14 with HTML, most listing each line twice.
    @Test func situationsFromVehicleMonitoring() throws {
        let alerts = try Self.alerts("vehicle-monitoring-3.json")
        #expect(alerts.count == 23)
        #expect(alerts.allSatisfy { !$0.title.contains("<") && !$0.description.contains("<") })
    }

    @Test func htmlIsStrippedForDisplay() throws {
        let alert = try #require(try Self.alerts("vehicle-monitoring-3.json").first { $0.id == "MTA NYCT_270156" })
        // `<br clear=left>` split period and message; the headline puts the message first.
        #expect(
            alert.title
                == "Southbound M4 stop on East 32nd St at 5th Ave is closed because of a crane operation (Nov 7 - 8, Sat and Sun, 5 AM to 3 PM)"
        )
        #expect(alert.description.hasPrefix("Nov 7 - 8, Sat and Sun, 5 AM to 3 PM\nSouthbound M4 stop"))
        #expect(alert.description.hasSuffix("Please use a nearby temporary stop on 28th St between 5th Ave and Madison Ave."))
        #expect(same(alert.activePeriod?.start, iso("2020-11-07T00:00:00.000-05:00")))
        #expect(same(alert.activePeriod?.end, iso("2020-11-08T23:59:00.000-05:00")))
        let bullets = try #require(try Self.alerts("vehicle-monitoring-3.json").first { $0.id == "MTA NYCT_242636" })
        #expect(bullets.description.contains("• Bainbridge Ave at East 210th St"))
    }

    @Test func duplicateAffectedLinesAreMerged() throws {
        let alerts = try Self.alerts("vehicle-monitoring-3.json")
        let q35 = try #require(alerts.first { $0.id == "MTABC_690e4fda-8063-4917-9a84-fe3f5368df72" })
        #expect(q35.affectedRoutes == ["MTABC_Q35"])
        let manhattan = try #require(alerts.first { $0.id == "MTA NYCT_270232" })
        #expect(manhattan.affectedRoutes == ["MTA NYCT_M1", "MTA NYCT_M2", "MTA NYCT_M3", "MTA NYCT_M4", "MTA NYCT_M5", "MTA NYCT_Q32"])
        #expect(manhattan.effect == .noService)
    }

    /// The seed app's colours: red for delayed / no service, yellow for altered, diverted or a
    /// situation without conditions, green for no situation.
    @Test(arguments: [
        ("MTA NYCT_M4", ServiceStatus.disrupted), // noService (270232) + diverted (270156)
        ("MTABC_Q22", .disrupted), // delayed
        ("MTA NYCT_M103", .altered), // diverted + one without Consequences
        ("MTA NYCT_BX11", .altered), // altered
        ("MTABC_Q35", .altered), // no Consequences at all
        ("MTA NYCT_B63", .normal), // nothing
    ])
    func statusColourPerLine(_ line: String, _ expected: ServiceStatus) throws {
        let alerts = try Self.alerts("vehicle-monitoring-3.json")
        #expect(RouteStatus(route: Route.ID(line), alerts: alerts).status == expected)
    }

    @Test(arguments: [
        (["noService"], ServiceAlert.Effect.noService), (["delayed"], .significantDelays), (["diverted"], .detour),
        (["altered"], .modifiedService), (["additionalService"], .additionalService), ([], .other),
        (["undefinedServiceInformation"], .other), (["diverted", "delayed"], .significantDelays),
        (["normalService"], .information), (["normalService", "diverted"], .detour),
    ])
    func consequenceConditionToEffect(_ conditions: [String], _ effect: ServiceAlert.Effect) {
        #expect(MTAMapper.effect(conditions: conditions) == effect)
    }

    /// stop-monitoring-6.json: a QM2 visit, and a "delayed" situation for Q20A — a line no
    /// visit references. It is kept, and only Q20A turns red.
    @Test func situationForAnotherLineAtTheStop() throws {
        let alerts = try Self.alerts("stop-monitoring-6.json")
        let alert = try #require(alerts.first)
        #expect(alerts.count == 1)
        #expect(alert.affectedRoutes == ["MTA NYCT_Q20A"])
        #expect(alert.severity == .medium) // "undefined"
        #expect(RouteStatus(route: "MTA NYCT_Q20A", alerts: alerts).status == .disrupted)
        #expect(RouteStatus(route: "MTABC_QM2", alerts: alerts).status == .normal)
    }

    /// SIRI 2.0 builds `Summary`, `Description` and `Condition` as lists (server source; no v2
    /// situation was recorded). stop-monitoring-6.json's real situation, rewritten the v2 way,
    /// gives the same alert as the v1 strings.
    @Test func versionTwoListsMapLikeVersionOneStrings() throws {
        let data = try fixture("stop-monitoring-6.json")
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var siri = try #require(json["Siri"] as? [String: Any])
        var delivery = try #require(siri["ServiceDelivery"] as? [String: Any])
        var exchanges = try #require(delivery["SituationExchangeDelivery"] as? [[String: Any]])
        var situations = try #require(exchanges[0]["Situations"] as? [String: Any])
        var elements = try #require(situations["PtSituationElement"] as? [[String: Any]])
        var element = elements[0]
        for key in ["Summary", "Description"] {
            element[key] = [try #require(element[key] as? String)]
        }
        var consequences = try #require(element["Consequences"] as? [String: Any])
        var list = try #require(consequences["Consequence"] as? [[String: Any]])
        list[0]["Condition"] = [try #require(list[0]["Condition"] as? String)]
        consequences["Consequence"] = list
        element["Consequences"] = consequences
        elements[0] = element
        situations["PtSituationElement"] = elements
        exchanges[0]["Situations"] = situations
        delivery["SituationExchangeDelivery"] = exchanges
        siri["ServiceDelivery"] = delivery
        json["Siri"] = siri
        let v2 = try MTAPayloads.alerts(fromSiri: try JSONSerialization.data(withJSONObject: json))
        let v1 = try Self.alerts("stop-monitoring-6.json")
        #expect(v2 == v1)
        #expect(v2.first?.effect == .significantDelays) // "delayed" → red
        #expect(v2.first?.title.hasPrefix("You may experience longer waits for this bus.") == true)
    }

    /// vehicle-monitoring-3.json, situation 270232: the summary is "Until further notice<br
    /// clear=left>Southbound M1/… stop on 5th Ave at 56th St is closed because of NYPD activity".
    @Test func plannedWorkHeadlinePutsTheMessageFirst() throws {
        let alerts = try Self.alerts("vehicle-monitoring-3.json")
        let alert = try #require(alerts.first { $0.title.contains("5th Ave at 56th St") })
        #expect(
            alert.title
                == "Southbound M1/M1 LTD, M2/M2 LTD, M3, M4/M4 LTD, M5 and westbound Q32 stop on 5th Ave at 56th St is closed because of NYPD activity (Until further notice)"
        )
        #expect(!alert.title.contains("\n"))
        let plain = try #require(
            alerts.first { $0.title.hasPrefix("Q35 buses are detoured in both directions because of road work at Newport") })
        #expect(
            plain.title
                == "Q35 buses are detoured in both directions because of road work at Newport Ave/Beach 116 St. Detour details at mta.info")
    }

    @Test func newlinesInDescriptionSurvive() throws {
        let alert = try #require(try Self.alerts("stop-monitoring-7.json").first)
        #expect(alert.id == "MTA NYCT_lmm:planned_work:9418")
        #expect(alert.description.contains("What happened?\nThe original location"))
        #expect(alert.affectedRoutes == ["MTA NYCT_B63"])
        #expect(alert.effect == .other)
    }

    /// The MTA server's own SIRI SX sample, in XML (no milliseconds in its times).
    @Test func situationExchangeXML() throws {
        let alerts = try Self.alerts("situation-exchange-1.xml")
        let first = try #require(alerts.first)
        #expect(first.id == "MTA NYCT_56754")
        #expect(first.title == "X27, X28, X37 and X38 temporary bus stop change due a demonstration")
        #expect(first.affectedRoutes == ["MTA NYCT_X27", "MTA NYCT_X28", "MTA NYCT_X37", "MTA NYCT_X38"])
        #expect(first.effect == .modifiedService)
        #expect(same(first.activePeriod?.start, iso("2011-10-25T20:00:00.000-04:00")))
        #expect(alerts[1].affectedRoutes == ["MTA NYCT_S79"])
    }

    // MARK: alerts(for:) — scoped and merged by the core (Docs/Behaviour.md rule 7)

    /// vehicle-monitoring-3.json's situation 261c1373… names `MTA NYCT_SIM33c` while the buses
    /// run as `MTA NYCT_SIM33C`: ids are matched without case, so the rider asking for the bus's
    /// line sees it (before, an exact comparison left it out).
    @Test func alertsMatchLineIdsWithoutCase() async throws {
        let mock = MockTransport()
        recordRoutes(mock)
        mock.on(.path("/api/siri/vehicle-monitoring.json"), .fixture("mta", "vehicle-monitoring-3.json"))
        let mta = try makeClient(mock)
        // (SIM33C is not in the 2017 routes-for-agency recording, so only qualified spellings here.)
        for spelling in ["MTA NYCT_SIM33C", "MTA NYCT_sim33C"] {
            let alerts = try await mta.alerts(for: [Route.ID(spelling)])
            #expect(alerts.map(\.id) == ["MTA NYCT_261c1373-d6a9-42a3-9f76-75529074b638"], "\(spelling)")
        }
        #expect(
            mock.requests.filter { $0.url.path.hasSuffix("vehicle-monitoring.json") }
                .allSatisfy {
                    $0.queryValue("LineRef")?.uppercased() == "MTA NYCT_SIM33C"
                        && $0.queryValue("VehicleMonitoringDetailLevel") == "minimum"
                })
    }

    /// The same situation comes back with each line's answer; the copies are one alert with
    /// the lines of every copy (before, the last copy won, and a line named only in an earlier
    /// copy lost its alert — and its colour). The two answers here are hand-made from situation
    /// 270232 of vehicle-monitoring-3.json, each copy naming one line.
    @Test func copiesOfASituationAreMergedAcrossLines() async throws {
        func answer(_ line: String) -> String {
            """
            {"Siri":{"ServiceDelivery":{"VehicleMonitoringDelivery":[{"VehicleActivity":[]}],"SituationExchangeDelivery":[{"Situations":\
            {"PtSituationElement":[{"SituationNumber":"MTA NYCT_270232","Summary":"Southbound \(line) stop on 5th Ave at 56th St is closed",\
            "Affects":{"VehicleJourneys":{"AffectedVehicleJourney":[{"LineRef":"MTA NYCT_\(line)","DirectionRef":"1"}]}},\
            "Consequences":{"Consequence":[{"Condition":"noService"}]}}]}}]}}}
            """
        }
        let mock = MockTransport()
        recordRoutes(mock)
        mock.on(.query("LineRef", "MTA NYCT_M1"), .json(answer("M1")))
        mock.on(.query("LineRef", "MTA NYCT_M2"), .json(answer("M2")))
        let mta = try makeClient(mock)
        let alerts = try await mta.alerts(for: ["MTA NYCT_M1", "MTA NYCT_M2"])
        #expect(alerts.count == 1)
        #expect(alerts.first?.affectedRoutes == ["MTA NYCT_M1", "MTA NYCT_M2"])
        #expect(alerts.first?.title == "Southbound M1 stop on 5th Ave at 56th St is closed") // the first copy's text
        let status = try await mta.status(of: ["MTA NYCT_M1", "m2"])
        #expect(status.map(\.status) == [.disrupted, .disrupted])
    }
}
