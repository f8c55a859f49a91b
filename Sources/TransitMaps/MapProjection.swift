import Foundation
import TransitKitCore

/// Longitude and latitude to SVG pixels: equirectangular, with longitude scaled by the cosine
/// of the map's middle latitude, so a kilometre east is as long as a kilometre north there (at
/// Chicago's 41.9° a degree of longitude is 0.74 of a degree of latitude; drawn 1:1, every
/// street grid would be stretched a third too wide). A box across the antimeridian is drawn in
/// one piece: longitudes west of its west edge are taken 360° further east.
struct MapProjection {
    /// The drawing area, in pixels.
    struct Frame {
        var x, y, width, height: Double
    }

    let west: Double
    let middleLatitude: Double
    let north: Double
    /// Pixels per degree of latitude.
    let scale: Double
    let origin: (x: Double, y: Double)
    private let squash: Double

    /// Fits `box` (grown by `margin` of its size on every side) into `frame`, centred.
    init(box: GeoJSON.BoundingBox, frame: Frame, margin: Double = 0.08) {
        let east = box.east < box.west ? box.east + 360 : box.east
        // A single stop or bus still gets a few hundred metres of map around it; a line along
        // a street (one span near zero) is scaled by its other span.
        let minimum = 0.0015
        var (west, south, north, eastEdge) = (box.west, box.south, box.north, east)
        middleLatitude = (south + north) / 2
        squash = max(cos(middleLatitude * .pi / 180), 0.05)
        if north - south < minimum, (eastEdge - west) * squash < minimum {
            let growY = (minimum - (north - south)) / 2
            let growX = (minimum / squash - (eastEdge - west)) / 2
            (south, north, west, eastEdge) = (south - growY, north + growY, west - growX, eastEdge + growX)
        }
        // Never a zero span to divide by.
        north = max(north, south + 1e-6)
        eastEdge = max(eastEdge, west + 1e-6)
        let padX = (eastEdge - west) * margin
        let padY = (north - south) * margin
        west -= padX
        eastEdge += padX
        south -= padY
        north += padY
        scale = min(frame.width / ((eastEdge - west) * squash), frame.height / (north - south))
        let drawnWidth = (eastEdge - west) * squash * scale
        let drawnHeight = (north - south) * scale
        self.west = west
        self.north = north
        origin = (frame.x + (frame.width - drawnWidth) / 2, frame.y + (frame.height - drawnHeight) / 2)
    }

    /// The pixel of `coordinate`.
    func point(_ coordinate: Coordinate) -> (x: Double, y: Double) {
        var longitude = coordinate.longitude
        while longitude < west - 1e-9 { longitude += 360 }
        return (origin.x + (longitude - west) * squash * scale, origin.y + (north - coordinate.latitude) * scale)
    }

    /// Metres one pixel spans at the middle latitude, east–west and north–south alike.
    var metresPerPixel: Double { 6_371_008.8 * .pi / 180 / scale }

    /// A scale bar about `target` pixels long: a round distance (1, 2 or 5 × 10ⁿ metres) and its
    /// length in pixels; "500 m", "2 km", "2,000 km".
    func scaleBar(target: Double = 140) -> (pixels: Double, label: String) {
        let wanted = target * metresPerPixel
        let power = pow(10, floor(log10(wanted)))
        let metres = [5, 2, 1].map { $0 * power }.first { $0 <= wanted } ?? power
        let label: String
        if metres >= 1000 {
            let kilometres = Int(metres / 1000)
            label = kilometres.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US"))) + " km"
        } else {
            label = "\(Int(metres)) m"
        }
        return (metres / metresPerPixel, label)
    }
}
