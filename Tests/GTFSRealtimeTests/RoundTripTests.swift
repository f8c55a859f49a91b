import Foundation
import Testing
import TransitKitCore

@testable import GTFSRealtime

/// Writer → reader → the same value, for every field of every message and for seeded random
/// feeds; and random or mangled bytes never trap the reader.
@Suite struct RoundTripTests {
    @Test func everyFieldOfEveryMessageRoundTrips() throws {
        let bytes = Samples.everyField.serializedBytes()
        #expect(try GTFSRT.FeedMessage(serializedBytes: bytes) == Samples.everyField)
        #expect(try GTFSRT.FeedMessage(serializedData: Samples.everyField.serializedData()) == Samples.everyField)
    }

    @Test func seededRandomFeedsRoundTrip() throws {
        let random = Randomness.seeded(2019)
        var fields = 0
        for _ in 0..<400 {
            let feed = Samples.random(random)
            let bytes = feed.serializedBytes()
            let decoded = try GTFSRT.FeedMessage(serializedBytes: bytes)
            // −0.0 == 0.0 as floats, so compare the bytes as well as the values.
            #expect(decoded == feed)
            #expect(decoded.serializedBytes() == bytes)
            fields += bytes.count
        }
        #expect(fields > 10_000)
    }

    /// Random bytes, and a real feed with bytes flipped, cut or spliced: each either decodes
    /// and round-trips or is a typed `.decoding` error — never a trap, never a value that
    /// re-encodes differently.
    @Test func randomAndMangledBytesNeverTrap() {
        let random = Randomness.seeded(7)
        let seed = Samples.everyField.serializedBytes()
        var rejected = 0
        var decoded = 0
        for round in 0..<6_000 {
            var bytes: [UInt8]
            if round % 3 == 0 {
                bytes = (0..<Int(random.next() * 64)).map { _ in UInt8(random.next() * 256) }
            } else {
                bytes = Array(seed.prefix(Int(random.next() * Double(seed.count + 1))))
                for _ in 0..<Int(random.next() * 4) where !bytes.isEmpty {
                    bytes[Int(random.next() * Double(bytes.count))] = UInt8(random.next() * 256)
                }
                if round % 3 == 2 { bytes += seed.suffix(Int(random.next() * 40)) }
            }
            switch GTFSRealtimeFuzzing.exercise(bytes) {
            case .rejected: rejected += 1
            case .decoded(let roundTrips):
                decoded += 1
                #expect(roundTrips, "bytes \(hexText(bytes)) decoded but did not round-trip")
            }
        }
        #expect(rejected > 0 && decoded > 0)
    }
}
