import TransitKitCore

/// Busbud names places by geohash: cities by 6 characters, stations and `trip_stops` entries by
/// 9 (about ±2.4 m). Decoding one gives the centre of its cell, which places a stop that
/// `locations` does not hold.
enum Geohash {
    private static let alphabet = Array("0123456789bcdefghjkmnpqrstuvwxyz".utf8)

    /// The cell's centre, or nil for an empty hash, one longer than 12 characters, or one with a
    /// character outside the base-32 alphabet (`a`, `i`, `l`, `o` are not in it). Case is ignored.
    static func center(_ hash: String) -> Coordinate? {
        let bytes = Array(hash.lowercased().utf8)
        guard (1...12).contains(bytes.count) else { return nil }
        var latitude = (-90.0, 90.0)
        var longitude = (-180.0, 180.0)
        var isLongitude = true
        for byte in bytes {
            guard let value = alphabet.firstIndex(of: byte) else { return nil }
            for shift in stride(from: 4, through: 0, by: -1) {
                let high = (value >> shift) & 1 == 1
                if isLongitude {
                    let mid = (longitude.0 + longitude.1) / 2
                    longitude = high ? (mid, longitude.1) : (longitude.0, mid)
                } else {
                    let mid = (latitude.0 + latitude.1) / 2
                    latitude = high ? (mid, latitude.1) : (latitude.0, mid)
                }
                isLongitude.toggle()
            }
        }
        let center = Coordinate(latitude: (latitude.0 + latitude.1) / 2, longitude: (longitude.0 + longitude.1) / 2)
        return center.isValid ? center : nil
    }
}
