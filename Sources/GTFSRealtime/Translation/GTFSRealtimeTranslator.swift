import Foundation
import TransitKitCore

/// Turns one provider's core-model answers into GTFS-Realtime feeds: predictions into
/// TripUpdates, vehicles into VehiclePositions, alerts into Alerts.
///
/// - Times are the POSIX seconds of the instant the provider meant (a `Date` is absolute; the
///   agency's wall-clock text was resolved in its zone when parsed).
/// - Ids are the agency's GTFS ids where the provider's ``TranslationRules`` know them to
///   match (MTA `MTA NYCT_B63` → `route_id` `B63`); the rest are the provider's own or left out.
/// - Entity ids come from the provider and stable keys (vehicle id, route + direction +
///   vehicle), never from array positions, so they survive refreshes.
/// - What cannot be written correctly is left out and listed in the ``TranslationReport``.
///
/// ```swift
/// let translator = GTFSRealtimeTranslator(provider: "mta")
/// let result = translator.vehiclePositions(try await mta.vehicles(on: ["MTA NYCT_B63"]), timestamp: now)
/// try result.feed.serializedData().write(to: url)
/// result.report.summary.forEach { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
/// ```
public struct GTFSRealtimeTranslator: Sendable {
    /// Whose values these are; the first part of every entity id.
    public var provider: ProviderID
    /// What is known about the provider's ids against its agency's GTFS.
    public var rules: TranslationRules
    /// When true, ids the rules mark as the provider's own are left out rather than written,
    /// and values that cannot be identified without them are reported as
    /// ``TranslationReport/Reason/noGTFSIdentifier``.
    public var requireGTFSIdentifiers: Bool

    /// A translator for `provider`, with its known rules unless `rules` is given.
    public init(provider: ProviderID, rules: TranslationRules? = nil, requireGTFSIdentifiers: Bool = false) {
        self.provider = provider
        self.rules = rules ?? TranslationRules.forProvider(provider)
        self.requireGTFSIdentifiers = requireGTFSIdentifiers
    }

    /// A TripUpdates feed from `predictions`; `timestamp` is when the content was produced
    /// (the server's clock when there is one).
    public func tripUpdates(_ predictions: [Prediction], timestamp: Date) -> GTFSRealtimeTranslation {
        var report = TranslationReport()
        let entities = tripUpdateEntities(predictions, report: &report)
        return feed(entities, timestamp: timestamp, report: report)
    }

    /// A TripUpdates feed from a board, stamped with the board's server time, else `now`.
    public func tripUpdates(_ board: PredictionBoard, now: Date) -> GTFSRealtimeTranslation {
        tripUpdates(board.predictions, timestamp: board.serverTime ?? now)
    }

    /// A TripUpdates feed for one vehicle's run (`TripSource`'s answer): its calls in the
    /// travel order given, stamped with the server time, else `now`. The calls usually form one
    /// TripUpdate; calls of a following trip with its own known trip id form a second one. The
    /// trip's vehicle, route, direction and trip id stand in where a call does not state them,
    /// and a measured position's time becomes `TripUpdate.timestamp`.
    ///
    /// ```swift
    /// let run = try await tram.trip(of: "3530")
    /// let feed = GTFSRealtimeTranslator(provider: "tramtracker").tripUpdates(run, now: Date()).feed
    /// ```
    public func tripUpdates(_ trip: VehicleTrip, now: Date) -> GTFSRealtimeTranslation {
        var report = TranslationReport()
        let entities = tripUpdateEntities(calls(of: trip), order: .asGiven, timestamp: measuredAt(trip), report: &report)
        return feed(entities, timestamp: trip.serverTime ?? now, report: report)
    }

    /// A VehiclePositions feed; `timestamp` is when the content was produced. Positions the
    /// timetable gives (`isRealtime` false) are left out and reported: GTFS-RT has no way to
    /// mark a position as not measured.
    public func vehiclePositions(_ vehicles: [TransitKitCore.VehiclePosition], timestamp: Date) -> GTFSRealtimeTranslation {
        var report = TranslationReport()
        let entities = vehiclePositionEntities(vehicles, report: &report)
        return feed(entities, timestamp: timestamp, report: report)
    }

    /// An Alerts feed (alerts with the same id merged first); `timestamp` is when the content
    /// was produced.
    public func alerts(_ alerts: [ServiceAlert], timestamp: Date) -> GTFSRealtimeTranslation {
        var report = TranslationReport()
        let entities = alertEntities(alerts, report: &report)
        return feed(entities, timestamp: timestamp, report: report)
    }

    private func feed(_ entities: [GTFSRT.FeedEntity], timestamp: Date, report: TranslationReport) -> GTFSRealtimeTranslation {
        var report = report
        report.entitiesWritten = entities.count
        let header = GTFSRT.FeedHeader(incrementality: .fullDataset, timestamp: POSIXTime.unsignedSeconds(timestamp))
        return GTFSRealtimeTranslation(feed: GTFSRT.FeedMessage(header: header, entity: entities), report: report)
    }

    /// A stable, provider-scoped entity id: `mta:vehicle:MTA NYCT_481`.
    func entityID(_ kind: String, _ key: String) -> String {
        "\(provider.rawValue):\(kind):\(key)"
    }

    func id(_ rule: IdentifierRule, _ raw: String) -> String? {
        rule.apply(raw, requireGTFS: requireGTFSIdentifiers)
    }
}

/// A feed and what was left out of it.
public struct GTFSRealtimeTranslation: Hashable, Sendable {
    /// The feed: FULL_DATASET, version 2.0, only entities that could be written correctly.
    public var feed: GTFSRT.FeedMessage
    /// What was left out of `feed`, and why.
    public var report: TranslationReport

    /// A feed and its report.
    public init(feed: GTFSRT.FeedMessage, report: TranslationReport) {
        self.feed = feed
        self.report = report
    }
}
