import Foundation
import TransitKitCore

@testable import GTFSRealtime

/// Messages for round trips: one with every field of every message set, and seeded random ones.
enum Samples {
    /// Spelled out where `.none` would read as `Optional.none`.
    typealias DropOffPickup = GTFSRT.TripUpdate.StopTimeUpdate.StopTimeProperties.DropOffPickupType

    static let allTexts = GTFSRT.TranslatedString(translation: [
        .init(text: "Détour — rue Sainte-Catherine 🚌", language: "fr"),
        .init(text: "Detour\n\"quoted\"", language: "en"),
    ])

    static let everyField = GTFSRT.FeedMessage(
        header: .init(gtfsRealtimeVersion: "2.0", incrementality: .fullDataset, timestamp: 1_570_549_080, feedVersion: "2019-10-01"),
        entity: [
            .init(
                id: "tu", isDeleted: false,
                tripUpdate: .init(
                    trip: .init(
                        tripID: "T1", startTime: "25:10:00", startDate: "20191008", scheduleRelationship: .scheduled,
                        routeID: "B63", directionID: 1),
                    stopTimeUpdate: [
                        .init(
                            stopSequence: 3, arrival: .init(delay: -60, time: 1_570_549_200, uncertainty: 30, scheduledTime: 1_570_549_260),
                            departure: .init(time: 1_570_549_230), stopID: "S3", scheduleRelationship: .scheduled,
                            stopTimeProperties: .init(
                                assignedStopID: "S3b", stopHeadsign: "Bay Ridge", pickupType: DropOffPickup.none,
                                dropOffType: .coordinateWithDriver),
                            departureOccupancyStatus: .standingRoomOnly),
                        .init(stopSequence: 4, stopID: "S4", scheduleRelationship: .skipped),
                        .init(stopSequence: 9, scheduleRelationship: .noData),
                    ],
                    vehicle: .init(id: "MTA NYCT_481", label: "481", licensePlate: "AB 123", wheelchairAccessible: .wheelchairAccessible),
                    timestamp: 1_570_549_000, delay: 0)),
            .init(
                id: "vp",
                vehicle: .init(
                    trip: .init(tripID: "T2", scheduleRelationship: .canceled),
                    position: .init(
                        latitude: 40.7128, longitude: -74.006,
                        bearing: 359.5, odometer: 12_345.678, speed: 8.25),
                    currentStopSequence: 7, currentStatus: .stoppedAt, timestamp: 1_570_549_070, congestionLevel: .stopAndGo,
                    stopID: "308214", vehicle: .init(id: "7560"), occupancyStatus: .empty, occupancyPercentage: 0)),
            .init(
                id: "al",
                alert: .init(
                    activePeriod: [.init(start: 1_570_000_000, end: 1_580_000_000), .init(start: 1_590_000_000)],
                    informedEntity: [
                        .init(agencyID: "MTA NYCT", routeID: "B63", routeType: 3, directionID: 0),
                        .init(trip: .init(tripID: "T1")), .init(stopID: "308214"),
                    ],
                    cause: .construction, effect: .detour, url: .init("https://example.org/a?b=c&d"),
                    headerText: allTexts, descriptionText: .init("Body"), ttsHeaderText: .init("Tee tee ess"),
                    ttsDescriptionText: .init("Spoken body"), severityLevel: .warning, imageAlternativeText: .init("A map"),
                    causeDetail: .init("Crane"), effectDetail: .init("Stops moved"))),
            .init(id: "deleted", isDeleted: true),
        ])

    /// A random feed: random optionals, enums, extreme integers, finite floats, any Unicode.
    static func random(_ random: Randomness) -> GTFSRT.FeedMessage {
        let g = Generator(random: random)
        let entities = (0..<g.int(4)).map { index in
            GTFSRT.FeedEntity(
                id: "e\(index)", isDeleted: g.maybe { g.bool() }, tripUpdate: g.maybe { g.tripUpdate() },
                vehicle: g.maybe { g.vehicle() }, alert: g.maybe { g.alert() })
        }
        return GTFSRT.FeedMessage(
            header: .init(
                gtfsRealtimeVersion: g.text(), incrementality: g.maybe { g.pick() },
                timestamp: g.maybe { g.uint64() }, feedVersion: g.maybe { g.text() }),
            entity: entities)
    }

