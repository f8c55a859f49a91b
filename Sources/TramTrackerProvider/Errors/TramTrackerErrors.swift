import TransitKitCore

/// The RestService's own error bodies (`hasError: true`, usually inside an HTTP 200) as
/// `TransitError`s, and which of them mean "the device token was refused" or "no such stop".
enum TramTrackerErrors {
    /// The error an envelope head reports, or nil when it reports none.
    ///
    /// "No such stop / route / tram" texts are `.notFound` (so a bad stop among good ones is a
    /// `.notFound` note on the board); every other text, token refusals included, is
    /// `.apiError` carrying `errorMessage`.
    /// The error carries no status: the status said "success".
    static func error(in head: TramTrackerWireEnvelopeHead, request: HTTPRequest, status: Int) -> TransitError? {
        guard head.reportsError == true else { return nil }
        let message = head.errorMessage.flatMap { $0.isEmpty ? nil : $0 }
        let token = message.map(isTokenError) ?? false
        let unknown = !token && (message.map(isUnknownItem) ?? false)
        var detail = "\(request.operation ?? ""): hasError is true in an HTTP \(status) body"
        if token { detail += " (device token rejected)" }
        return TransitError(unknown ? .notFound : .apiError, request: request, providerMessage: message, detail: detail)
    }

    /// "No or invalid device token provided." is the known text. "HTTP Error 401 -
    /// Unauthorized" is also treated as one, because the token is the only credential the
    /// RestService checks; a wrong guess costs one extra GetDeviceToken call.
    ///
    /// A bare "401" is deliberately not enough: stop and route numbers appear in other error
    /// texts ("Stop 4017 is not a valid stop."), and mistaking those for token errors would
    /// refresh the token needlessly and turn one bad stop into a failure of the whole board.
    static func isTokenError(_ message: String) -> Bool {
        let text = message.lowercased()
        return text.contains("device token") || text.contains("invalid token") || text.contains("unauthorized")
            || text.contains("error 401")
    }

    /// Whether `error` is an in-body error about the token.
    static func isTokenError(_ error: TransitError) -> Bool {
        error.kind == .apiError && error.providerMessage.map(isTokenError) == true
    }

    /// Whether an error text says the stop, route or tram asked for does not exist.
    ///
    /// No RestService capture of such an answer was found; the one recorded wording is the
    /// tramtracker.com.au website's "Stop not found." (same back end, reference §7). Texts that
    /// call a stop, route or tram "invalid" / "not valid" are read the same way. Anything else
    /// stays `.apiError`: guessing "not found" for a server fault would hide it.
    static func isUnknownItem(_ message: String) -> Bool {
        let text = message.lowercased()
        if text.contains("not found") || text.contains("does not exist") { return true }
        let words = Set(text.split { !$0.isLetter })
        let namesItem = !words.isDisjoint(with: ["stop", "route", "tram"])
        return namesItem && (text.contains("invalid") || text.contains("not a valid") || text.contains("not valid"))
    }
}
