extension GeoJSON {
    /// Cutting lines at ±180° (RFC 7946 §3.1.9): a map draws `[179, 0] → [-179, 0]` as a line
    /// right round the world unless it is two lines that meet at the antimeridian.
    enum Antimeridian {
        /// `line` split wherever a segment's longitudes are more than 180° apart; the pieces
        /// end and start at ±180° on the interpolated latitude.
        static func cut(_ line: [Coordinate]) -> [[Coordinate]] {
            guard var previous = line.first else { return [] }
            var parts: [[Coordinate]] = []
            var current = [previous]
            for next in line.dropFirst() {
                let delta = next.longitude - previous.longitude
                if abs(delta) > 180 {
                    // Eastwards over 180° when the raw delta is negative (179 → -179), westwards
                    // otherwise; unwrap `next` to measure how far along the crossing is.
                    let edge: Double = delta < 0 ? 180 : -180
                    let unwrapped = next.longitude + (delta < 0 ? 360 : -360)
                    let fraction = (edge - previous.longitude) / (unwrapped - previous.longitude)
                    let latitude = previous.latitude + fraction * (next.latitude - previous.latitude)
                    current.append(Coordinate(latitude: latitude, longitude: edge))
                    parts.append(current)
                    current = [Coordinate(latitude: latitude, longitude: -edge)]
                }
                current.append(next)
                previous = next
            }
            parts.append(current)
            // A piece that is only its cut point (a line starting or ending on ±180) draws nothing.
            return parts.filter { piece in piece.contains { $0 != piece[0] } }
        }
    }
}
