import Foundation
import Testing

@testable import GTFSRealtime

/// `"0A 03 32"` → `[0x0A, 0x03, 0x32]`; whitespace between bytes is ignored.
func hex(_ text: String) -> [UInt8] {
    let digits = text.filter { !$0.isWhitespace }
    var bytes: [UInt8] = []
    var index = digits.startIndex
    while index < digits.endIndex, let next = digits.index(index, offsetBy: 2, limitedBy: digits.endIndex) {
        if let byte = UInt8(digits[index..<next], radix: 16) {
            bytes.append(byte)
        } else {
            Issue.record("not hex: \(digits[index..<next])")
        }
        index = next
    }
    return bytes
}

/// `[0x0A, 0x03]` → `"0A 03"`, for readable failures.
func hexText(_ bytes: [UInt8]) -> String {
    bytes.map { String(format: "%02X", $0) }.joined(separator: " ")
}

/// A length-delimited record built by hand: `key`, the payload's length, the payload.
func record(_ key: [UInt8], _ payload: [UInt8]) -> [UInt8] {
    var writer = ProtobufWriter()
    writer.varint(UInt64(payload.count))
    return key + writer.bytes + payload
}

/// Decodes `bytes` as `M`, returning the thrown `TransitError`'s detail (nil when it decoded).
func decodingError<M: ProtobufMessage>(_: M.Type, _ bytes: [UInt8]) -> String? {
    do {
        _ = try M(serializedBytes: bytes)
        return nil
    } catch {
        #expect(error.kind == .decoding)
        return error.detail ?? "no detail"
    }
}
