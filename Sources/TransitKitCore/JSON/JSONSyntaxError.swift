/// Why bytes are not JSON, and where: the byte offset of the problem.
struct JSONSyntaxError: Error, Sendable, Hashable {
    var offset: Int
    var reason: String

    init(_ reason: String, at offset: Int) {
        self.offset = offset
        self.reason = reason
    }

    /// "unterminated string (byte 1234)".
    var description: String { "\(reason) (byte \(offset))" }
}
