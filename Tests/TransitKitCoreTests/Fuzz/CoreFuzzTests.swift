import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// Seeded random and mangled input through every core parser that sees outside data: each
/// must return a value or throw a `TransitError` — never trap. (A trap would end the test
/// process, so "the loop finished" is the assertion, plus the counts below.)
@Suite struct CoreFuzzTests {
    static let alphabet = Array("?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~ 0123456789-+.:/T<>&;#\u{00E9}🚋")

    func randomString(_ random: Randomness, maxLength: Int) -> String {
        let length = Int(random.next() * Double(maxLength))
        return String((0..<length).map { _ in Self.alphabet[Int(random.next() * Double(Self.alphabet.count))] })
    }

    @Test func polylineDecoderNeverTraps() {
        let random = Randomness.seeded(7)
        var decoded = 0
        var rejected = 0
        for precision in [0, 5, 6, 13] {
            for _ in 0..<3_000 {
                do {
                    _ = try EncodedPolyline.decode(randomString(random, maxLength: 40), precision: precision)
                    decoded += 1
                } catch { rejected += 1 }
            }
        }
        #expect(decoded + rejected == 12_000)
        #expect(decoded > 0 && rejected > 0)
    }

    @Test func wallClockParserNeverTraps() {
        let random = Randomness.seeded(11)
        let zone = TimeZone(identifier: "America/Chicago")!
        var parsed = 0
        let samples = [
            "yyyyMMdd HH:mm": "20191103 01:30", "yyyyMMdd HH:mm:ss": "20190310 02:30:15",
            "yyyy-MM-dd'T'HH:mm:ss": "2019-04-07T02:30:00.250",
        ]
        for (pattern, sample) in samples {
            for _ in 0..<3_000 {
                // Digits swapped at random inside a well-formed string: impossible days, hour 99,
                // DST gaps and overlaps all turn up.
                let mutated = String(sample.map { $0.isNumber && random.next() < 0.3 ? Character(String(Int(random.next() * 10))) : $0 })
                for text in [mutated, randomString(random, maxLength: 24), String(mutated.prefix(Int(random.next() * 20)))] {
                    if let wall = try? LocalDateTime(parsing: text, pattern: pattern), (try? wall.date(in: zone)) != nil { parsed += 1 }
                }
            }
        }
        #expect(parsed > 0)
    }

    @Test func jsonBodyChecksAndDecodingNeverTrap() throws {
        struct Shape: Decodable {
            let a: [Int]?
            let b: String?
        }
        let random = Randomness.seeded(13)
        let request = HTTPRequest(url: URL(string: "https://fuzz.example/x")!)
        let seed = Data(#"{"a":[1,2,3],"b":"text"}"#.utf8)
        var failures = 0
        for _ in 0..<5_000 {
            var bytes = [UInt8](seed.prefix(Int(random.next() * Double(seed.count + 1))))
            for _ in 0..<Int(random.next() * 4) where !bytes.isEmpty {
                bytes[Int(random.next() * Double(bytes.count))] = UInt8(random.next() * 256)
            }
            do { _ = try HTTPClient.decodeJSON(Shape.self, from: HTTPResponse(body: Data(bytes)), for: request) } catch {
                failures += 1
                #expect(error.kind == .decoding)
            }
        }
        #expect(failures > 0)
    }

    @Test func retryAfterHeadersNeverTrapAndAreCapped() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        for value in ["1e30", "9223372036854775807", "-5", "nan", "inf", "", "Fri, 31 Dec 9999 23:59:59 GMT", "soon", "0.5"] {
            let wait = HTTPResponse(status: 429, headers: ["Retry-After": value]).retryAfter(now: now)
            if let wait { #expect(wait >= .zero && wait <= HTTPResponse.maximumRetryAfter, "\(value) → \(wait)") }
        }
        #expect(HTTPResponse(headers: ["Retry-After": "1e30"]).retryAfter(now: now) == .seconds(86_400))
        #expect(HTTPResponse(headers: ["Retry-After": "0.5"]).retryAfter(now: now) == .milliseconds(500))
        #expect(HTTPResponse(headers: ["Retry-After": "nan"]).retryAfter(now: now) == nil)
    }

    @Test func plainTextNeverTraps() {
        let random = Randomness.seeded(17)
        for _ in 0..<3_000 {
            let text = PlainText.clean(randomString(random, maxLength: 60))
            #expect(!text.hasPrefix(" ") && !text.hasSuffix(" "))
        }
    }
}
