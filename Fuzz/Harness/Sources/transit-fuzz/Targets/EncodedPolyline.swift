import Foundation
import TransitKitCore

extension FuzzTarget {
    /// Both directions. Text: whatever decodes re-encodes to text that decodes to the same
    /// coordinates, and re-encoding that gives the same text. Bytes as coordinates: any
    /// in-range position encodes, and decodes back within half a unit of the precision.
    static let encodedPolyline = FuzzTarget(name: "polyline", corpus: "polyline") { data in
        let precision = data.first.map { $0 & 1 == 0 ? 5 : 6 } ?? 5
        let text = fuzzText(data.dropFirst())
        do {
            let path = try EncodedPolyline.decode(text, precision: precision)
            let encoded = try EncodedPolyline.encode(path, precision: precision)
            let again = try EncodedPolyline.decode(encoded, precision: precision)
            guard again == path else { violated("decode(encode(decode(\(text)))) differs") }
            guard try EncodedPolyline.encode(again, precision: precision) == encoded else {
                violated("encode is not stable for \(text)")
            }
        } catch {
            checkError(error, allowed: [.decoding], "polyline \(text)")
        }

        var coordinates: [Coordinate] = []
        var rest = data.dropFirst()
        // Int32.min is clamped to -Int32.max: -90.00000004 is not a position.
        func unit(_ bytes: Data.SubSequence) -> Double {
            Double(max(-Int32.max, Int32(truncatingIfNeeded: bytes.prefix(4).reduce(0) { $0 << 8 | Int($1) }))) / Double(Int32.max)
        }
        while rest.count >= 8 {
            let lat = unit(rest) * 90
            let lon = unit(rest.dropFirst(4)) * 180
            coordinates.append(Coordinate(latitude: lat, longitude: lon))
            rest = rest.dropFirst(8)
        }
        guard !coordinates.isEmpty else { return }
        let factor = precision == 5 ? 1e5 : 1e6
        do {
            let back = try EncodedPolyline.decode(try EncodedPolyline.encode(coordinates, precision: precision), precision: precision)
            guard back.count == coordinates.count else { violated("\(coordinates.count) positions came back as \(back.count)") }
            for (a, b) in zip(coordinates, back)
            where abs(a.latitude - b.latitude) > 0.5 / factor + 1e-9 || abs(a.longitude - b.longitude) > 0.5 / factor + 1e-9 {
                violated("\(a.latitude),\(a.longitude) came back as \(b.latitude),\(b.longitude)")
            }
        } catch {
            violated("in-range coordinates failed: \(error)")
        }
    }
}
