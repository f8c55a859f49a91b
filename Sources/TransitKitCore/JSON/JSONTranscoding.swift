import Foundation

/// `JSONDecoder` also reads UTF-16 and UTF-32 JSON, with or without a byte order mark; in
/// ``JSONSyntax/jsonDecoderCompatible`` mode such input is transcoded to UTF-8 first, so both
/// decoders accept the same bytes. UTF-8 input is never copied.
enum JSONTranscoding {
    /// The UTF-8 form of `data` when it is UTF-16 or UTF-32 JSON; nil when it is (or may be)
    /// UTF-8 already.
    static func utf8(from data: Data) throws(JSONSyntaxError) -> Data? {
        guard let encoding = encoding(of: data) else { return nil }
        let bomLength: Int
        switch (data.first, data.dropFirst().first) {
        case (0xFF, 0xFE), (0xFE, 0xFF): bomLength = encoding == .utf32LittleEndian ? 4 : 2
        case (0x00, 0x00): bomLength = data.starts(with: [0x00, 0x00, 0xFE, 0xFF]) ? 4 : 0
        default: bomLength = 0
        }
        // String(data:encoding:) drops a leading byte order mark, so a second one would vanish;
        // JSONDecoder keeps it as U+FEFF, which is not JSON, and refuses the input.
        let rest = data.dropFirst(bomLength)
        if bomLength > 0, rest.starts(with: data.prefix(bomLength)) {
            throw JSONSyntaxError("a second byte order mark", at: bomLength)
        }
        guard let text = String(data: rest, encoding: encoding) else {
            throw JSONSyntaxError(
                "input is not valid \(encoding == .utf16LittleEndian || encoding == .utf16BigEndian ? "UTF-16" : "UTF-32")", at: 0)
        }
        return Data(text.utf8)
    }

    /// The encoding RFC 4627 §3 (and `JSONDecoder`) infers from a byte order mark or from the
    /// pattern of zero bytes an ASCII first character leaves; nil for UTF-8.
    static func encoding(of data: Data) -> String.Encoding? {
        let head = Array(data.prefix(4))
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .utf32BigEndian }
        if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32LittleEndian }
        if head.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        if head.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        // JSONDecoder looks at four bytes when there are four, at two only when there are
        // exactly two; three bytes are UTF-8 (`00 31 3D` is refused, not read as UTF-16 "1":
        // a disagreement the `json` fuzz target found).
        switch head.count {
        case 4:
            if head[0] == 0, head[1] == 0, head[2] == 0, head[3] != 0 { return .utf32BigEndian }
            if head[0] != 0, head[1] == 0, head[2] == 0, head[3] == 0 { return .utf32LittleEndian }
            if head[0] == 0, head[1] != 0, head[2] == 0 { return .utf16BigEndian }
            if head[0] != 0, head[1] == 0, head[3] == 0 { return .utf16LittleEndian }
            return nil
        case 2:
            if head[0] == 0, head[1] != 0 { return .utf16BigEndian }
            if head[0] != 0, head[1] == 0 { return .utf16LittleEndian }
            return nil
        default:
            return nil
        }
    }
}
