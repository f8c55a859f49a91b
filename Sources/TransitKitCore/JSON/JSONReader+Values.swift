import Foundation

extension JSONReader {
    /// Reads a string.
    @usableFromInline package mutating func readString() throws(TransitError) -> String {
        let token = try stringToken()
        return JSONStringContent.string(scanner.bytes, token)
    }

    /// Reads a string, or nil for `null`.
    @usableFromInline package mutating func readStringIfPresent() throws(TransitError) -> String? {
        let byte = try valueStart()
        if byte == UInt8(ascii: "n") {
            markRead()
            do { _ = try scanner.scanLiteral() } catch { throw syntaxError(error) }
            return nil
        }
        guard byte == UInt8(ascii: "\"") else { throw mismatch(expected: "a string", found: byte) }
        markRead()
        do throws(JSONSyntaxError) {
            let token = try scanner.scanString()
            try scanner.check(token)
            return JSONStringContent.string(scanner.bytes, token)
        } catch {
            throw syntaxError(error)
        }
    }

    /// Reads a string and hands `body` its UTF-8 bytes, borrowed from the input when the
    /// string has no escapes (no copy, no allocation), unescaped into a temporary otherwise.
    /// The bytes are valid only inside `body`. Inlinable, so `body` specialises and inlines in
    /// the reader that calls it (a timestamp parser called once per vehicle, say).
    @inlinable
    package mutating func withUTF8<R>(_ body: (UnsafeRawBufferPointer) throws(TransitError) -> R) throws(TransitError) -> R {
        let token = try stringToken()
        guard token.hasEscapes else {
            return try body(UnsafeRawBufferPointer(rebasing: scanner.bytes[token.start..<token.end]))
        }
        var text = JSONStringContent.string(scanner.bytes, token)
        let result: Result<R, TransitError> = text.withUTF8 { utf8 in
            do throws(TransitError) { return .success(try body(UnsafeRawBufferPointer(utf8))) } catch { return .failure(error) }
        }
        return try result.get()
    }

    @usableFromInline
    mutating func stringToken() throws(TransitError) -> JSONStringToken {
        let byte = try valueStart()
        guard byte == UInt8(ascii: "\"") else { throw mismatch(expected: "a string", found: byte) }
        markRead()
        do throws(JSONSyntaxError) {
            let token = try scanner.scanString()
            try scanner.check(token)
            return token
        } catch {
            throw syntaxError(error)
        }
    }

    /// Reads `null` and returns true when the next value is null; otherwise reads nothing
    /// and returns false.
    ///
    /// Inlined for the common case, a member's or element's value that starts (after at most
    /// one space) with a byte that is neither whitespace nor `n`: answered there with what
    /// `readNullInGeneral()` answers, which reads every other case. Every optional member
    /// asks first, 2.4% of reading the MTA whole-city snapshot as a call.
    @inlinable @inline(__always)
    package mutating func readNull() throws(TransitError) -> Bool {
        if let byte = pendingValueByte(), byte != UInt8(ascii: "n") { return false }
        return try readNullInGeneral()
    }

    /// ``readNull()`` in every case.
    @usableFromInline
    mutating func readNullInGeneral() throws(TransitError) -> Bool {
        guard try valueStart() == UInt8(ascii: "n") else { return false }
        markRead()
        do { _ = try scanner.scanLiteral() } catch { throw syntaxError(error) }
        return true
    }

    /// Reads `true` or `false`.
    @usableFromInline package mutating func readBool() throws(TransitError) -> Bool {
        let byte = try valueStart()
        guard byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") else { throw mismatch(expected: "a boolean", found: byte) }
        markRead()
        do { return try scanner.scanLiteral() == .true } catch { throw syntaxError(error) }
    }

    /// Reads a number as a correctly rounded `Double`; a number beyond `Double`'s range (or a
    /// non-zero one that would round to zero) is an error, as with `JSONDecoder`.
    @usableFromInline package mutating func readDouble() throws(TransitError) -> Double {
        let (token, digits) = try numberToken()
        guard let value = digits.double(scanner.bytes, token) else { throw outOfRange(token, "Double") }
        return value
    }

    /// Reads a number that must be a whole `Int` (`3`, `3.0`, `3e0`), as `JSONDecoder` does.
    @usableFromInline package mutating func readInt() throws(TransitError) -> Int {
        let (token, digits) = try numberToken()
        guard let value = digits.integer(Int.self, scanner.bytes, token) else { throw outOfRange(token, "Int") }
        return value
    }

    /// Reads a number that must be a whole `Int64`.
    @usableFromInline package mutating func readInt64() throws(TransitError) -> Int64 {
        let (token, digits) = try numberToken()
        guard let value = digits.integer(Int64.self, scanner.bytes, token) else { throw outOfRange(token, "Int64") }
        return value
    }

    /// Reads a number exactly as a `Decimal` (38 significant digits, exponent -128...127).
    @usableFromInline package mutating func readDecimal() throws(TransitError) -> Decimal {
        let (token, _) = try numberToken()
        guard let value = JSONNumber.decimal(JSONNumberDigits.text(scanner.bytes, token)) else { throw outOfRange(token, "Decimal") }
        return value
    }

    /// Reads a number as written, to convert as you need (``JSONNumber/int64``,
    /// ``JSONNumber/double``, ``JSONNumber/decimal``).
    @usableFromInline package mutating func readNumber() throws(TransitError) -> JSONNumber {
        let (token, _) = try numberToken()
        let exact = token.isInteger ? JSONNumberDigits.exactInteger(Int64.self, scanner.bytes, token) : nil
        return JSONNumber(text: JSONNumberDigits.text(scanner.bytes, token), isInteger: token.isInteger, exactInt64: exact)
    }

    @inline(__always)
    private mutating func numberToken() throws(TransitError) -> (JSONNumberToken, JSONNumberDigits) {
        let byte = try valueStart()
        guard byte == UInt8(ascii: "-") || JSONScanner.isDigit(byte) else { throw mismatch(expected: "a number", found: byte) }
        if let plain = scanner.scanPlainNumber() {
            markRead()
            return plain
        }
        let token: JSONNumberToken
        do throws(JSONSyntaxError) {
            token = try scanner.scanNumber()
            try scanner.check(token)
        } catch {
            throw syntaxError(error)
        }
        markRead()
        return (token, JSONNumberDigits(scanner.bytes, token))
    }

    private func outOfRange(_ token: JSONNumberToken, _ type: String) -> TransitError {
        error("\(JSONNumberDigits.text(scanner.bytes, token)) does not fit in \(type)", at: token.start)
    }
}
