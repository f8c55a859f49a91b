import Foundation
@testable import MTAProvider
import TransitKitCore

extension FuzzTarget {
    /// SIRI bodies (JSON or XML) through every public `MTAPayloads` door, and "where" bodies
    /// through the same decoder a client's OneBusAway calls use.
    static let mtaSiri = FuzzTarget(name: "mta-siri", corpus: "mta") { data in
        let kinds: Set<TransitError.Kind> = [.decoding, .apiError, .notFound, .unauthorized, .invalidArgument,
                                             .rateLimited, .httpStatus, .unsupported]
        do { _ = try MTAPayloads.vehicles(fromVehicleMonitoring: data) } catch { checkError(error, allowed: kinds, "vehicles") }
        do { _ = try MTAPayloads.predictions(fromStopMonitoring: data) } catch { checkError(error, allowed: kinds, "predictions") }
        do { _ = try MTAPayloads.trips(fromVehicleMonitoring: data) } catch { checkError(error, allowed: kinds, "trips") }
        do { _ = try MTAPayloads.alerts(fromSiri: data) } catch { checkError(error, allowed: kinds, "alerts") }
    }
}
