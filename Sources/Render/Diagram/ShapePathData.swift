import LayoutEngine

/// SVG path data for a `ShapePath` (a `Path` shown as a view, a program's `Shape`): its
/// elements in order as absolute M, L, Q, C and Z commands, moved by the view's origin (a path is
/// in the coordinates of the view that draws it). The PNG rasteriser reads the same commands.
enum ShapePathData {
    static func data(_ path: ShapePath, origin: Point) -> String {
        func n(_ value: Double) -> String { DiagramNumber.format(value) }
        func point(_ p: Point) -> String { n(origin.x + p.x) + " " + n(origin.y + p.y) }
        var commands: [String] = []
        commands.reserveCapacity(path.elements.count)
        for element in path.elements {
            switch element {
            case let .move(p): commands.append("M" + point(p))
            case let .line(p): commands.append("L" + point(p))
            case let .quadCurve(p, c): commands.append("Q" + point(c) + " " + point(p))
            case let .curve(p, c1, c2): commands.append("C" + point(c1) + " " + point(c2) + " " + point(p))
            case .closeSubpath: commands.append("Z")
            }
        }
        return commands.joined(separator: " ")
    }
}
