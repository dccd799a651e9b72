import Testing
@testable import LayoutEngine

/// SwiftUI's `Path` geometry (`ShapePath`): arcs as Core Graphics draws them in SwiftUI's y-down
/// space, bounding boxes of curves, trimming by length.
@Suite struct ShapePathTests {
    static func near(_ a: Point?, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    static func end(_ element: ShapePath.Element) -> Point? {
        switch element {
        case let .move(p), let .line(p), let .quadCurve(p, _), let .curve(p, _, _): return p
        case .closeSubpath: return nil
        }
    }

    @Test func anArcWithIncreasingAngleRunsDownFromThreeOClock() {
        var path = ShapePath()
        path.addArc(center: Point(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // A quarter turn: one cubic from (50 + 50, 50) to (50, 50 + 50) (y grows downwards).
        #expect(path.elements.count == 2)
        guard case let .curve(to, c1, c2) = path.elements[1] else { Issue.record("not a curve"); return }
        #expect(Self.near(to, Point(x: 50, y: 100)))
        // Control points 4/3 × tan(90° / 4) × 50 = 4/3 × (√2 − 1) × 50 = 27.614 along the
        // tangents: down from the start, right from the end.
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1) * 50
        #expect(Self.near(c1, Point(x: 100, y: 50 + k)))
        #expect(Self.near(c2, Point(x: 50 + k, y: 100)))
    }

    @Test func clockwiseTrueRunsTheOtherWayRoundAsInAFlippedCoreGraphicsSpace() {
        var path = ShapePath()
        // clockwise: true from 0 to 90°: the angle decreases, so the arc goes up through
        // 270° (50, 0) and 180° (0, 50) to 90° (50, 100): three quarter turns, three cubics.
        path.addArc(center: Point(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.elements.count == 4)
        #expect(Self.near(Self.end(path.elements[1]), Point(x: 50, y: 0)))
        #expect(Self.near(Self.end(path.elements[2]), Point(x: 0, y: 50)))
        #expect(Self.near(Self.end(path.elements[3]), Point(x: 50, y: 100)))
    }

    @Test func anArcAfterAPointIsJoinedByALine() {
        var path = ShapePath()
        path.move(to: Point(x: 0, y: 0))
        path.addRelativeArc(center: Point(x: 50, y: 50), radius: 10, startAngle: 0, delta: .pi)
        // A line to the arc's start (50 + 10, 50), then two quarter cubics to (40, 50).
        #expect(path.elements[1] == .line(Point(x: 60, y: 50)))
        #expect(path.elements.count == 4)
        #expect(Self.near(path.currentPoint, Point(x: 40, y: 50)))
    }

    @Test func theBoundingRectHoldsTheCurveNotItsControlPoint() {
        var path = ShapePath()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))
        // The curve's lowest point is at t = ½: ¼·0 + ½·100 + ¼·0 = 50, not the control's 100.
        #expect(path.boundingRect == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func anEllipsesBoundingRectIsItsRectangle() {
        var path = ShapePath()
        path.addEllipse(in: Rect(x: 10, y: 20, width: 100, height: 50))
        let box = path.boundingRect
        #expect(abs(box.x - 10) < 1e-9 && abs(box.y - 20) < 1e-9 && abs(box.width - 100) < 1e-9 && abs(box.height - 50) < 1e-9)
    }

    @Test func linesWithoutAPointStartASubpath() {
        var path = ShapePath()
        path.addLine(to: Point(x: 5, y: 5))
        path.closeSubpath()
        #expect(path.elements == [.move(Point(x: 5, y: 5)), .closeSubpath])
    }

    @Test func trimmingARectangleFollowsItsPerimeterFromTheOrigin() {
        var path = ShapePath()
        path.addRect(Rect(x: 0, y: 0, width: 100, height: 50))
        // Perimeter 100 + 50 + 100 + 50 = 300; 25 % to 50 % is 75 to 150: from (75, 0) along the
        // top to the corner, then 50 down the right edge.
        let trimmed = path.trimmed(from: 0.25, to: 0.5)
        #expect(trimmed.elements == [.move(Point(x: 75, y: 0)), .line(Point(x: 100, y: 0)), .line(Point(x: 100, y: 50))])
        // The closing line counts: 75 % to 100 % is the left edge's 50 and the bottom's last 25.
        let closing = path.trimmed(from: 0.75, to: 1)
        #expect(closing.elements == [.move(Point(x: 25, y: 50)), .line(Point(x: 0, y: 50)), .line(Point(x: 0, y: 0))])
        #expect(path.trimmed(from: 0.6, to: 0.4).isEmpty)
    }

    @Test func aCirclesFirstQuarterRunsFromThreeToSixOClock() {
        let circle = ShapePath.outline(of: .circle, in: Rect(x: 0, y: 0, width: 100, height: 100))
        let quarter = circle.trimmed(from: 0, to: 0.25)
        // The circle starts at its rightmost point (100, 50) and its first quarter ends at the
        // bottom (50, 100).
        #expect(Self.near(Self.end(quarter.elements[0]), Point(x: 100, y: 50)))
        #expect(Self.near(quarter.currentPoint, Point(x: 50, y: 100), 1e-6))
    }

    @Test func aCircleIsTheSquareOfTheShorterSideCentred() {
        let circle = ShapePath.outline(of: .circle, in: Rect(x: 0, y: 0, width: 100, height: 60))
        // Side 60, centred: x from (100 − 60) / 2 = 20 to 80.
        let box = circle.boundingRect
        #expect(abs(box.x - 20) < 1e-9 && abs(box.width - 60) < 1e-9 && abs(box.height - 60) < 1e-9)
    }
}
