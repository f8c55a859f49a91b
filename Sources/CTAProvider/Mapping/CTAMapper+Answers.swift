import Foundation
import TransitKitCore

/// One mapping per call, from a decoded answer to core values. Missing payload keys mean
/// "no data" (CTA omits the key rather than sending `[]`). A row that does not fit fails the
/// answer with the request's provider, operation and URL and the field path.
extension CTAMapper {
    static func time(_ answer: CTAAnswer) throws(TransitError) -> Date {
        guard let tm = answer.body.tm else {
            throw TransitError(.decoding, request: answer.request, detail: "bustime-response.tm: missing")
        }
        return try mapped(answer) { () throws(TransitError) in try CTATime.parse(tm, in: answer.zone, field: "bustime-response.tm") }
    }

    /// CTA's clock when it made the answer: `tm` when the answer has one (the generic BusTime
    /// guide shows it in getpredictions; CTA's recorded JSON answers have none), else the latest
    /// prediction row's `tmstmp` — the server's time of its newest prediction, in the profile's zone,
    /// at most a minute behind the answer (rows are stamped to the minute unless `tmres=s`).
    /// Without either, nil: a board then counts from the device's clock (Docs/Behaviour.md,
    /// rule 19). A value that is not a CTA time is skipped — it dates the answer, never fails it.
    static func serverTime(_ answer: CTAAnswer) -> Date? {
        if let tm = answer.body.tm, !trim(tm).isEmpty, let time = try? CTATime.parse(tm, in: answer.zone, field: "bustime-response.tm") {
            return time
        }
        // Rows of one answer share one or two stamps: parse each distinct one once.
        var stamps = Set<String>()
        for row in answer.body.prd ?? [] {
            if let stamp = row.tmstmp, !stamp.isEmpty { stamps.insert(stamp) }
        }
        return stamps.compactMap { try? CTATime.parse($0, in: answer.zone, field: "bustime-response.prd.tmstmp") }.max()
    }

    static func routes(_ answer: CTAAnswer) -> [Route] {
        (answer.body.routes ?? []).map(Self.route)
    }

    static func directions(_ answer: CTAAnswer) -> [Direction] {
        (answer.body.directions ?? []).map(Self.direction)
    }

    static func stops(_ answer: CTAAnswer, route: Route.ID? = nil, direction: Direction? = nil) -> [Stop] {
        (answer.body.stops ?? []).map { Self.stop($0, route: route, direction: direction, zone: answer.zone) }
    }

    static func patterns(_ answer: CTAAnswer) -> [CTAWirePattern] {
        answer.body.ptr ?? []
    }

    /// The rows as predictions, sorted by time (never by server order); hidden rows dropped.
    static func predictions(_ answer: CTAAnswer) throws(TransitError) -> [Prediction] {
        var predictions: [Prediction] = []
        for (index, row) in (answer.body.prd ?? []).enumerated() {
            if let prediction = try mapped(answer, { () throws(TransitError) in try Self.prediction(row, index: index, zone: answer.zone) })
            {
                predictions.append(prediction)
            }
        }
        return Prediction.inTimeOrder(predictions)
    }

    static func vehicles(_ answer: CTAAnswer) throws(TransitError) -> [VehiclePosition] {
        var vehicles: [VehiclePosition] = []
        for (index, row) in (answer.body.vehicle ?? []).enumerated() {
            vehicles.append(try mapped(answer) { () throws(TransitError) in try Self.vehicle(row, index: index, zone: answer.zone) })
        }
        return vehicles
    }

    /// Every bulletin of the answer, as sent (scoping and merging are the caller's: the same
    /// bulletin comes back from several batches).
    static func alerts(_ answer: CTAAnswer) throws(TransitError) -> [ServiceAlert] {
        var alerts: [ServiceAlert] = []
        for (index, row) in (answer.body.sb ?? []).enumerated() {
            alerts.append(try mapped(answer) { () throws(TransitError) in try Self.alert(row, index: index, zone: answer.zone) })
        }
        return alerts
    }

    /// The bulletins of several answers (batches), in order.
    static func alerts(_ answers: [CTAAnswer]) throws(TransitError) -> [ServiceAlert] {
        var alerts: [ServiceAlert] = []
        for answer in answers { alerts += try Self.alerts(answer) }
        return alerts
    }

    /// The vehicles of several answers (batches), in order.
    static func vehicles(_ answers: [CTAAnswer]) throws(TransitError) -> [VehiclePosition] {
        var vehicles: [VehiclePosition] = []
        for answer in answers { vehicles += try Self.vehicles(answer) }
        return vehicles
    }

    /// Runs a mapping step; a failure gets the request's provider, operation and URL.
    static func mapped<T>(_ answer: CTAAnswer, _ body: () throws(TransitError) -> T) throws(TransitError) -> T {
        do {
            return try body()
        } catch {
            throw TransitError(error.kind, request: answer.request, detail: error.detail)
        }
    }
}
