import Foundation

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text without surrounding `characters`, as `trimmingCharacters(in:)` returns it — but
    /// text that starts and ends with a visible ASCII character is returned as it is, without
    /// asking Foundation, whose trimming goes through `NSString` on Linux and was a twentieth of
    /// mapping the MTA whole-city snapshot. Nothing in `.whitespacesAndNewlines` is visible
    /// ASCII, so the shortcut never changes the answer for those sets (or any subset of them).
    ///
    /// ```swift
    /// "  approaching ".trimmed()                        // "approaching"
    /// "B69".trimmed()                                   // "B69", no Foundation call
    /// "\n 12 \n".trimmed(.whitespacesAndNewlines)       // "12"
    /// ```
    @inlinable
    public func trimmed(_ characters: CharacterSet = .whitespaces) -> String {
        hasVisibleASCIIEnds ? String(self) : trimmingCharacters(in: characters)
    }

    /// ``trimmed(_:)`` of `.whitespaces`, which a call without an argument picks: a default
    /// argument is built at every call, and `CharacterSet.whitespaces` cost 900 instructions each
    /// time, the shortcut's text too (`trimmed(_:)` keeps its default, for source that names it).
    /// Inlinable, like ``trimmed(_:)``, so it specialises for the caller's string type: called
    /// generically, the shortcut cost another 900.
    @inlinable
    public func trimmed() -> String {
        hasVisibleASCIIEnds ? String(self) : trimmingCharacters(in: .whitespaces)
    }

    @inlinable
    var hasVisibleASCIIEnds: Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        return (0x21...0x7E).contains(first) && (0x21...0x7E).contains(last)
    }
}
