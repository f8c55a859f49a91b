import TransitKitCore
import TransitKitTesting

/// Every provider the conformance suite runs against. A new provider adds its subject here.
enum ConformanceSubjects {
    static let all: [ConformanceSubject] = [
        BusbudSubject.subject,
        CTASubject.subject,
        TramTrackerSubject.subject,
        MTASubject.subject,
        OneBusAwayPugetSoundSubject.subject,
    ]

    /// The providers TransitKit ships.
    static let shipped: Set<ProviderID> = ["busbud", "cta", "tramtracker", "mta", "oba-pugetsound"]
}
