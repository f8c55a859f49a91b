import Foundation
import TransitKitCore

/// TramTracker has no alerts call: disruption and special-event messages ride on every
/// prediction. This folds them into ``ServiceAlert``s, one per distinct message, naming every
/// route that carried it.
enum AlertMapping {
    struct Notice: Sendable {
        var route: Route.ID
        var stop: Stop.ID?
        var hasDisruption: Bool
        var disruptionMessages: [String]
        var hasSpecialEvent: Bool
        var specialEventMessage: String?
    }

    static func notice(_ wire: WirePrediction, stop: Stop.ID) -> Notice {
        Notice(route: Route.ID(wire.RouteNo.value), stop: stop, hasDisruption: wire.HasDisruption ?? false,
               disruptionMessages: wire.DisruptionMessage?.Messages ?? [], hasSpecialEvent: wire.HasSpecialEvent ?? false,
               specialEventMessage: wire.SpecialEventMessage)
    }

    static func alerts(from notices: [Notice]) -> [ServiceAlert] {
        var alerts: [ServiceAlert] = []
        func add(kind: String, title: String, text: String, severity: ServiceAlert.Severity,
                 effect: ServiceAlert.Effect, notice: Notice)
        {
            alerts.append(ServiceAlert(id: ServiceAlert.ID("\(kind)-\(stableHash(text))"), title: title, description: text,
                                       severity: severity, effect: effect, affectedRoutes: [notice.route],
                                       affectedStops: notice.stop.map { [$0] } ?? []))
        }
        for notice in notices {
            if notice.hasDisruption {
                let texts = notice.disruptionMessages.map(PlainText.clean).filter { !$0.isEmpty }
                // A disruption flag with no words still turns the route red.
                for text in texts.isEmpty ? ["Disruption reported on route \(notice.route)."] : texts {
                    add(kind: "disruption", title: "Disruption", text: text, severity: .high,
                        effect: .significantDelays, notice: notice)
                }
            }
            if notice.hasSpecialEvent, let message = notice.specialEventMessage.map(PlainText.clean), !message.isEmpty {
                add(kind: "special-event", title: "Special event", text: message, severity: .low, effect: .other,
                    notice: notice)
            }
        }
        return merge(alerts)
    }

    /// One alert per id, routes and stops joined: the same text arrives on every entry of every
    /// route (and, for ``TramTrackerClient/alerts(for:)``, from several stops).
    static func merge(_ alerts: [ServiceAlert]) -> [ServiceAlert] {
        var byID: [ServiceAlert.ID: ServiceAlert] = [:]
        for alert in alerts {
            guard var existing = byID[alert.id] else {
                byID[alert.id] = alert
                continue
            }
            for route in alert.affectedRoutes where !existing.affectedRoutes.contains(route) {
                existing.affectedRoutes.append(route)
            }
            for stop in alert.affectedStops where !existing.affectedStops.contains(stop) {
                existing.affectedStops.append(stop)
            }
            byID[alert.id] = existing
        }
        return byID.values.map { alert in
            var alert = alert
            alert.affectedRoutes.sort(by: RouteMapping.routeOrder)
            alert.affectedStops.sort()
            return alert
        }.sorted(by: ServiceAlert.byPriority)
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
