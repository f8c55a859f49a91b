extension GeoJSON {
    /// A closed polygon ring in a stated winding order (RFC 7946 §3.1.6, the right-hand rule:
    /// exteriors counter-clockwise, holes clockwise). Readers that fill by winding, D3 among
    /// them, paint the whole world outside a ring that runs the wrong way.
    struct Ring {
        let positions: [Coordinate]

        /// `coordinates` closed and turned to run the asked way; nil with fewer than three
        /// distinct valid positions.
        init?(_ coordinates: [Coordinate], counterClockwise: Bool) {
            var ring = coordinates.filter(\.isValid)
            if let first = ring.first, ring.last != first { ring.append(first) }
            guard Set(ring).count >= 3 else { return nil }
            if (Self.signedArea(ring) > 0) != counterClockwise { ring.reverse() }
            positions = ring
        }

        /// Twice the ring's area on the longitude/latitude plane, positive when it runs
        /// counter-clockwise (the shoelace formula).
        static func signedArea(_ ring: [Coordinate]) -> Double {
            zip(ring, ring.dropFirst()).reduce(0) { sum, edge in
                sum + edge.0.longitude * edge.1.latitude - edge.1.longitude * edge.0.latitude
            }
        }
    }
}
