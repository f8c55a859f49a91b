/// What a translation left out of the feed and why, so a caller (the CLI prints it on stderr)
/// can tell "nothing came" from "something could not be written". A feed never carries a
/// malformed message instead.
///
/// ```swift
/// let result = translator.vehiclePositions(buses, timestamp: now)
/// for line in result.report.summary { log(line) }   // "1 vehicle left out: no usable position"
/// ```
public struct TranslationReport: Hashable, Sendable {
    /// What kind of model value was left out.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A prediction at a stop (a StopTimeUpdate).
        case prediction
        /// A vehicle's position (a VehiclePosition).
        case vehicle
        /// A service alert (an Alert).
        case alert
        /// The predictions of one trip instance (one TripUpdate).
        case trip
    }

    /// Why it was left out.
    public enum Reason: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// A prediction with neither a time nor a scheduled time, or one outside 1970…9999.
        case noUsableTime
        /// A vehicle whose coordinate is not finite, out of range, or (0, 0) — "unknown" in
        /// tramTRACKER's newer fields.
        case noPosition
        /// An alert that names no route or stop (network-wide), or none with a usable id:
        /// GTFS-RT requires at least one informed entity.
        case noInformedEntity
        /// An id the rules do not know as a GTFS id, when the translator requires GTFS ids.
        case noGTFSIdentifier
        /// A vehicle without an id to key a stable entity on.
        case noStableID
        /// The same vehicle twice (the newest report is kept), the same stop twice in one
        /// trip (the earliest is kept), or one trip id claimed by two vehicles (the one that
        /// reaches its first stop first is kept).
        case repeated
        /// A position where the timetable puts the vehicle (`isRealtime` false): GTFS-RT has no
        /// way to say a VehiclePosition was not measured.
        case scheduleBased
        /// A trip start shortly after midnight that may belong to either service day (see
        /// ``ServiceDayRule``): `start_date` / `start_time` are left out.
        case ambiguousServiceDay
        /// A trip start with no agency zone to place it in: `start_date` / `start_time` are left out.
        case noTimeZone

        /// The reason in words, as the report's summary prints it ("no usable position").
        public var description: String {
            switch self {
            case .noUsableTime: return "no usable time"
            case .noPosition: return "no usable position"
            case .noInformedEntity: return "no informed entity"
            case .noGTFSIdentifier: return "no GTFS id"
            case .noStableID: return "no id to key a stable entity on"
            case .repeated: return "repeated"
            case .scheduleBased: return "schedule-based, not measured"
            case .ambiguousServiceDay: return "start may belong to either service day"
            case .noTimeZone: return "no agency time zone"
            }
        }
    }

    /// One value left out, or one field of a value that was written.
    public struct Omission: Hashable, Sendable, CustomStringConvertible {
        /// Prediction, vehicle or alert.
        public var kind: Kind
        /// Which value: "route 74 at stop 6597, vehicle 8164", "vehicle MTA NYCT_481".
        public var subject: String
        /// Why it was left out.
        public var reason: Reason
        /// The particular fact, e.g. "stop id 1234 is tramtracker's own, not a GTFS stop_id".
        public var detail: String?
        /// The GTFS-RT fields left out of a value that was written ("start_date/start_time");
        /// nil when the whole value was left out.
        public var field: String?

        /// An omission of `kind`: `subject` (or only its `field`) left out for `reason`.
        public init(kind: Kind, subject: String, reason: Reason, detail: String? = nil, field: String? = nil) {
            self.kind = kind
            self.subject = subject
            self.reason = reason
            self.detail = detail
            self.field = field
        }

        /// One line: what was left out and why, e.g. `vehicle MTA NYCT_7582: no usable position`.
        public var description: String {
            "\(kind) \(subject)" + (field.map { " \($0)" } ?? "") + ": \(reason)" + (detail.map { " (\($0))" } ?? "")
        }
    }

    /// How many entities the feed holds.
    public var entitiesWritten: Int
    /// Everything left out, in input order.
    public var omitted: [Omission]
    /// Fields left out of values that were written (each with its ``Omission/field``), in
    /// input order.
    public var fieldsLeftOut: [Omission]

    /// A report; translations build their own.
    public init(entitiesWritten: Int = 0, omitted: [Omission] = [], fieldsLeftOut: [Omission] = []) {
        self.entitiesWritten = entitiesWritten
        self.omitted = omitted
        self.fieldsLeftOut = fieldsLeftOut
    }

    /// How many values were left out for `reason`.
    public func count(_ reason: Reason) -> Int { omitted.filter { $0.reason == reason }.count }

    /// One line per kind and reason, e.g. "3 predictions left out: no usable time", then one
    /// per kind, field and reason of what was written without a field, e.g. "2 vehicles
    /// written without start_date/start_time: start may belong to either service day"; empty
    /// when nothing was left out.
    public var summary: [String] {
        func noun(_ kind: Kind, _ count: Int) -> String { "\(count) \(kind.rawValue)\(count == 1 ? "" : "s")" }
        let whole = Kind.allCases.flatMap { kind in
            Reason.allCases.compactMap { reason -> String? in
                let count = omitted.filter { $0.kind == kind && $0.reason == reason }.count
                return count > 0 ? "\(noun(kind, count)) left out: \(reason)" : nil
            }
        }
        var fields: [String] = []
        for omission in fieldsLeftOut where !fields.contains(omission.field ?? "") { fields.append(omission.field ?? "") }
        let partial = Kind.allCases.flatMap { kind in
            fields.flatMap { field in
                Reason.allCases.compactMap { reason -> String? in
                    let count = fieldsLeftOut.filter { $0.kind == kind && $0.field ?? "" == field && $0.reason == reason }.count
                    return count > 0 ? "\(noun(kind, count)) written without \(field): \(reason)" : nil
                }
            }
        }
        return whole + partial
    }

    mutating func omit(_ kind: Kind, _ subject: String, _ reason: Reason, _ detail: String? = nil) {
        omitted.append(Omission(kind: kind, subject: subject, reason: reason, detail: detail))
    }

    mutating func leaveOut(_ field: String, of kind: Kind, _ subject: String, _ reason: Reason, _ detail: String? = nil) {
        fieldsLeftOut.append(Omission(kind: kind, subject: subject, reason: reason, detail: detail, field: field))
    }
}