    struct Generator {
        let random: Randomness
        func int(_ below: Int) -> Int { Int(random.next() * Double(below)) }
        func bool() -> Bool { random.next() < 0.5 }
        func maybe<T>(_ make: () -> T) -> T? { bool() ? make() : nil }
        func pick<E: ProtoEnum>() -> E {
            let all = Array(E.allCases)
            return all[int(all.count)]
        }
        func uint64() -> UInt64 { [0, 1, 127, 128, UInt64.max, UInt64(random.next() * 1e12)][int(6)] }
        func int64() -> Int64 { [0, -1, Int64.min, Int64.max, Int64(random.next() * 2e9) - 1_000_000_000][int(5)] }
        func int32() -> Int32 { [0, -1, Int32.min, Int32.max, Int32(random.next() * 2e6) - 1_000_000][int(5)] }
        func uint32() -> UInt32 { [0, 1, UInt32.max, UInt32(random.next() * 1e6)][int(4)] }
        func float() -> Float {
            [0, -0.0, Float.greatestFiniteMagnitude, Float.leastNonzeroMagnitude, Float(random.next() * 360 - 180)][int(5)]
        }
        func text() -> String {
            let pieces = ["", "a", "B63", "MTA NYCT_481", "é", "🚋", "\u{0}", "\"", "\\", "\n", "日本"]
            return (0..<int(4)).map { _ in pieces[int(pieces.count)] }.joined()
        }
        func texts() -> GTFSRT.TranslatedString {
            .init(translation: (0..<int(3)).map { _ in .init(text: text(), language: maybe { text() }) })
        }
        func trip() -> GTFSRT.TripDescriptor {
            .init(
                tripID: maybe { text() }, startTime: maybe { text() }, startDate: maybe { text() },
                scheduleRelationship: maybe { pick() }, routeID: maybe { text() }, directionID: maybe { uint32() })
        }
        func descriptor() -> GTFSRT.VehicleDescriptor {
            .init(id: maybe { text() }, label: maybe { text() }, licensePlate: maybe { text() }, wheelchairAccessible: maybe { pick() })
        }
        func event() -> GTFSRT.TripUpdate.StopTimeEvent {
            .init(delay: maybe { int32() }, time: maybe { int64() }, uncertainty: maybe { int32() }, scheduledTime: maybe { int64() })
        }
        func tripUpdate() -> GTFSRT.TripUpdate {
            .init(
                trip: trip(),
                stopTimeUpdate: (0..<int(3)).map { _ in
                    .init(
                        stopSequence: maybe { uint32() }, arrival: maybe { event() }, departure: maybe { event() },
                        stopID: maybe { text() }, scheduleRelationship: maybe { pick() },
                        stopTimeProperties: maybe {
                            .init(
                                assignedStopID: maybe { text() }, stopHeadsign: maybe { text() },
                                pickupType: maybe { pick() }, dropOffType: maybe { pick() })
                        },
                        departureOccupancyStatus: maybe { pick() })
                },
                vehicle: maybe { descriptor() }, timestamp: maybe { uint64() }, delay: maybe { int32() })
        }
        func vehicle() -> GTFSRT.VehiclePosition {
            .init(
                trip: maybe { trip() },
                position: maybe {
                    .init(
                        latitude: float(), longitude: float(), bearing: maybe { float() },
                        odometer: maybe { Double(float()) * 1e3 }, speed: maybe { float() })
                },
                currentStopSequence: maybe { uint32() }, currentStatus: maybe { pick() }, timestamp: maybe { uint64() },
                congestionLevel: maybe { pick() }, stopID: maybe { text() }, vehicle: maybe { descriptor() },
                occupancyStatus: maybe { pick() }, occupancyPercentage: maybe { uint32() })
        }
        func alert() -> GTFSRT.Alert {
            .init(
                activePeriod: (0..<int(3)).map { _ in .init(start: maybe { uint64() }, end: maybe { uint64() }) },
                informedEntity: (0..<int(3)).map { _ in
                    .init(
                        agencyID: maybe { text() }, routeID: maybe { text() }, routeType: maybe { int32() },
                        trip: maybe { trip() }, stopID: maybe { text() }, directionID: maybe { uint32() })
                },
                cause: maybe { pick() }, effect: maybe { pick() }, url: maybe { texts() }, headerText: maybe { texts() },
                descriptionText: maybe { texts() }, ttsHeaderText: maybe { texts() }, ttsDescriptionText: maybe { texts() },
                severityLevel: maybe { pick() }, imageAlternativeText: maybe { texts() }, causeDetail: maybe { texts() },
                effectDetail: maybe { texts() })
        }
    }
}
