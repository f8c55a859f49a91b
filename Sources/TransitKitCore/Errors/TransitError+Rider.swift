extension TransitError {
    /// One plain sentence a rider can read: what happened and what to do, naming the provider
    /// by the name riders know (pass `descriptor.name`, "CTA Bus Tracker"). Never a type name,
    /// URL, key, HTTP status or the server's own text — those are the developer's, in
    /// ``description``. One sentence per ``Kind``; kinds added later get a general one.
    ///
    /// ```swift
    /// catch let error as TransitError {
    ///     banner.text = error.riderMessage(providerName: cta.descriptor.name)
    ///     // "CTA Bus Tracker can't be reached. Check the connection and try again."
    ///     log.error("\(error)")   // the developer's line: kind, operation, URL
    /// }
    /// ```
    public func riderMessage(providerName: String? = nil) -> String {
        let name = providerName.map { PlainText.oneLine($0, limit: 60) }.flatMap { $0.isEmpty ? nil : $0 }
        let service = name ?? "The transit service"
        switch kind {
        case .transport:
            return "\(service) can't be reached. Check the connection and try again."
        case .httpStatus:
            return "\(service) is having trouble right now. Try again in a moment."
        case .apiError:
            return "\(service) could not answer that request."
        case .decoding:
            return "\(service) sent an answer that could not be read. Try again later."
        case .invalidArgument:
            return "That request can't be made as entered."
        case .unsupported:
            return name.map { "\($0) can't answer that question." } ?? "That question can't be answered here."
        case .rateLimited:
            return "\(service) is getting too many requests. Try again \(retryAfter.map(Self.waitText) ?? "later")."
        case .unauthorized:
            return "\(service) did not accept the app's key. Check that it is set and still valid."
        case .notFound:
            return name.map { "\($0) has no such stop, route or vehicle." } ?? "That was not found."
        case .cancelled:
            return "The request was cancelled."
        case .storage:
            return "A file on this device could not be read or saved."
        case .tooLarge:
            return "\(service) sent more data than allowed. Try a smaller request."
        case .setup:
            return "This device is missing a part needed to reach \(name ?? "the transit service") (libcurl). "
                + "Reinstall the app or its system libraries."
        default:
            return "Something went wrong with \(name ?? "the transit service"). Try again."
        }
    }

    /// "in a minute", "in about 5 minutes", "in about 7 hours": a wait a rider can plan with.
    private static func waitText(_ wait: Duration) -> String {
        let minutes = Int((Double(wait.components.seconds) / 60).rounded(.up))
        if minutes <= 1 { return "in a minute" }
        if minutes < 120 { return "in about \(minutes) minutes" }
        return "in about \(Int((Double(minutes) / 60).rounded())) hours"
    }
}
