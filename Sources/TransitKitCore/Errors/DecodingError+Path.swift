extension TransitError {
    /// A `.decoding` error that names the field: `DecodingError` coding paths become
    /// `"bustime-response.prd[2].prdtm"`.
    public static func decoding(_ error: any Error, request: HTTPRequest) -> TransitError {
        TransitError(.decoding, request: request, detail: describe(error), underlying: error)
    }

    /// "path: reason" for a `DecodingError`, the error's own text otherwise.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(type) (\(context.debugDescription))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(type), found null"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    /// `[a, b, Index 2, c]` → `"a.b[2].c"`; the empty path is `"(root)"`.
    public static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "(root)" : text
    }
}
