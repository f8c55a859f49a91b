import Foundation
import TransitKitCore

/// Items of one call plus the per-item notes CTA attached.
struct CTAResult<Value: Sendable>: Sendable {
    var value: Value
    var notes: [ProviderNote]
}

/// One mapping per call, from a decoded answer to core values. Missing payload keys mean
/// "no data" (CTA omits the key rather than sending `[]`). Field errors name the endpoint
/// (through the request) and the field path.
enum CTAResponses {
    /// Bytes → answer, for fixtures and the corpus test: the same path the client takes.
    static func answer(_ data: Data, call: CTACall, builder: CTARequestBuilder, now: Date) throws(TransitError) -> CTARawAnswer {
        let request = try builder.request(call)
        return CTARawAnswer(payload: try CTADecoder.decode(data, request: request, now: now), request: request)
    }

    /// Decodes and maps `data` as an answer to `call`, returning how many items it held and
    /// its notes — what the corpus test checks for every recorded file.
    static func decode(_ data: Data, call: CTACall, builder: CTARequestBuilder, now: Date) throws(TransitError)
        -> (count: Int, notes: [ProviderNote])
    {
        let answer = try answer(data, call: call, builder: builder, now: now)
        switch call {
        case .gettime: _ = try time(answer); return (1, answer.notes)
        case .getroutes: let r = routes(answer); return (r.value.count, r.notes)
        case .getdirections: let r = directions(answer); return (r.value.count, r.notes)
        case .getstops: let r = stops(answer); return (r.value.count, r.notes)
        case .getpatterns: let r = shape(answer, route: "?"); return (r.value.branches.count, r.notes)
        case .getpredictions: let r = try predictions(answer); return (r.value.count, r.notes)
        case .getservicebulletins: let r = try alerts(answer, requestedRoutes: []); return (r.value.count, r.notes)
        case .getvehicles: let r = try vehicles(answer); return (r.value.count, r.notes)
        }
    }

    static func time(_ answer: CTARawAnswer) throws(TransitError) -> Date {
        guard let tm = answer.body.tm else {
            throw TransitError(.decoding, request: answer.request, detail: "bustime-response.tm: missing")
        }
        return try mapped(answer) { () throws(TransitError) in try CTATime.parse(tm, field: "bustime-response.tm") }
    }

    static func routes(_ answer: CTARawAnswer) -> CTAResult<[Route]> {
        CTAResult(value: (answer.body.routes ?? []).map(CTAMapper.route), notes: answer.notes)
    }

    static func directions(_ answer: CTARawAnswer) -> CTAResult<[Direction]> {
        CTAResult(value: (answer.body.directions ?? []).map(CTAMapper.direction), notes: answer.notes)
    }

    static func stops(_ answer: CTARawAnswer, route: Route.ID? = nil, direction: Direction? = nil) -> CTAResult<[Stop]> {
        CTAResult(value: (answer.body.stops ?? []).map { CTAMapper.stop($0, route: route, direction: direction) },
                  notes: answer.notes)
    }

    static func patterns(_ answer: CTARawAnswer) -> CTAResult<[CTAWirePattern]> {
        CTAResult(value: answer.body.ptr ?? [], notes: answer.notes)
    }

    static func shape(_ answer: CTARawAnswer, route: Route.ID) -> CTAResult<RouteShape> {
        CTAResult(value: CTAMapper.shape(route: route, patterns: answer.body.ptr ?? []), notes: answer.notes)
    }

    static func predictions(_ answer: CTARawAnswer) throws(TransitError) -> CTAResult<[Prediction]> {
        var predictions: [Prediction] = []
        for (index, row) in (answer.body.prd ?? []).enumerated() {
            if let prediction = try mapped(answer, { () throws(TransitError) in try CTAMapper.prediction(row, index: index) }) {
                predictions.append(prediction)
            }
        }
        return CTAResult(value: predictions.sorted(by: Prediction.byTime), notes: answer.notes)
    }

    static func vehicles(_ answer: CTARawAnswer) throws(TransitError) -> CTAResult<[VehiclePosition]> {
        var vehicles: [VehiclePosition] = []
        for (index, row) in (answer.body.vehicle ?? []).enumerated() {
            vehicles.append(try mapped(answer) { () throws(TransitError) in try CTAMapper.vehicle(row, index: index) })
        }
        return CTAResult(value: vehicles, notes: answer.notes)
    }

    static func alerts(_ answer: CTARawAnswer, requestedRoutes: [Route.ID]) throws(TransitError) -> CTAResult<[ServiceAlert]> {
        var alerts: [ServiceAlert] = []
        for (index, row) in (answer.body.sb ?? []).enumerated() {
            alerts.append(try mapped(answer) { () throws(TransitError) in
                try CTAMapper.alert(row, index: index, requestedRoutes: requestedRoutes)
            })
        }
        return CTAResult(value: alerts.sorted(by: ServiceAlert.byPriority), notes: answer.notes)
    }

    /// Runs a mapping step; a failure gets the request's provider, operation and URL.
    static func mapped<T>(_ answer: CTARawAnswer, _ body: () throws(TransitError) -> T) throws(TransitError) -> T {
        do {
            return try body()
        } catch {
            throw TransitError(error.kind, request: answer.request, detail: error.detail)
        }
    }
}
