import Foundation

/// Every target. Adding one is a file in Targets/ plus one line here.
enum FuzzRegistry {
    static let targets: [FuzzTarget] = [
        .mtaSiri,
        .mtaWhere,
        .mtaXML,
        .mtaSiriTimestamp,
        .gtfsRealtime,
        .json,
        .jsonWriter,
        .encodedPolyline,
        .dotNetDate,
        .ctaTime,
        .ctaPayloads,
        .tramTrackerPayloads,
        .busbudPayloads,
        .uriTemplate,
        .localDateTime,
        .httpDate,
        .plainText,
        .secretScrubber,
        .connectionDataset,
        .geojsonRead,
    ]

    /// The target TRANSIT_FUZZ_TARGET names, looked up once.
    static let selected: FuzzTarget? = {
        guard let name = ProcessInfo.processInfo.environment["TRANSIT_FUZZ_TARGET"] else { return nil }
        return targets.first { $0.name == name }
    }()
}
