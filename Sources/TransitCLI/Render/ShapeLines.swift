import Foundation
import TransitKitCore

/// The one text rendering of a ``RouteShape`` (`shape`): a summary line, then each direction's
/// stops in order with their positions.
enum ShapeLines {
    static func print(_ shape: RouteShape, branches: [RouteShape.Branch], to output: Output) {
        let points = shape.paths.reduce(0) { $0 + $1.count }
        output.line("\(shape.route): \(shape.paths.count) polylines, \(points) points, \(shape.stops.count) stops")
        for branch in branches {
            output.line()
            let direction = branch.direction.map { "Direction \($0.id.rawValue): to \($0.name)" }
            let name = PlainText.oneLine(direction ?? "Stops", limit: Table.cellLimit)
            output.line("\(name) — \(branch.stops.count) stops, \(branch.paths.reduce(0) { $0 + $1.count }) path points")
            StopTable.print(branch.stops, numbered: true, to: output)
        }
    }
}
