/// GetStopsAndRoutesUpdatesSince's `responseObject`: the SOAP service's `dsCoreDataChanges`
/// DataSet, whose tables `dtRoutesChanges` and `dtStopsChanges` are read as arrays of rows.
///
/// No RestService answer of this call has been recorded; the table and column names come from
/// the SOAP clients (pizza1016/ptv-timetable `old_tramtracker.py`, WWW::PIDS), so a missing
/// table decodes as nil and the mapping refuses an object that has neither (the stop index
/// then rebuilds whole instead of trusting an answer it cannot read).
struct TramTrackerWireCoreDataChanges: Decodable, Sendable, Equatable {
    var dtRoutesChanges: [TramTrackerWireRouteChange]?
    var dtStopsChanges: [TramTrackerWireStopChange]?
}
