/// The limits every live transport keeps, normalised once: the four knobs of
/// ``LiveTransport``'s initialiser, and what `dump`, `Mirror` and `String(reflecting:)` show
/// of a transport.
///
/// Never the session, the loop or an exchange: while a request is in flight they hold its URL
/// (API key included), and reflecting Foundation's live `URLSession` reads state its own queue
/// is writing, which crashed `dump` in the fault suite (`FaultMatrixTests`, `CancellationTests`).
struct LiveTransportLimits: Sendable {
    /// Longest silence between bytes.
    let timeout: Duration
    /// Longest a whole exchange may take, redirects and the wait for a connection included.
    let deadline: Duration
    /// Largest body accepted, after decompression.
    let maximumResponseSize: Int
    /// Redirects followed before the exchange fails as a loop.
    let maximumRedirects: Int

    init(timeout: Duration, deadline: Duration, maximumResponseSize: Int, maximumRedirects: Int) {
        self.timeout = max(.milliseconds(1), timeout)
        self.deadline = max(.milliseconds(1), deadline)
        self.maximumResponseSize = max(1, maximumResponseSize)
        self.maximumRedirects = max(0, maximumRedirects)
    }

    /// The limits one request runs under: its own where it sets them, the transport's otherwise.
    func resolved(for request: HTTPRequest) -> LiveTransportLimits {
        LiveTransportLimits(
            timeout: request.timeout ?? timeout, deadline: request.deadline ?? deadline,
            maximumResponseSize: request.maximumResponseSize ?? maximumResponseSize,
            maximumRedirects: maximumRedirects)
    }

    /// Only the limits, for a transport's `customMirror`.
    func mirror(of transport: Any) -> Mirror {
        Mirror(
            transport,
            children: [
                "timeout": timeout, "deadline": deadline,
                "maximumResponseSize": maximumResponseSize, "maximumRedirects": maximumRedirects,
            ], displayStyle: .class)
    }
}
