import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// SIRI `Affects.Operators`: no recorded MTA answer carries it, so stop-monitoring-6.json's real
/// situation (a "delayed" alert listing the Q20A) is given an operator scope here, hand-made
/// after SIRI SX's `AffectsScope` (`<Operators><AllOperators/>…`).
@Suite struct OperatorScopeTests {
    static func alerts(affects extra: String) throws -> [ServiceAlert] {
        let text = try #require(String(data: try fixture("stop-monitoring-6.json"), encoding: .utf8))
        #expect(text.components(separatedBy: "\"Affects\": {").count == 2)
        return try MTAPayloads.alerts(fromSiri: Data(text.replacingOccurrences(of: "\"Affects\": {", with: "\"Affects\": {" + extra).utf8))
    }

    @Test func allOperatorsMakesTheSituationNetworkWide() throws {
        let alert = try #require(try Self.alerts(affects: #""Operators": {"AllOperators": ""},"#).first)
        #expect(alert.affectedRoutes.isEmpty)
        #expect(alert.affectedStops.isEmpty)
        // Network-wide: it colours a line the situation did not list.
        #expect(RouteStatus(route: "MTABC_QM2", alerts: [alert]).status == .disrupted)
    }

    @Test func anOperatorScopeWithoutAllOperatorsKeepsTheListedLines() throws {
        let alert = try #require(try Self.alerts(affects: #""Operators": {"AffectedOperator": [{"OperatorRef": "MTA NYCT"}]},"#).first)
        #expect(alert.affectedRoutes == ["MTA NYCT_Q20A"])
        #expect(RouteStatus(route: "MTABC_QM2", alerts: [alert]).status == .normal)
    }
}
