import TransitKitCore

/// One row of GetStopsAndRoutesUpdatesSince's `dtStopsChanges` table (SOAP `dsCoreDataChanges`):
/// a tramTRACKER stop id and what happened to it, `UPDATE` or `DELETE`. Both fields are optional
/// here so the mapping can name the row that lacks one instead of failing the whole answer.
struct TramTrackerWireStopChange: Decodable, Sendable, Equatable {
    var StopNo: LenientString?
    var Action: String?
}
