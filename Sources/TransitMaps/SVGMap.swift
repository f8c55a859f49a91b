import Foundation
import TransitKitCore

/// A self-contained SVG picture of a FeatureCollection this library wrote: no tiles, no
/// scripts, no fonts or images fetched, so it opens in any browser offline. It draws what each
/// feature's `GeoJSON.Feature.kind` says — route paths, trip lines and flight
/// legs as lines; stops, calls and cities as dots; vehicles as arrows pointing along their
/// bearing, filled with their service status colour; start and end as A and B markers; a
/// provider's coverage as a shaded area — under a title, with a legend, a scale bar and labels
/// that never sit on one another. A feature of another kind (or none) is drawn as a plain dot
/// or line.
///
/// ```swift
/// let buses = GeoJSON.FeatureCollection(vehicles: vehicles, provider: "mta")
/// let svg = SVGMap(title: "B63", subtitle: "MTA Bus Time", collection: buses).render()
/// try Data(svg.utf8).write(to: URL(fileURLWithPath: "b63.svg"))
/// ```
///
/// The projection is equirectangular, true to scale at the map's middle latitude, and a map
/// across the antimeridian is drawn in one piece. The picture is 1,200 pixels wide; its height
/// follows the shape of what is drawn.
public struct SVGMap: Sendable {
    /// The large line at the top.
    public var title: String
    /// The smaller line under the title.
    public var subtitle: String
    /// What is drawn.
    public var collection: GeoJSON.FeatureCollection
    /// The zone call times are shown in.
    public var timeZone: TimeZone = .gmt
    /// Where the data came from, in the footnote; empty for "Drawn by transit map (TransitKit)".
    public var attribution: String = ""

    /// A map of what `provider` answered: call times in its zone, its attribution in the
    /// footnote.
    ///
    /// ```swift
    /// let trip = GeoJSON.FeatureCollection(trip: run, stops: stops, provider: cta.descriptor.id)
    /// let map = SVGMap(title: "Bus 8164", subtitle: "Next stops", collection: trip, provider: cta.descriptor)
    /// ```
    public init(title: String, subtitle: String, collection: GeoJSON.FeatureCollection, provider: ProviderDescriptor) {
        self.init(
            title: title, subtitle: subtitle, collection: collection, timeZone: provider.timeZone,
            attribution: provider.attribution)
    }

    /// A map of `collection` under `title` and `subtitle`, call times in `timeZone`,
    /// `attribution` in the footnote.
    ///
    /// ```swift
    /// let map = SVGMap(title: "London → Sydney", subtitle: "Cheapest trip", collection: plan,
    ///                  attribution: "connections.json")
    /// ```
    public init(
        title: String, subtitle: String, collection: GeoJSON.FeatureCollection, timeZone: TimeZone = .gmt,
        attribution: String = ""
    ) {
        self.title = title
        self.subtitle = subtitle
        self.collection = collection
        self.timeZone = timeZone
        self.attribution = attribution
    }

    static let width = 1200.0
    static let panelX = 905.0
    static let busColor = "#212121"

    /// The map area: as tall as the drawing's shape asks (a 15 km east–west route is a band,
    /// not a square of empty paper), never less than the legend needs.
    var mapFrame: MapProjection.Frame {
        var height = 696.0
        if let box = collection.boundingBox {
            let east = box.east < box.west ? box.east + 360 : box.east
            let squash = max(cos((box.south + box.north) / 2 * .pi / 180), 0.05)
            let wide = max((east - box.west) * squash, 1e-6)
            height = min(696, max(860 * (box.north - box.south) / wide * 1.1 + 60, 0))
        }
        return MapProjection.Frame(x: 20, y: 84, width: 860, height: max(height, legendHeight + 165))
    }

    static let statusColors = ["green": "#2e7d32", "yellow": "#f2a900", "red": "#c62828", "grey": "#8a8a8a"]
    static let palette = ["#1565c0", "#e65100", "#6a1b9a", "#00838f", "#ad1457", "#558b2f", "#4e342e"]
    static let tripColor = "#1565c0"
    static let legColor = "#6a1b9a"

