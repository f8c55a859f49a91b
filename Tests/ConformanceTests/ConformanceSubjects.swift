import CTAProvider
import TransitKitCore
import TransitKitTesting

/// Every provider the conformance suite runs against. A new provider adds its subject here.
enum ConformanceSubjects {
    static let all: [ConformanceSubject] =
        [
            BusbudSubject.subject,
            CTASubject.subject,
            TramTrackerSubject.subject,
            MTASubject.subject,
            OneBusAwayPugetSoundSubject.subject,
        ] + busTimeProfiles

    /// Every other BusTime deployment TransitKit ships a profile for, over CTA's recordings
    /// (the wire is the same): each rule holds for the profile's id, zone, feed and host too.
    /// The recordings are Chicago's places, so the profile keeps CTA's coverage box here (the
    /// stop rules ask near the Fullerton 'L'); its own box is checked in `BusTimeProfileTests`.
    static let busTimeProfiles: [ConformanceSubject] = BusTimeProfile.known.filter { $0 != .cta }.map { profile in
        var replayed = profile
        replayed.coverage = CTABusTrackerClient.coverage
        return CTASubject.subject(profile: replayed)
    }

    /// The providers TransitKit ships, and its BusTime profiles.
    static let shipped: Set<ProviderID> = ["busbud", "cta", "tramtracker", "mta", "oba-pugetsound", "prt"]
}
