import Foundation
import Testing

@testable import CTAProvider
@testable import TransitKitCore

/// `CTATime.parse` tests epoch digits on bytes, reads wall clocks from their digits and converts
/// them through `LocalDateTime.date(in:)`'s single-offset path; `CTAMapper.tripStart` builds noon
/// from the day's fields and `tripID` checks its two fields in turn. Each is compared here with
/// the code it replaced, kept below as the reference: the general pattern parser and
/// `LocalDateTime.referenceDate`, the `Character` digit test, the formatted noon, the lazy
/// sequence.
@Suite struct TimeFastPathTests {
    /// `CTATime.parse` as it was before the fast paths: `Character` tests, the length picks the
    /// pattern, the general pattern parser, and `LocalDateTime`'s set-based reference.
    static func formerParse(_ text: String, field: String) throws(TransitError) -> Date {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.count >= 12, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard let millis = Int64(trimmed), millis <= CTATime.maxEpochMilliseconds else {
                throw TransitError(.decoding, detail: "\(field): \"\(text)\" is beyond year 9999 as epoch milliseconds")
            }
            return Date(timeIntervalSince1970: Double(millis) / 1000)
        }
        let pattern: String
        switch trimmed.count {
        case 14: pattern = "yyyyMMdd HH:mm"
        case 17: pattern = "yyyyMMdd HH:mm:ss"
        default:
            throw TransitError(.decoding, detail: "\(field): \"\(text)\" is not yyyyMMdd HH:mm[:ss] or epoch milliseconds")
        }
        do {
            return try LocalDateTime(parsing: trimmed, pattern: pattern).referenceDate(in: CTATime.zone)
        } catch {
            throw TransitError(.decoding, detail: "\(field): \(error.detail ?? "\"\(text)\" is not a valid time")")
        }
    }

    /// The instant, or the error's kind and detail.
    static func outcome(_ body: () throws(TransitError) -> Date) -> String {
        do {
            return "\(try body().timeIntervalSince1970)"
        } catch {
            return "\(error.kind): \(error.detail ?? "")"
        }
    }

    /// Pieces of CTA times and of what damage makes of them: digits of other scripts (Arabic-
    /// Indic, full-width, superscript), a combining mark, CR LF, Unicode spaces.
    static let pieces = [
        "0", "1", "2", "3", "5", "9", " ", ":", "-", ".", "+", "x", "\t", "\r\n", "\u{A0}", "\u{0661}", "\u{FF15}",
        "\u{00B2}", "\u{0301}", "20190514", "20191103", "20190310", " 01:30", " 02:30", " 23:59", ":59", "1691896079566",
    ]

    /// Random strings of those pieces, CTA-shaped times on random days (and damaged copies of
    /// them), and every 10 minutes of Chicago's DST days from 2007 to 2030: the fast paths and
    /// the former parse give the same instant or the same error.
    @Test func parseEqualsTheFormerParse() throws {
        let random = Randomness.seeded(17)
        func pick(_ count: Int) -> Int { Int(random.next() * Double(count)) }
        let characters = Self.pieces.filter { $0.count == 1 }
        var texts: [String] = []
        for _ in 0..<6_000 {
            texts.append((0..<(1 + pick(8))).map { _ in Self.pieces[pick(Self.pieces.count)] }.joined())
        }
        for _ in 0..<6_000 {
            var text = String(
                format: "%04d%02d%02d %02d:%02d", 1 + pick(9999), pick(14), pick(33), pick(25), pick(61))
            if pick(2) == 0 { text += String(format: ":%02d", pick(61)) }
            if pick(4) == 0 {
                var letters = Array(text)
                letters[pick(letters.count)] = Character(characters[pick(characters.count)])
                text = String(letters)
            }
            if pick(8) == 0 { text = " \(text)\t" }
            texts.append(text)
        }
        for digits in 10...20 { texts.append(String(repeating: "9", count: digits)) }
        let chicago = try #require(TimeZone(identifier: "America/Chicago"))
        var day = try #require(Calendar(identifier: .gregorian).date(from: DateComponents(timeZone: chicago, year: 2007, month: 1, day: 1)))
        let end = try #require(Calendar(identifier: .gregorian).date(from: DateComponents(timeZone: chicago, year: 2031, month: 1, day: 1)))
        while day < end {
            if chicago.nextDaylightSavingTimeTransition(after: day).map({ $0.timeIntervalSince(day) < 86_400 }) == true {
                let date = CalendarDate(day.addingTimeInterval(12 * 3600), in: chicago)
                for minute in stride(from: 0, to: 1440, by: 10) {
                    texts.append(String(format: "%04d%02d%02d %02d:%02d", date.year, date.month, date.day, minute / 60, minute % 60))
                }
            }
            day = day.addingTimeInterval(86_400)
        }
        var read = 0
        for text in texts {
            let now = Self.outcome { () throws(TransitError) in try CTATime.parse(text, field: "f") }
            let before = Self.outcome { () throws(TransitError) in try Self.formerParse(text, field: "f") }
            #expect(now == before, "\(text.debugDescription)")
            if !now.hasPrefix("decoding") { read += 1 }
        }
        // Both valid and refused times were compared.
        #expect(read > 3_000 && read < texts.count - 3_000, "\(read) of \(texts.count) read")
    }

    /// The byte test for epoch milliseconds is the `Character` test it replaced.
    @Test func epochDigitsTestEqualsTheCharacterTest() {
        let random = Randomness.seeded(5)
        let pieces = Self.pieces + ["12345678901", "123456789012", "\u{0661}\u{0662}", "1\u{0301}"]
        for _ in 0..<20_000 {
            let text = (0..<Int(random.next() * 10)).map { _ in pieces[Int(random.next() * Double(pieces.count))] }.joined()
            let former = text.count >= 12 && text.allSatisfy { $0.isASCII && $0.isNumber }
            #expect(CTATime.isEpochMilliseconds(text) == former, "\(text.debugDescription)")
        }
    }

    /// Noon from the day's fields is the noon the formatted `yyyyMMdd 12:00` parsed to, on every
    /// day from 1999 to 2036 (each DST day included) and on the edges of `CalendarDate`.
    @Test func tripStartEqualsTheFormattedNoon() throws {
        func former(_ stsd: String?, _ stst: LenientInt?) -> Date? {
            guard let stsd, let seconds = stst?.value, (0...CTAMapper.maximumStartSeconds).contains(seconds),
                let day = try? CalendarDate(CTAMapper.trim(stsd)),
                let noon = try? Self.formerParse(
                    String(format: "%04d%02d%02d 12:00", day.year, day.month, day.day), field: "stsd")
            else { return nil }
            return noon.addingTimeInterval(Double(seconds) - 12 * 3600)
        }
        var days: [String] = ["0001-01-01", "9999-12-31", "0000-01-01", "2019-02-29", " 2025-01-07 ", "null", ""]
        for year in 1999...2036 {
            for month in 1...12 {
                for day in 1...31 { days.append(String(format: "%04d-%02d-%02d", year, month, day)) }
            }
        }
        // Noon does not depend on `stst`: one start on every day, every start on some.
        let starts: [LenientInt?] = [
            nil, LenientInt(-1), LenientInt(0), LenientInt(5 * 3600), LenientInt(2 * 86_400), LenientInt(2 * 86_400 + 1),
        ]
        for (index, stsd) in days.enumerated() {
            for stst in index % 97 == 0 ? starts + [LenientInt(63_630)] : [LenientInt(63_630)] {
                #expect(CTAMapper.tripStart(stsd: stsd, stst: stst) == former(stsd, stst), "\(stsd) \(String(describing: stst?.value))")
            }
        }
    }

    /// The two checks pick the id the lazy sequence picked.
    @Test func tripIDEqualsTheLazySequence() {
        let values: [String?] = [nil, "", " ", "\n", "1040611", " 1040611 ", "a b"]
        for tatripid in values {
            for origtatripno in values {
                let former = [tatripid, origtatripno].lazy.compactMap { $0.map(CTAMapper.trim) }.first { !$0.isEmpty }
                #expect(CTAMapper.tripID(tatripid: tatripid, origtatripno: origtatripno) == former)
            }
        }
    }
}

/// `CTAErrors.startsWithBrace` tests whitespace with a `switch`; the array test it replaced is
/// the reference, on bodies of random whitespace, braces and other bytes.
@Suite struct QuotaShortcutTests {
    @Test func startsWithBraceEqualsTheArrayTest() {
        func former(_ body: Data) -> Bool {
            for byte in body where ![0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(byte) { return byte == UInt8(ascii: "{") }
            return false
        }
        let random = Randomness.seeded(3)
        let bytes: [UInt8] = [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x1F, 0x7B, 0x5B, 0x22, 0x74, 0xA0, 0xC2, 0x00]
        var braces = 0
        for _ in 0..<5_000 {
            let body = Data((0..<Int(random.next() * 6)).map { _ in bytes[Int(random.next() * Double(bytes.count))] })
            if former(body) { braces += 1 }
            #expect(CTAErrors.startsWithBrace(body) == former(body), "\(Array(body))")
        }
        #expect(braces > 300, "\(braces) bodies start with a brace")
    }
}
