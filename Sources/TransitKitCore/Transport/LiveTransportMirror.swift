/// What `dump`, `Mirror` and `String(reflecting:)` show of a live transport: its limits only.
///
/// Never the session or an exchange: while a request is in flight they hold its URL (API key
/// included), and reflecting Foundation's live `URLSession` reads state its own queue is
/// writing, which crashed `dump` in the fault suite (`FaultMatrixTests`, `CancellationTests`).
protocol LiveTransportMirror: CustomReflectable {
    var timeout: Duration { get }
    var deadline: Duration { get }
    var maximumResponseSize: Int { get }
    var maximumRedirects: Int { get }
}

extension LiveTransportMirror {
    /// Only the limits.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "timeout": timeout, "deadline": deadline,
                "maximumResponseSize": maximumResponseSize, "maximumRedirects": maximumRedirects,
            ], displayStyle: .class)
    }
}
