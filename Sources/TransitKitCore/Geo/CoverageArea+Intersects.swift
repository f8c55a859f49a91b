extension CoverageArea.Box {
    /// Whether the two boxes share any point (edges included), across the antimeridian too.
    public func intersects(_ other: CoverageArea.Box) -> Bool {
        guard isValid, other.isValid, south <= other.north, other.south <= north else { return false }
        return longitudeRanges.contains { mine in
            other.longitudeRanges.contains { theirs in mine.lowerBound <= theirs.upperBound && theirs.lowerBound <= mine.upperBound }
        }
    }

    /// The longitudes covered, as one range, or two when the box crosses the antimeridian.
    private var longitudeRanges: [ClosedRange<Double>] {
        west <= east ? [west...east] : [west...180, -180...east]
    }
}

extension CoverageArea {
    /// Whether any of the boxes shares a point with `box`.
    public func intersects(_ box: Box) -> Bool { boxes.contains { $0.intersects(box) } }
}
