import Foundation
import TransitKitCore

extension CTAMapper {
    static func detours(_ answer: CTAAnswer) throws(TransitError) -> [Detour] {
        try mapped(answer) { () throws(TransitError) in
            var detours: [Detour] = []
            for (index, wire) in (answer.body.dtrs ?? []).enumerated() {
                detours.append(try detour(wire, index: index, profile: answer.profile))
            }
            return detours
        }
    }

    /// A detour. `st` 1 is active and 0 cancelled (anything else fails, naming the field); its
    /// dates are wall clock in the profile's zone. On CTA (``BusTimeProfile/DetourDirections/capitalisedFromUpperCase``)
    /// an upper-case direction ("NORTHBOUND", as CTA's examples write it) becomes the direction
    /// id the other calls use ("Northbound"); elsewhere (`INBOUND`) it is kept as sent.
    static func detour(_ wire: CTAWireDetour, index: Int, profile: BusTimeProfile = .cta) throws(TransitError) -> Detour {
        let path = "bustime-response.dtrs[\(index)]"
        let state: Detour.State
        switch wire.st.value {
        case 1: state = .active
        case 0: state = .cancelled
        default: throw TransitError(.decoding, detail: "\(path).st: \(wire.st.value) is neither 1 (active) nor 0 (cancelled)")
        }
        func date(_ text: LenientString?, _ field: String) throws(TransitError) -> Date? {
            guard let text = text.map({ trim($0.value) }), !text.isEmpty else { return nil }
            return try CTATime.parse(text, in: profile.timeZone, field: "\(path).\(field)")
        }
        let affected = (wire.rtdirs ?? []).compactMap { (entry) -> Detour.Affected? in
            let route = trim(entry.rt)
            guard !route.isEmpty else { return nil }
            let direction = entry.dir.map(trim).flatMap { $0.isEmpty ? nil : Direction.ID(directionID($0, profile.detourDirections)) }
            return Detour.Affected(route: Route.ID(route), direction: direction)
        }
        let reroutes = (wire.ptrs ?? []).map { pattern in
            var reroute = Detour.Reroute(
                originalPattern: pattern.origpid?.value, detourPattern: pattern.dtrpid?.value,
                firstStop: pattern.dtrstartstop.map { Stop.ID($0.value) }, lastStop: pattern.dtrendstop.map { Stop.ID($0.value) },
                replacementStops: (pattern.repstops ?? []).compactMap { replacementStop($0, zone: profile.timeZone) })
            // A map can do without the line; the detour itself must still reach riders, so an
            // unreadable polyline leaves `path` nil rather than failing the answer.
            reroute.path = pattern.encpl.flatMap { try? EncodedPolyline.decode($0) }.flatMap { $0.isEmpty ? nil : $0 }
            return reroute
        }
        return Detour(
            id: Detour.ID(trim(wire.id)), version: wire.ver?.value ?? 1, state: state,
            description: PlainText.clean(wire.desc ?? ""), affected: affected,
            start: try date(wire.startdt, "startdt"), end: try date(wire.enddt, "enddt"),
            modifiedAt: try date(wire.moddt, "moddt"), reroutes: reroutes)
    }

    /// "NORTHBOUND" → "Northbound" on CTA, whose direction ids are capitalised words that
    /// detours alone write upper-case; kept as sent (`INBOUND`) for ``BusTimeProfile/DetourDirections/verbatim``.
    static func directionID(_ text: String, _ rule: BusTimeProfile.DetourDirections = .capitalisedFromUpperCase) -> String {
        guard rule == .capitalisedFromUpperCase, text == text.uppercased(), let first = text.first else { return text }
        return String(first) + text.dropFirst().lowercased()
    }

    static func replacementStop(_ wire: CTAWireDetour.ReplacementStop, zone: TimeZone) -> Stop? {
        guard let id = wire.stpid.map({ trim($0.value) }), !id.isEmpty else { return nil }
        var coordinate: Coordinate?
        if let lat = wire.lat?.value, let lon = wire.lon?.value { coordinate = Coordinate(latitude: lat, longitude: lon) }
        return Stop(id: Stop.ID(id), name: trim(wire.stpnm ?? ""), coordinate: coordinate, timeZone: zone)
    }

    static func languages(_ answer: CTAAnswer) -> [CTABusTrackerClient.Language] {
        (answer.body.locale ?? []).map { CTABusTrackerClient.Language(code: trim($0.localestring), name: trim($0.displayname)) }
    }
}
