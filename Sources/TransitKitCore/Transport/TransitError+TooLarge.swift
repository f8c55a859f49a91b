extension TransitError {
    /// The error every live transport gives for a body past its limit, with the limit as
    /// configured and the announced length when the server sent one.
    static func responseTooLarge(_ request: HTTPRequest, limit: Int, announced: Int64?) -> TransitError {
        let said = announced.map { " (Content-Length \($0))" } ?? ""
        return TransitError(
            .tooLarge, request: request,
            detail: "the response is larger than the \(bytesText(limit)) limit\(said); the connection was closed")
    }

    /// "8 MiB", "512 KiB", "1000 bytes": exact, so the limit in a message is the one configured.
    static func bytesText(_ count: Int) -> String {
        if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
        if count >= 1 << 10, count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
        return "\(count) bytes"
    }
}
