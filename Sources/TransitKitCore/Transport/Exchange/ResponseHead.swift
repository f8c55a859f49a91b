/// A response's status line and header fields as they arrive, one line at a time: O(1) per
/// field, and capped by the transport itself, whatever the library underneath allows.
///
/// Storing each line through ``HTTPHeaders``' subscript scanned every earlier field, so 8,000
/// distinct lines cost 32 million comparisons inside one `curl_multi_perform` (a 2 s deadline
/// ended after 40.6 s). Here a field is an append and a dictionary look-up, and past
/// ``maximumFields`` lines or ``maximumBytes`` bytes the head is refused.
struct ResponseHead {
    /// Real APIs send 10–30 fields; 1,000 is far past any honest answer.
    static let maximumFields = 1_000
    /// 256 KiB of head, status line and interim answers included (libcurl's own cap is 300 KB
    /// in recent versions, none in older ones).
    static let maximumBytes = 256 << 10

    /// The status of the latest status line, nil before one or when it was not a number.
    private(set) var status: Int?
    private var fields: [(name: String, value: String)] = []
    /// Lower-cased name → index in `fields`: a repeated field joins its values there.
    private var positions: [String: Int] = [:]
    private var lines = 0
    private var bytes = 0

    /// The fields as one value; repeated names joined with ", " (RFC 9110 §5.3).
    var headers: HTTPHeaders { HTTPHeaders(distinctFields: fields) }

    /// The value of a field already read (any case).
    func value(_ name: String) -> String? {
        positions[name.lowercased()].map { fields[$0].value }
    }

    /// What reading one line found.
    enum Line: Equatable {
        /// A status line, a field, or something ignored.
        case read
        /// The blank line that ends a head (an interim 1xx one too).
        case end
        /// A status line whose status is not a number.
        case badStatus
        /// Past a cap; the head is refused.
        case overCap(String)
    }

    /// Reads one raw line (with its line break), as libcurl's header callback hands it over.
    mutating func read(_ raw: UnsafeRawBufferPointer) -> Line {
        lines += 1
        bytes += raw.count
        if lines > Self.maximumFields + 8 { return .overCap("more than \(Self.maximumFields) header lines") }
        if bytes > Self.maximumBytes { return .overCap("more than \(TransitError.bytesText(Self.maximumBytes)) of headers") }
        let line = Self.text(raw).trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            // A new head: the first, or the final one after a 1xx interim answer.
            let parts = line.split(separator: " ", maxSplits: 2)
            status = parts.count >= 2 ? Int(parts[1]) : nil
            fields.removeAll(keepingCapacity: true)
            positions.removeAll(keepingCapacity: true)
            return status == nil ? .badStatus : .read
        }
        if line.isEmpty { return .end }
        guard let colon = line.firstIndex(of: ":") else { return .read }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces)
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return .read }
        let key = name.lowercased()
        if let position = positions[key] {
            fields[position].value += ", " + value
        } else {
            positions[key] = fields.count
            fields.append((name, value))
        }
        return .read
    }

    /// UTF-8, or Latin-1 when it is not: every byte is a Latin-1 character, so a server's
    /// non-UTF-8 header (a Latin-1 filename) is read, never a failure.
    static func text(_ bytes: UnsafeRawBufferPointer) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }
}
