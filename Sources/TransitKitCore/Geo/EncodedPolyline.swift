/// Google's Encoded Polyline Algorithm Format, both ways.
///
/// OneBusAway/MTA and most map APIs use precision 5 (1e5); some use 6. Decoding rejects,
/// with a `.decoding` error naming the byte offset, any character outside `?`…`~`, a value
/// whose last chunk never comes (unterminated), a value wider than 64 bits, a latitude with no
/// longitude, and positions outside ±90/±180. Rounding when encoding is half away from zero,
/// like Google's reference.
///
/// ```swift
/// let path = try EncodedPolyline.decode("_p~iF~ps|U_ulLnnqC_mqNvxq`@")
/// // (38.5, -120.2), (40.7, -120.95), (43.252, -126.453)
/// let text = try EncodedPolyline.encode(path)
/// ```
public enum EncodedPolyline {
    /// Decodes `text` at `precision` decimal digits.
    public static func decode(_ text: String, precision: Int = 5) throws(TransitError) -> [Coordinate] {
        let factor = try scale(precision)
        // Bounds as scaled integers, so the per-point check is two integer comparisons.
        let latLimit = Int64(90 * factor)
        let lonLimit = Int64(180 * factor)
        var utf8 = text
        let result: Result<[Coordinate], TransitError> = utf8.withUTF8 { bytes in
            var coordinates: [Coordinate] = []
            coordinates.reserveCapacity(bytes.count / 4)
            var latitude: Int64 = 0
            var longitude: Int64 = 0
            var offset = 0
            while offset < bytes.count {
                let start = offset
                let dLat: Int64
                let dLon: Int64
                switch nextValue(bytes, &offset) {
                case .success(let value): dLat = value
                case .failure(let problem): return .failure(failure(text, problem))
                }
                guard offset < bytes.count else {
                    return .failure(failure(text, "latitude without longitude at byte \(start)"))
                }
                switch nextValue(bytes, &offset) {
                case .success(let value): dLon = value
                case .failure(let problem): return .failure(failure(text, problem))
                }
                let (lat, latOverflow) = latitude.addingReportingOverflow(dLat)
                let (lon, lonOverflow) = longitude.addingReportingOverflow(dLon)
                guard !latOverflow, !lonOverflow else { return .failure(failure(text, "coordinate overflow at byte \(start)")) }
                latitude = lat
                longitude = lon
                guard lat >= -latLimit, lat <= latLimit, lon >= -lonLimit, lon <= lonLimit else {
                    return .failure(
                        failure(text, "position (\(Double(lat) / factor), \(Double(lon) / factor)) out of range at byte \(start)"))
                }
                coordinates.append(Coordinate(latitude: Double(lat) / factor, longitude: Double(lon) / factor))
            }
            return .success(coordinates)
        }
        return try result.get()
    }

    /// Encodes `coordinates` at `precision`; throws `.invalidArgument` for an invalid position.
    public static func encode(_ coordinates: [Coordinate], precision: Int = 5) throws(TransitError) -> String {
        let factor = try scale(precision)
        var output: [UInt8] = []
        output.reserveCapacity(coordinates.count * 8)
        var previous = (lat: Int64(0), lon: Int64(0))
        for (index, coordinate) in coordinates.enumerated() {
            guard coordinate.isValid else {
                throw TransitError(
                    .invalidArgument,
                    detail: "polyline: invalid position (\(coordinate.latitude), \(coordinate.longitude)) at index \(index)")
            }
            let lat = Int64((coordinate.latitude * factor).rounded(.toNearestOrAwayFromZero))
            let lon = Int64((coordinate.longitude * factor).rounded(.toNearestOrAwayFromZero))
            append(lat &- previous.lat, to: &output)
            append(lon &- previous.lon, to: &output)
            previous = (lat, lon)
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func scale(_ precision: Int) throws(TransitError) -> Double {
        guard (0...15).contains(precision) else {
            throw TransitError(.invalidArgument, detail: "polyline: precision \(precision) is outside 0...15")
        }
        var factor = 1.0
        for _ in 0..<precision { factor *= 10 }
        return factor
    }

    /// One zig-zag value starting at `offset`; the failure text says what was wrong and where.
    @inline(__always)
    private static func nextValue(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: inout Int) -> Result<Int64, Problem> {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            let position = offset
            offset += 1
            guard byte >= 63, byte <= 126 else {
                return .failure(Problem("invalid character (byte 0x\(String(byte, radix: 16))) at byte \(position)"))
            }
            let chunk = UInt64(byte &- 63)
            let bits = chunk & 0x1F
            guard (bits << shift) >> shift == bits else {
                return .failure(Problem("value wider than 64 bits at byte \(position)"))
            }
            result |= bits << shift
            if chunk < 0x20 {
                let magnitude = Int64(bitPattern: result >> 1)
                return .success(result & 1 == 1 ? ~magnitude : magnitude)
            }
            shift += 5
            guard shift < 64 else { return .failure(Problem("value wider than 64 bits at byte \(position)")) }
        }
        return .failure(Problem("unterminated value at end of input (byte \(offset))"))
    }

    /// A decode failure's text, built only on the error path.
    private struct Problem: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }

    private static func append(_ value: Int64, to output: inout [UInt8]) {
        var bits = UInt64(bitPattern: value < 0 ? ~(value << 1) : value << 1)
        while bits >= 0x20 {
            output.append(UInt8((bits & 0x1F) | 0x20) + 63)
            bits >>= 5
        }
        output.append(UInt8(bits) + 63)
    }

    private static func failure(_ text: String, _ problem: Problem) -> TransitError {
        failure(text, problem.text)
    }

    private static func failure(_ text: String, _ what: String) -> TransitError {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return TransitError(.decoding, detail: "polyline \"\(shown)\": \(what)")
    }
}
