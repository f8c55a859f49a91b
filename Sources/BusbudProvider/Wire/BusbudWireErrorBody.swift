/// An error body: `{"error": {"type", "details", "action_type"}}`, or `{"error": "text"}` as
/// some mocks send it. No real one was ever recorded, so both forms are accepted.
struct BusbudWireErrorBody: Decodable, Sendable {
    var error: WireError

    enum WireError: Decodable, Sendable, Equatable {
        case object(type: String?, details: String?, actionType: String?)
        case text(String)

        private enum CodingKeys: String, CodingKey {
            case type, details
            case actionType = "action_type"
        }

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self = .text(text)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self = .object(
                type: try? container.decodeIfPresent(String.self, forKey: .type),
                details: try? container.decodeIfPresent(String.self, forKey: .details),
                actionType: try? container.decodeIfPresent(String.self, forKey: .actionType))
        }

        /// Busbud's error `type` ("Unauthorized", "InputInvalid"), when it sent one.
        var type: String? {
            if case .object(let type, _, _) = self { return type }
            return nil
        }

        /// "InputInvalid: details (action)", or the plain text.
        var message: String {
            switch self {
            case .text(let text): return text
            case .object(let type, let details, let actionType):
                var text = [type, details].compactMap { $0 }.joined(separator: ": ")
                if let actionType { text += text.isEmpty ? actionType : " (\(actionType))" }
                return text
            }
        }
    }
}
