import TransitKitCore

extension TramTrackerWireEnvelopeHead: JSONReadable {
    /// The head alone (what ``TramTrackerDecoder/reportedError(in:source:)`` reads): the
    /// members `init(from:)` decodes, `responseObject` only noted as present.
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "responseObject" {
                hasResponseObject = true
            } else {
                try read(key, from: &reader, seen: &seen)
            }
        }
    }

    /// No member read yet.
    init() {
        hasResponseObject = false
    }

    /// Reads `key`'s value when it is a head member seen for the first time (a later
    /// duplicate is left to the reader to skip); other members are left unread too.
    mutating func read(_ key: JSONKey, from reader: inout JSONReader, seen: inout JSONSeenMembers) throws(TransitError) {
        switch key {
        case "errorMessage" where seen.first(0): errorMessage = try reader.readStringIfPresent()
        case "hasError" where seen.first(1): hasError = try reader.readBoolIfPresent()
        case "isError" where seen.first(2): isError = try reader.readBoolIfPresent()
        case "hasResponse" where seen.first(3): hasResponse = try reader.readBoolIfPresent()
        case "timeRequested" where seen.first(4): timeRequested = try DotNetDate.readIfPresent(&reader)
        case "timeResponded" where seen.first(5): timeResponded = try DotNetDate.readIfPresent(&reader)
        case "webMethodCalled" where seen.first(6): webMethodCalled = try reader.readStringIfPresent()
        case "message" where seen.first(7):
            // `try?` in `init(from:)`: a message that is not a string is no message.
            message = try reader.peek() == .string ? try reader.readString() : nil
        default: break
        }
    }
}
