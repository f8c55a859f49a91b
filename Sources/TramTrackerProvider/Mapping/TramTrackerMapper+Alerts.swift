import Foundation
import TransitKitCore

/// tramTRACKER has no alerts call: disruption and special-event messages ride on every
/// prediction (and on a tram run). They become ``ServiceAlert``s, one per distinct message,
/// naming the route and stop that carried it; the core's `merged()` (which every
/// `PredictionBoard` applies) then joins the copies into one alert per message.
extension TramTrackerMapper {
    struct Notice: Sendable {
        var route: Route.ID
        var stop: Stop.ID?
        var hasDisruption: Bool
        var disruptionMessages: [String]
        var hasSpecialEvent: Bool
        var specialEventMessage: String?
    }

    static func notice(_ wire: TramTrackerWirePrediction, stop: Stop.ID) -> Notice {
        Notice(
            route: Route.ID(wire.RouteNo.value), stop: stop, hasDisruption: wire.HasDisruption ?? false,
            disruptionMessages: wire.DisruptionMessage?.Messages ?? [], hasSpecialEvent: wire.HasSpecialEvent ?? false,
            specialEventMessage: wire.SpecialEventMessage)
    }

    static func notice(_ wire: TramTrackerWireTramRun, route: Route.ID) -> Notice {
        Notice(
            route: route, stop: nil, hasDisruption: wire.HasDisruption ?? false,
            disruptionMessages: wire.DisruptionMessage?.Messages ?? [], hasSpecialEvent: wire.HasSpecialEvent ?? false,
            specialEventMessage: wire.SpecialEventMessage)
    }

    /// Disruption = high / `significantDelays` (red); special event = low / `other` (yellow).
    /// Ids are a stable hash of the text, so the same message is the same alert across stops,
    /// calls and runs. Not merged: the board merges.
    static func alerts(_ notices: [Notice]) -> [ServiceAlert] {
        var alerts: [ServiceAlert] = []
        func add(
            kind: String, title: String, text: String, severity: ServiceAlert.Severity,
            effect: ServiceAlert.Effect, notice: Notice
        ) {
            alerts.append(
                ServiceAlert(
                    id: ServiceAlert.ID("\(kind)-\(stableHash(text))"), title: title, description: text,
                    severity: severity, effect: effect, affectedRoutes: [notice.route],
                    affectedStops: notice.stop.map { [$0] } ?? []))
        }
        for notice in notices {
            if notice.hasDisruption {
                let texts = notice.disruptionMessages.compactMap(text)
                // A disruption flag with no words still turns the route red.
                for text in texts.isEmpty ? ["Disruption reported on route \(notice.route)."] : texts {
                    add(
                        kind: "disruption", title: "Disruption", text: text, severity: .high,
                        effect: .significantDelays, notice: notice)
                }
            }
            if notice.hasSpecialEvent, let message = text(notice.specialEventMessage) {
                add(
                    kind: "special-event", title: "Special event", text: message, severity: .low, effect: .other,
                    notice: notice)
            }
        }
        return alerts
    }

    /// Routes in route order ("3" < "3a" < "11") and stops sorted inside each merged alert, so
    /// "routes 58, 96" reads the same whichever stop answered first.
    static func ordered(_ alerts: [ServiceAlert]) -> [ServiceAlert] {
        alerts.map { alert in
            var alert = alert
            alert.affectedRoutes.sort(by: routeOrder)
            alert.affectedStops.sort()
            return alert
        }
    }

    /// FNV-1a, so an alert keeps its id across runs (Swift's `Hasher` is seeded per process).
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
