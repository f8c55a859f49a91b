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
        case prediction, vehicle, alert
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
        /// The same vehicle twice (the newest report is kept), or the same stop twice in one
        /// trip (the earliest is kept).
        case repeated

        public var description: String {
            switch self {
            case .noUsableTime: return "no usable time"
            case .noPosition: return "no usable position"
            case .noInformedEntity: return "no informed entity"
            case .noGTFSIdentifier: return "no GTFS id"
            case .noStableID: return "no id to key a stable entity on"
            case .repeated: return "repeated"
            }
        }
    }

    /// One value left out.
    public struct Omission: Hashable, Sendable, CustomStringConvertible {
        /// Prediction, vehicle or alert.
        public var kind: Kind
        /// Which value: "route 74 at stop 6597, vehicle 8164", "vehicle MTA NYCT_481".
        public var subject: String
        /// Why it was left out.
        public var reason: Reason
        /// The particular fact, e.g. "stop id 1234 is tramtracker's own, not a GTFS stop_id".
        public var detail: String?

        /// An omission of `kind`: `subject` left out for `reason`.
        public init(kind: Kind, subject: String, reason: Reason, detail: String? = nil) {
            self.kind = kind
            self.subject = subject
            self.reason = reason
            self.detail = detail
        }

        public var description: String {
            "\(kind) \(subject): \(reason)" + (detail.map { " (\($0))" } ?? "")
        }
    }

    /// How many entities the feed holds.
    public var entitiesWritten: Int
    /// Everything left out, in input order.
    public var omitted: [Omission]

    /// A report; translations build their own.
    public init(entitiesWritten: Int = 0, omitted: [Omission] = []) {
        self.entitiesWritten = entitiesWritten
        self.omitted = omitted
    }

    /// How many values were left out for `reason`.
    public func count(_ reason: Reason) -> Int { omitted.filter { $0.reason == reason }.count }

    /// One line per kind and reason, e.g. "3 predictions left out: no usable time"; empty when
    /// nothing was left out.
    public var summary: [String] {
        Kind.allCases.flatMap { kind in
            Reason.allCases.compactMap { reason -> String? in
                let count = omitted.filter { $0.kind == kind && $0.reason == reason }.count
                guard count > 0 else { return nil }
                return "\(count) \(kind.rawValue)\(count == 1 ? "" : "s") left out: \(reason)"
            }
        }
    }

    mutating func omit(_ kind: Kind, _ subject: String, _ reason: Reason, _ detail: String? = nil) {
        omitted.append(Omission(kind: kind, subject: subject, reason: reason, detail: detail))
    }
}
