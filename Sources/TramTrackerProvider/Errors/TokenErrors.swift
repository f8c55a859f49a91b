import TransitKitCore

/// Recognises "the device token was refused" among the errors inside HTTP 200 bodies.
enum TokenErrors {
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
}
