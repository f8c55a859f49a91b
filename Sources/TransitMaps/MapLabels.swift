import Foundation

/// Greedy label placement: labels are tried in priority order, each at the first of four spots
/// around its point (right, left, above, below) that overlaps no label or marker already on the
/// map and stays inside it; a label with no free spot is left out rather than drawn over
/// another. CTA 74 has 110 stops along 15 km: at city scale most names cannot all fit, and a
/// readable half is better than an unreadable whole.
struct MapLabels {
    struct Box {
        var x, y, width, height: Double

        func overlaps(_ other: Box) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    /// A label placed: where its text starts (baseline) and how it is anchored.
    struct Placed {
        var text: String
        var x, y: Double
        var anchor: String
        var size: Double
        var weight: String
    }

    let bounds: Box
    private(set) var taken: [Box] = []
    private(set) var placed: [Placed] = []

    init(bounds: Box) { self.bounds = bounds }

    /// Keeps `box` free of labels (a marker, the legend).
    mutating func reserve(_ box: Box) { taken.append(box) }

    /// Places `text` beside the point (x, y) whose marker has `radius`; false when no spot is free.
    @discardableResult
    mutating func place(
        _ text: String, x: Double, y: Double, radius: Double, size: Double = 12, weight: String = "normal"
    )
        -> Bool
    {
        // An estimate of the text's width: there is no font metrics on a server; 0.6 em a
        // character holds for the sans-serif fonts browsers pick.
        let width = Double(text.count) * size * 0.6
        let height = size * 1.1
        let gap = radius + 3
        let up = y - gap - size * 0.2
        let down = y + gap + size * 0.9
        // Beside, then above and below, then diagonally: on a north–south street the sides are
        // free, on an east–west one above and below.
        let spots: [(Box, Double, Double, String)] = [
            (Box(x: x + gap, y: y - height / 2, width: width, height: height), x + gap, y + size * 0.35, "start"),
            (Box(x: x - gap - width, y: y - height / 2, width: width, height: height), x - gap, y + size * 0.35, "end"),
            (Box(x: x - width / 2, y: y - gap - height, width: width, height: height), x, up, "middle"),
            (Box(x: x - width / 2, y: y + gap, width: width, height: height), x, down, "middle"),
            (Box(x: x + gap * 0.7, y: y - gap - height, width: width, height: height), x + gap * 0.7, up, "start"),
            (Box(x: x + gap * 0.7, y: y + gap, width: width, height: height), x + gap * 0.7, down, "start"),
            (Box(x: x - gap * 0.7 - width, y: y - gap - height, width: width, height: height), x - gap * 0.7, up, "end"),
            (Box(x: x - gap * 0.7 - width, y: y + gap, width: width, height: height), x - gap * 0.7, down, "end"),
        ]
        for (box, textX, textY, anchor) in spots where inside(box) && !taken.contains(where: { $0.overlaps(box) }) {
            taken.append(box)
            placed.append(Placed(text: text, x: textX, y: textY, anchor: anchor, size: size, weight: weight))
            return true
        }
        return false
    }

    private func inside(_ box: Box) -> Bool {
        box.x >= bounds.x && box.y >= bounds.y && box.x + box.width <= bounds.x + bounds.width
            && box.y + box.height <= bounds.y + bounds.height
    }
}
