extension GTFSRT.Alert {
    /// Why service is affected. Numbering starts at 1; 0 is not a value.
    public enum Cause: Int32, ProtoEnum {
        /// The producer does not know the cause (the spec's default).
        case unknownCause = 1
        /// A cause none of the others names.
        case otherCause = 2
        /// A technical problem (signals, vehicles, systems).
        case technicalProblem = 3
        /// A strike by the operator's staff.
        case strike = 4
        /// A demonstration blocking the way.
        case demonstration = 5
        /// An accident.
        case accident = 6
        /// A public holiday's timetable.
        case holiday = 7
        /// Weather: snow, storms, flooding.
        case weather = 8
        /// Planned maintenance.
        case maintenance = 9
        /// Construction work.
        case construction = 10
        /// Police activity.
        case policeActivity = 11
        /// A medical emergency.
        case medicalEmergency = 12
        /// A special event: a parade, a game, a marathon (spec name `SPECIAL_EVENT`).
        case specialEvent = 13

        public var protoName: String {
            switch self {
            case .unknownCause: return "UNKNOWN_CAUSE"
            case .otherCause: return "OTHER_CAUSE"
            case .technicalProblem: return "TECHNICAL_PROBLEM"
            case .strike: return "STRIKE"
            case .demonstration: return "DEMONSTRATION"
            case .accident: return "ACCIDENT"
            case .holiday: return "HOLIDAY"
            case .weather: return "WEATHER"
            case .maintenance: return "MAINTENANCE"
            case .construction: return "CONSTRUCTION"
            case .policeActivity: return "POLICE_ACTIVITY"
            case .medicalEmergency: return "MEDICAL_EMERGENCY"
            case .specialEvent: return "SPECIAL_EVENT"
            }
        }
    }

    /// What happens to service. Numbering starts at 1; 0 is not a value.
    public enum Effect: Int32, ProtoEnum {
        /// The service does not run at the informed entities.
        case noService = 1
        /// Fewer vehicles than scheduled.
        case reducedService = 2
        /// Delays a rider should plan for; minor delays are not alerted as this.
        case significantDelays = 3
        /// Vehicles take another way; some stops may not be served.
        case detour = 4
        /// More vehicles than scheduled.
        case additionalService = 5
        /// Changed service: other times or other stops.
        case modifiedService = 6
        /// An effect none of the others names.
        case otherEffect = 7
        /// The producer does not know the effect (the spec's default).
        case unknownEffect = 8
        /// A stop is temporarily somewhere else.
        case stopMoved = 9
        /// Information only: service runs as planned (TransitKit's `.information` effect).
        case noEffect = 10
        /// An elevator, ramp or other access is out of order; service runs.
        case accessibilityIssue = 11

        public var protoName: String {
            switch self {
            case .noService: return "NO_SERVICE"
            case .reducedService: return "REDUCED_SERVICE"
            case .significantDelays: return "SIGNIFICANT_DELAYS"
            case .detour: return "DETOUR"
            case .additionalService: return "ADDITIONAL_SERVICE"
            case .modifiedService: return "MODIFIED_SERVICE"
            case .otherEffect: return "OTHER_EFFECT"
            case .unknownEffect: return "UNKNOWN_EFFECT"
            case .stopMoved: return "STOP_MOVED"
            case .noEffect: return "NO_EFFECT"
            case .accessibilityIssue: return "ACCESSIBILITY_ISSUE"
            }
        }
    }

    /// How severe the alert is. Numbering starts at 1; 0 is not a value.
    public enum SeverityLevel: Int32, ProtoEnum {
        /// The producer does not say how severe (the spec's default).
        case unknownSeverity = 1
        /// For information.
        case info = 2
        /// Riders should take note.
        case warning = 3
        /// Riders should change their plans.
        case severe = 4

        public var protoName: String {
            switch self {
            case .unknownSeverity: return "UNKNOWN_SEVERITY"
            case .info: return "INFO"
            case .warning: return "WARNING"
            case .severe: return "SEVERE"
            }
        }
    }
}
