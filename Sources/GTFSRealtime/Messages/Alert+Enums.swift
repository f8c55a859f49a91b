extension GTFSRT.Alert {
    /// Why service is affected. Numbering starts at 1; 0 is not a value.
    public enum Cause: Int32, ProtoEnum {
        case unknownCause = 1
        case otherCause = 2
        case technicalProblem = 3
        case strike = 4
        case demonstration = 5
        case accident = 6
        case holiday = 7
        case weather = 8
        case maintenance = 9
        case construction = 10
        case policeActivity = 11
        case medicalEmergency = 12
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
        case noService = 1
        case reducedService = 2
        case significantDelays = 3
        case detour = 4
        case additionalService = 5
        case modifiedService = 6
        case otherEffect = 7
        case unknownEffect = 8
        case stopMoved = 9
        case noEffect = 10
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
        case unknownSeverity = 1
        case info = 2
        case warning = 3
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