    /// The SVG document, one element a line; a collection with no place in it is a picture
    /// that says so ("Nothing to draw: no feature has a place.").
    ///
    /// ```swift
    /// let svg = SVGMap(title: "Route 74", subtitle: "CTA", collection: shape).render()
    /// svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"")   // true
    /// ```
    public func render() -> String {
        // The frame scans every feature (its box, the legend): worked out once per drawing.
        let frame = mapFrame
        let height = frame.y + frame.height + 20
        var svg = SVGText()
        svg.open(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(Int(Self.width))" height="\##(Int(height))" viewBox="0 0 \##(Int(Self.width)) \##(Int(height))" font-family="Helvetica, Arial, sans-serif">"##
        )
        svg.add(##"<rect width="100%" height="100%" fill="#ffffff"/>"##)
        svg.add(
            ##"<rect x="\##(f(frame.x))" y="\##(f(frame.y))" width="\##(f(frame.width))" height="\##(f(frame.height))" fill="#f4f1ea" stroke="#d8d2c4"/>"##
        )
        svg.add(##"<text x="20" y="40" font-size="24" font-weight="bold" fill="#222">\##(escape(title))</text>"##)
        svg.add(##"<text x="20" y="66" font-size="14" fill="#555">\##(escape(subtitle))</text>"##)

        guard let box = collection.boundingBox else {
            svg.add(
                ##"<text x="\##(f(frame.x + frame.width / 2))" y="\##(f(frame.y + frame.height / 2))" font-size="18" fill="#777" text-anchor="middle">Nothing to draw: no feature has a place.</text>"##
            )
            svg.close("</svg>")
            return svg.text
        }
        let projection = MapProjection(box: box, frame: frame)
        var labels = MapLabels(bounds: .init(x: frame.x + 4, y: frame.y + 4, width: frame.width - 8, height: frame.height - 8))
        let routeColors = self.routeColors()

        svg.open(##"<g clip-path="url(#map)">"##)
        svg.add(
            ##"<clipPath id="map"><rect x="\##(f(frame.x))" y="\##(f(frame.y))" width="\##(f(frame.width))" height="\##(f(frame.height))"/></clipPath>"##
        )
        drawGraticule(&svg, projection, box, frame)
        let features = collection.features
        for feature in features where kind(feature) == .coverage { drawPolygon(&svg, feature, projection) }
        for feature in features where isLine(feature) { drawLine(&svg, feature, projection, routeColors) }
        // Points, bottom to top: stops under calls under cities under buses under A and B.
        let order: [GeoJSON.FeatureKind] = [.stop, .place, .call, .city, .vehicle, .start, .end]
        let points = features.filter { if case .point = $0.geometry { return true } else { return false } }
            .map { (rank: kind($0).flatMap(order.firstIndex(of:)) ?? 0, feature: $0) }.sorted { $0.rank < $1.rank }.map(\.feature)
        for feature in points {
            guard case .point(let coordinate)? = feature.geometry else { continue }
            let (x, y) = projection.point(coordinate)
            let radius = drawPoint(&svg, feature, x: x, y: y, routeColors)
            labels.reserve(.init(x: x - radius, y: y - radius, width: radius * 2, height: radius * 2))
        }
        // Labels keep off the lines too, so a street name never hides its own street.
        for feature in features where isLine(feature) {
            for sample in samples(feature, projection) { labels.reserve(.init(x: sample.x - 3, y: sample.y - 3, width: 6, height: 6)) }
        }
        placeLabels(&labels, points, projection)
        for label in labels.placed {
            svg.add(
                ##"<text x="\##(f(label.x))" y="\##(f(label.y))" font-size="\##(f(label.size))" font-weight="\##(label.weight)" text-anchor="\##(label.anchor)" fill="#1d1d1d" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">\##(escape(label.text))</text>"##
            )
        }
        svg.close("</g>")
        drawPanel(&svg, projection, routeColors, frame)
        svg.close("</svg>")
        return svg.text
    }

    // MARK: features

    func kind(_ feature: GeoJSON.Feature) -> GeoJSON.FeatureKind? { feature.kind }

    func string(_ feature: GeoJSON.Feature, _ key: String) -> String? {
        if case .string(let value)? = feature.properties[key] { return value }
        return nil
    }

    func number(_ feature: GeoJSON.Feature, _ key: String) -> Double? {
        switch feature.properties[key] {
        case .double(let value)?: return value
        case .integer(let value)?: return Double(value)
        default: return nil
        }
    }

    func isLine(_ feature: GeoJSON.Feature) -> Bool { !lineParts(feature).isEmpty }

    /// A colour per route, in order of first appearance.
    func routeColors() -> [String: String] {
        var colors: [String: String] = [:]
        for feature in collection.features {
            guard let route = string(feature, "route"), colors[route] == nil else { continue }
            colors[route] = Self.palette[colors.count % Self.palette.count]
        }
        return colors
    }

    /// A route or vehicle id as a rider says it: the part after the last `_`, since the
    /// agency prefix is the provider's, not the rider's. The legend and the bus labels use it.
    ///
    /// ```swift
    /// SVGMap.routeName("MTA NYCT_B63")   // "B63"
    /// SVGMap.routeName("74")             // "74"
    /// ```
    public static func routeName(_ route: String) -> String {
        route.split(separator: "_").last.map(String.init) ?? route
    }

    /// A line's or multi-line's pieces; empty for any other geometry.
    func lineParts(_ feature: GeoJSON.Feature) -> [[Coordinate]] {
        switch feature.geometry {
        case .lineString(let line)?: return [line]
        case .multiLineString(let lines)?: return lines
        default: return []
        }
    }

    /// An SVG path's `d` through each piece (closed with Z for a polygon's rings).
    func pathData(_ parts: [[Coordinate]], _ projection: MapProjection, closed: Bool = false) -> String {
        parts.map { part in
            part.enumerated().map { index, coordinate in
                let (x, y) = projection.point(coordinate)
                return "\(index == 0 ? "M" : "L")\(f(x)) \(f(y))"
            }.joined(separator: " ") + (closed ? " Z" : "")
        }.joined(separator: " ")
    }

    func drawLine(_ svg: inout SVGText, _ feature: GeoJSON.Feature, _ projection: MapProjection, _ colors: [String: String]) {
        let parts = lineParts(feature)
        guard !parts.isEmpty else { return }
        let d = pathData(parts, projection)
        switch kind(feature) {
        case .leg:
            svg.add(
                ##"<path d="\##(d)" fill="none" stroke="\##(Self.legColor)" stroke-width="3" stroke-linecap="round" stroke-dasharray="10 6"/>"##
            )
        case .trip:
            svg.add(##"<path d="\##(d)" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>"##)
            svg.add(
                ##"<path d="\##(d)" fill="none" stroke="\##(Self.tripColor)" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>"##
            )
        default:
            let color = string(feature, "route").flatMap { colors[$0] } ?? "#555555"
            svg.add(
                ##"<path d="\##(d)" fill="none" stroke="\##(color)" stroke-width="4" stroke-opacity="0.8" stroke-linecap="round" stroke-linejoin="round"/>"##
            )
        }
    }

    func drawPolygon(_ svg: inout SVGText, _ feature: GeoJSON.Feature, _ projection: MapProjection) {
        guard case .polygon(let rings)? = feature.geometry else { return }
        let d = pathData(rings, projection, closed: true)
        svg.add(##"<path d="\##(d)" fill="#1565c0" fill-opacity="0.08" stroke="#1565c0" stroke-dasharray="4 3"/>"##)
    }

    /// Draws one point feature; returns the radius its marker covers.
    func drawPoint(_ svg: inout SVGText, _ feature: GeoJSON.Feature, x: Double, y: Double, _ colors: [String: String]) -> Double {
        let at = "\(f(x)) \(f(y))"
        switch kind(feature) {
        case .vehicle:
            let fill =
                string(feature, "statusColor").flatMap { Self.statusColors[$0] }
                ?? Self.busColor
            if let bearing = number(feature, "bearing") {
                svg.add(
                    ##"<path transform="translate(\##(at)) rotate(\##(f(bearing)))" d="M0 -12 L8 9 L0 4 L-8 9 Z" fill="\##(fill)" stroke="#ffffff" stroke-width="1.8" stroke-linejoin="round"/>"##
                )
            } else {
                svg.add(##"<circle cx="\##(f(x))" cy="\##(f(y))" r="6" fill="\##(fill)" stroke="#ffffff" stroke-width="1.5"/>"##)
            }
            return 9
        case .start, .end:
            let (letter, color) = kind(feature) == .start ? ("A", "#2e7d32") : ("B", "#c62828")
            svg.add(##"<circle cx="\##(f(x))" cy="\##(f(y))" r="12" fill="\##(color)" stroke="#ffffff" stroke-width="2.5"/>"##)
            svg.add(
                ##"<text x="\##(f(x))" y="\##(f(y + 5))" font-size="14" font-weight="bold" fill="#ffffff" text-anchor="middle">\##(letter)</text>"##
            )
            return 13
        case .city:
            let role = string(feature, "role")
            let fill = role == "origin" ? "#2e7d32" : role == "destination" ? "#c62828" : Self.legColor
            svg.add(##"<circle cx="\##(f(x))" cy="\##(f(y))" r="7" fill="\##(fill)" stroke="#ffffff" stroke-width="2"/>"##)
            return 8
        case .call:
            svg.add(##"<circle cx="\##(f(x))" cy="\##(f(y))" r="5.5" fill="#ffffff" stroke="\##(Self.tripColor)" stroke-width="2.5"/>"##)
            return 6
        case .place:
            svg.add(##"<circle cx="\##(f(x))" cy="\##(f(y))" r="8" fill="none" stroke="#c62828" stroke-width="2.5"/>"##)
            svg.add(##"<circle cx="\##(f(x))" cy="\##(f(y))" r="2.5" fill="#c62828"/>"##)
            return 9
        default:
            let stroke = string(feature, "route").flatMap { colors[$0] } ?? "#444444"
            svg.add(##"<circle cx="\##(f(x))" cy="\##(f(y))" r="3.5" fill="#ffffff" stroke="\##(stroke)" stroke-width="1.8"/>"##)
            return 4
        }
    }

    /// Points every 8 pixels along a line, for ``MapLabels/reserve(_:)``.
    func samples(_ feature: GeoJSON.Feature, _ projection: MapProjection) -> [(x: Double, y: Double)] {
        let parts = lineParts(feature)
        var points: [(x: Double, y: Double)] = []
        for part in parts {
            let pixels = part.map(projection.point)
            for (a, b) in zip(pixels, pixels.dropFirst()) {
                let steps = max(1, Int((hypot(b.x - a.x, b.y - a.y) / 8).rounded(.up)))
                for step in 0...steps {
                    let t = Double(step) / Double(steps)
                    points.append((a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)))
                }
            }
        }
        return points
    }

    /// Labels in priority order: A and B, cities, the place asked about, calls with their
    /// times, buses (when there are few enough to name), then stops.
    func placeLabels(_ labels: inout MapLabels, _ points: [GeoJSON.Feature], _ projection: MapProjection) {
        let priority: [GeoJSON.FeatureKind] = [.start, .end, .city, .place, .call, .vehicle, .stop]
        let nameBuses = points.filter { kind($0) == .vehicle }.count <= 12
        for wanted in priority {
            for feature in points where kind(feature) == wanted {
                guard case .point(let coordinate)? = feature.geometry else { continue }
                let (x, y) = projection.point(coordinate)
                switch wanted {
                case .start, .end:
                    if let label = string(feature, "label") { labels.place(label, x: x, y: y, radius: 13, size: 14, weight: "bold") }
                case .city:
                    if let name = string(feature, "name") { labels.place(name, x: x, y: y, radius: 8, size: 14, weight: "bold") }
                case .call:
                    let time = string(feature, "time").flatMap { try? Date($0, strategy: .iso8601) }
                        .map { Countdown.clock($0, in: timeZone) }
                    let name = string(feature, "name") ?? string(feature, "stopID") ?? ""
                    labels.place([name, time].compactMap { $0 }.joined(separator: " · "), x: x, y: y, radius: 6, size: 12)
                case .vehicle where nameBuses:
                    let route = string(feature, "routeName") ?? string(feature, "route").map(Self.routeName) ?? ""
                    let bus = string(feature, "vehicleID").map(Self.routeName) ?? ""
                    labels.place("\(route) #\(bus)", x: x, y: y, radius: 10, size: 11, weight: "bold")
                case .stop:
                    if let name = string(feature, "name") { labels.place(name, x: x, y: y, radius: 4, size: 11) }
                default: break
                }
            }
        }
    }

    /// Parallels and meridians on maps wider than a city, so a world trip has a frame of
    /// reference without a coastline.
    func drawGraticule(_ svg: inout SVGText, _ projection: MapProjection, _ box: GeoJSON.BoundingBox, _ frame: MapProjection.Frame) {
        let east = box.east < box.west ? box.east + 360 : box.east
        guard box.north - box.south > 8 || east - box.west > 8 else { return }
        for latitude in stride(from: -80.0, through: 80, by: 20) {
            let y = projection.point(Coordinate(latitude: latitude, longitude: box.west)).y
            guard y > frame.y, y < frame.y + frame.height else { continue }
            svg.add(
                ##"<line x1="\##(f(frame.x))" y1="\##(f(y))" x2="\##(f(frame.x + frame.width))" y2="\##(f(y))" stroke="#d9d3c3" stroke-width="1"/>"##
            )
            let name = latitude == 0 ? "0°" : "\(Int(abs(latitude)))°\(latitude > 0 ? "N" : "S")"
            svg.add(##"<text x="\##(f(frame.x + 6))" y="\##(f(y - 4))" font-size="11" fill="#a39b86">\##(name)</text>"##)
        }
        for step in stride(from: -180.0, through: 540, by: 30) {
            let x = projection.point(Coordinate(latitude: 0, longitude: step > 180 ? step - 360 : step)).x
            guard step >= box.west - 30, step <= east + 30, x > frame.x, x < frame.x + frame.width else { continue }
            svg.add(
                ##"<line x1="\##(f(x))" y1="\##(f(frame.y))" x2="\##(f(x))" y2="\##(f(frame.y + frame.height))" stroke="#d9d3c3" stroke-width="1"/>"##
            )
            let longitude = step > 180 ? step - 360 : step
            let name =
                longitude == 0 || abs(longitude) == 180 ? "\(Int(abs(longitude)))°" : "\(Int(abs(longitude)))°\(longitude > 0 ? "E" : "W")"
            svg.add(##"<text x="\##(f(x + 4))" y="\##(f(frame.y + frame.height - 6))" font-size="11" fill="#a39b86">\##(name)</text>"##)
        }
    }

    // MARK: legend, scale, footnote

    /// The legend's rows: a symbol and its words, or a heading (no symbol); only what the map
    /// shows.
    var legend: [(symbol: String?, text: String)] {
        let kinds = Set(collection.features.compactMap(kind))
        let line = { (color: String, style: String) in ##"<line x1="-12" y1="0" x2="12" y2="0" stroke="\##(color)" \##(style)/>"## }
        let circle = { (radius: String, fill: String, stroke: String, width: String) in
            ##"<circle r="\##(radius)" fill="\##(fill)" stroke="\##(stroke)" stroke-width="\##(width)"/>"##
        }
        let marker = { (color: String, letter: String) in
            ##"<circle r="10" fill="\##(color)"/><text y="5" font-size="12" font-weight="bold" fill="#fff" text-anchor="middle">\##(letter)</text>"##
        }
        let statusColored = collection.features.contains { kind($0) == .vehicle && string($0, "statusColor") != nil }
        var rows: [(symbol: String?, text: String)] =
            kinds.contains(.path)
            ? routeColors().sorted(by: { $0.key < $1.key }).map {
                (line($0.value, ##"stroke-width="4" stroke-linecap="round""##), "route \(Self.routeName($0.key))")
            } : []
        // One row per kind the map shows, in the legend's order.
        let byKind: [(kinds: Set<GeoJSON.FeatureKind>, symbol: String, text: String)] = [
            ([.trip], line(Self.tripColor, ##"stroke-width="5" stroke-linecap="round""##), "the vehicle's way ahead"),
            ([.leg], line(Self.legColor, ##"stroke-width="3" stroke-dasharray="6 4""##), "leg (straight on the map)"),
            ([.stop], circle("4", "#fff", "#444", "1.8"), "stop"),
            ([.call], circle("5.5", "#fff", Self.tripColor, "2.5"), "next stop, predicted time"),
            ([.city], circle("7", "#2e7d32", "#fff", "2"), "origin"),
            ([.city], circle("7", Self.legColor, "#fff", "2"), "change"),
            ([.city], circle("7", "#c62828", "#fff", "2"), "destination"),
            ([.place], circle("8", "none", "#c62828", "2.5"), "the place asked about"),
            (
                [.vehicle],
                ##"<path d="M0 -12 L8 9 L0 4 L-8 9 Z" transform="rotate(45) scale(0.8)" fill="\##(statusColored ? "#8a8a8a" : Self.busColor)" stroke="#fff" stroke-width="1.5"/>"##,
                "bus, pointing where it heads"
            ),
        ]
        rows += byKind.filter { !$0.kinds.isDisjoint(with: kinds) }.map { ($0.symbol, $0.text) }
        if statusColored {
            rows.append((nil, "Bus colour: service status"))
            for (name, text) in [
                ("green", "good service"), ("yellow", "detours, advisories"), ("red", "delays, no service"), ("grey", "unknown"),
            ] {
                rows.append((##"<rect x="-7" y="-7" width="14" height="14" rx="3" fill="\##(Self.statusColors[name] ?? "#888")"/>"##, text))
            }
        }
        if !kinds.isDisjoint(with: [.start, .end]) { rows += [(marker("#2e7d32", "A"), "start"), (marker("#c62828", "B"), "end")] }
        return rows
    }

    /// Pixels the legend takes, heading included.
    var legendHeight: Double { 44 + Double(legend.count) * 24 }

    func drawPanel(_ svg: inout SVGText, _ projection: MapProjection, _ routeColors: [String: String], _ frame: MapProjection.Frame) {
        let x = Self.panelX
        var y = frame.y + 18
        svg.add(##"<text x="\##(f(x))" y="\##(f(y))" font-size="15" font-weight="bold" fill="#222">Legend</text>"##)
        y += 26
        for row in legend {
            if let symbol = row.symbol {
                svg.add(##"<g transform="translate(\##(f(x + 14)) \##(f(y - 5)))">\##(symbol)</g>"##)
                svg.add(##"<text x="\##(f(x + 36))" y="\##(f(y))" font-size="13" fill="#333">\##(escape(row.text))</text>"##)
            } else {
                svg.add(##"<text x="\##(f(x))" y="\##(f(y))" font-size="13" font-weight="bold" fill="#333">\##(escape(row.text))</text>"##)
            }
            y += 24
        }

        let bar = projection.scaleBar()
        let barY = frame.y + frame.height - 84
        svg.add(##"<text x="\##(f(x))" y="\##(f(barY - 14))" font-size="13" font-weight="bold" fill="#333">Scale</text>"##)
        svg.add(
            ##"<path d="M\##(f(x)) \##(f(barY)) v8 h\##(f(bar.pixels)) v-8" fill="none" stroke="#222" stroke-width="2"/><text x="\##(f(x + bar.pixels + 8))" y="\##(f(barY + 9))" font-size="13" fill="#222">\##(escape(bar.label))</text>"##
        )
        let latitude = projection.middleLatitude
        let note = "Equirectangular, true to scale at \(String(format: "%.1f", abs(latitude)))°\(latitude >= 0 ? "N" : "S")"
        svg.add(##"<text x="\##(f(x))" y="\##(f(barY + 34))" font-size="11" fill="#777">\##(escape(note))</text>"##)
        let source = attribution.isEmpty ? "Drawn by transit map (TransitKit)" : attribution
        // Three lines at most of the panel's width, whole words: attributions run long
        // (MTA's credit ends "…, Metropolitan Transportation Authority" and must be whole).
        var lines = [""]
        for word in source.split(separator: " ") {
            if lines[lines.count - 1].count + word.count + 1 > 46 { lines.append("") }
            lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + word
        }
        if lines.count > 3 { lines = Array(lines.prefix(2)) + [PlainText.shortened(lines[2...].joined(separator: " "), limit: 46)] }
        for (index, line) in lines.enumerated() {
            svg.add(
                ##"<text x="\##(f(x))" y="\##(f(barY + 52 + Double(index) * 15))" font-size="11" fill="#777">\##(escape(line))</text>"##)
        }
    }
}

/// Pixels with one decimal: enough for a screen, and half the bytes of full precision. Written
/// from whole tenths (a map writes thousands of these; `String(format:)` was a tenth of the
/// drawing's time), the same text `"%.1f"` gives.
func f(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    guard tenths.isFinite, abs(tenths) < 1e15 else { return String(format: "%.1f", tenths / 10) }
    let whole = Int(tenths)
    if whole % 10 == 0 { return String(whole / 10) }
    return (whole < 0 ? "-" : "") + "\(abs(whole) / 10).\(abs(whole) % 10)"
}

/// Text made safe for XML content and attribute values: provider names are outside data
/// ("Fullerton & Ashland").
private func escape(_ text: String) -> String {
    var out = ""
    for character in PlainText.oneLine(text, limit: 200) {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        default: out.append(character)
        }
    }
    return out
}

/// An SVG document being written, one element a line, indented by nesting.
struct SVGText {
    private(set) var text = ""
    private var depth = 0

    mutating func add(_ element: String) { text += String(repeating: "  ", count: depth) + element + "\n" }
    mutating func open(_ element: String) {
        add(element)
        depth += 1
    }
    mutating func close(_ element: String) {
        depth -= 1
        add(element)
    }
}
