import Foundation

/// Whether bytes are well-formed UTF-8, checked in place: no `String` is built, so asking
/// costs no copy of a megabyte-sized answer (building one to throw away was 3% of decoding
/// the MTA whole-city snapshot).
enum UTF8Validity {
    /// True when `data` is well-formed UTF-8 — exactly when `String(data:encoding: .utf8)`
    /// would succeed (`UTF8ValidityTests` compares the two).
    static func isValid(_ data: Data) -> Bool {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return data.withUnsafeBytes { raw in
                (try? UTF8Span(validating: raw.bindMemory(to: UInt8.self).span)) != nil
            }
        }
        return String(data: data, encoding: .utf8) != nil
    }
}
