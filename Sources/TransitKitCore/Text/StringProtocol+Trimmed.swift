import Foundation

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text without surrounding `characters` (`.whitespaces` by default), as
    /// `trimmingCharacters(in:)` returns it — but text that starts and ends with a visible
    /// ASCII character is returned as it is, without asking Foundation, whose trimming goes
    /// through `NSString` on Linux and was a twentieth of mapping the MTA whole-city snapshot.
    /// Nothing in `.whitespacesAndNewlines` is visible ASCII, so the shortcut never changes
    /// the answer for those sets (or any subset of them).
    ///
    /// ```swift
    /// "  approaching ".trimmed()      // "approaching"
    /// "B69".trimmed()                 // "B69", no Foundation call
    /// ```
    public func trimmed(_ characters: CharacterSet = .whitespaces) -> String {
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return String(self)
        }
        return trimmingCharacters(in: characters)
    }
}
