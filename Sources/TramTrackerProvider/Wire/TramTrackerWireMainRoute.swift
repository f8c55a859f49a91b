import TransitKitCore

/// GetMainRoutesForStop's element (SOAP `ListOfMainRoutesAtStop`): one main route serving the
/// stop. `RouteNo` is read as number or text, as the other calls send it both ways.
struct TramTrackerWireMainRoute: Decodable, Sendable, Equatable {
    var RouteNo: LenientString
}
