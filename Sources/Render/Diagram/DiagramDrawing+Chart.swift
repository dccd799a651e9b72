#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine

/// A chart's plot area as SVG: grid lines, then each mark in its colour, mapped from the
/// drawing's unit coordinates into the plot's frame. Plain `<rect>`, `<circle>` and `<path>`
/// elements, so the PNG rasteriser draws them as it draws every shape.
extension DiagramDrawing {
    /// Grid lines: a hairline in the separator grey (Swift Charts' `AxisGridLine`, **unverified** colour and width).
    static let chartGridColor = ColorValue.faded(.gray, opacity: 0.3)

    mutating func drawChart(_ drawing: ChartDrawing, in frame: Rect) {
        guard frame.width > 0, frame.height > 0 else { return }
        // Marks and grid positions map into the plot less the scales' range padding; grid lines
        // still cross the whole plot.
        let plot = frame
        let frame = drawing.insets.unitRect(in: plot)
        func point(_ p: Point) -> (Double, Double) { (frame.x + p.x * frame.width, frame.y + p.y * frame.height) }
        func number(_ value: Double) -> String { DiagramNumber.format(value) }
        var grid = ""
        for x in drawing.verticalGridLines where x.isFinite {
            let px = frame.x + x * frame.width
            grid += "M\(number(px)) \(number(plot.y))V\(number(plot.maxY))"
        }
        for y in drawing.horizontalGridLines where y.isFinite {
            let py = frame.y + y * frame.height
            grid += "M\(number(plot.x)) \(number(py))H\(number(plot.maxX))"
        }
        if !grid.isEmpty, Self.chartGridColor.cssValues != nil {
            styleSheet.useStroke(Self.chartGridColor)
            fills.append(XMLElement("path", ["class": "s-" + Self.chartGridColor.classToken, "fill": "none", "stroke-width": "0.5", "d": grid]))
        }
        for element in drawing.elements {
            guard element.color.cssValues != nil else { continue }
            var svg: XMLElement
            var filled = true
            switch element.shape {
            case let .rect(rect, cornerRadius):
                let (x0, y0) = point(rect.origin)
                let unitWidth = max(rect.width * frame.width, 0), unitHeight = max(rect.height * frame.height, 0)
                // A fixed or inset side keeps the unit rectangle's centre (`ChartDrawing.Extent`).
                let width = element.width.length(unitLength: unitWidth), height = element.height.length(unitLength: unitHeight)
                svg = XMLElement("rect")
                svg.set("x", element.width == .unit ? x0 : x0 + (unitWidth - width) / 2)
                svg.set("y", element.height == .unit ? y0 : y0 + (unitHeight - height) / 2)
                svg.set("width", width)
                svg.set("height", height)
                if cornerRadius > 0 { svg.set("rx", min(cornerRadius, width / 2, height / 2)) }
            case let .line(points, lineWidth):
                guard points.count > 1 else {
                    // A line of one point draws nothing in Swift Charts either.
                    continue
                }
                svg = XMLElement("path", ["fill": "none", "d": Self.polyline(points.map(point))])
                svg.set("stroke-width", lineWidth)
                svg.set("stroke-linejoin", "round")
                svg.set("stroke-linecap", "round")
                filled = false
            case let .area(points):
                guard points.count > 2 else { continue }
                svg = XMLElement("path", ["d": Self.polyline(points.map(point)) + "Z"])
            case let .point(center, diameter):
                let (cx, cy) = point(center)
                svg = XMLElement("circle")
                svg.set("cx", cx)
                svg.set("cy", cy)
                svg.set("r", diameter / 2)
            case let .rule(from, to, lineWidth):
                svg = XMLElement("path", ["fill": "none", "d": Self.polyline([point(from), point(to)])])
                svg.set("stroke-width", lineWidth)
                filled = false
            case let .sector(start, end, innerRatio):
                let radius = min(frame.width, frame.height) / 2
                svg = XMLElement("path", ["d": Self.sector(center: (frame.x + frame.width / 2, frame.y + frame.height / 2),
                                                          radius: radius, inner: radius * innerRatio, start: start, end: end)])
            }
            if filled {
                styleSheet.useFill(element.color)
                svg.set("class", "f-" + element.color.classToken)
            } else {
                styleSheet.useStroke(element.color)
                svg.set("class", "s-" + element.color.classToken)
            }
            fills.append(svg)
        }
    }

    private static func polyline(_ points: [(Double, Double)]) -> String {
        points.enumerated().map { index, p in
            (index == 0 ? "M" : "L") + DiagramNumber.format(p.0) + " " + DiagramNumber.format(p.1)
        }.joined()
    }

    /// A slice as a polygon: arcs become short chords (at most 3° each), which both the SVG and
    /// the rasteriser draw without arc support.
    private static func sector(center: (Double, Double), radius: Double, inner: Double, start: Double, end: Double) -> String {
        let sweep = max(end - start, 0)
        let steps = max(Int((sweep / (Double.pi / 60)).rounded(.up)), 1)
        func at(_ angle: Double, _ r: Double) -> (Double, Double) {
            // Clockwise from 12 o'clock: x = sin, y = −cos.
            (center.0 + r * sin(angle), center.1 - r * cos(angle))
        }
        var points = (0...steps).map { at(start + sweep * Double($0) / Double(steps), radius) }
        if inner > 0 {
            points += (0...steps).reversed().map { at(start + sweep * Double($0) / Double(steps), inner) }
        } else {
            points.append(center)
        }
        return polyline(points) + "Z"
    }
}
