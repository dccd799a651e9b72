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

/// Draws a `ControlDrawing` as iOS shows the control, from rectangles, circles and filled paths
/// painted with theme classes, so the SVG (light and dark) and the PNG rasteriser (which paints
/// the same elements) agree. Colours are the system palette's (`SystemPalette`); proportions
/// not given by a source are **unverified** approximations of iOS 17, listed in `docs/render.md`.
extension DiagramDrawing {
    /// The knob of a switch: 27 pt across, 2 pt from the track's edge (a 31 pt track less 2 × 2;
    /// unverified: measured from no published drawing, only the 51 × 31 `UISwitch` frame).
    static let switchKnobInset = 2.0
    /// A slider's track thickness and knob diameter (unverified).
    static let sliderTrackHeight = 4.0, sliderKnobDiameter = 28.0
    /// The corner radius of a bordered button at the regular control size (unverified).
    static let borderedButtonRadius = 8.0
    /// An inset-grouped section's card corner radius (unverified; 10 pt as UIKit's inset-grouped cells).
    static let sectionCardRadius = 10.0
    /// A list separator's thickness: a hairline of one device pixel at 3×, drawn as 1/3 pt (unverified).
    static let separatorThickness = 1.0 / 3.0

    /// The tint of a control: its own `.tint(_:)`, else the accent colour.
    static func tint(_ tint: ColorValue?) -> ColorValue { tint ?? .system(.accentColor) }

    /// Draws what `view`'s control shows; returns whether the view's own content is replaced
    /// (leaves such as a switch) rather than drawn as well (containers such as a button).
    mutating func drawControl(_ control: ControlDrawing, of view: DiagramView) -> Bool {
        let frame = view.displayFrame
        switch control {
        case let .toggleSwitch(isOn, tint):
            let track = isOn ? tint ?? .system(.green) : .system(.secondarySystemFill)
            addControlRect(frame, radius: frame.height / 2, fill: track, view: view, describe: true)
            let diameter = max(frame.height - 2 * Self.switchKnobInset, 0)
            let x = isOn ? frame.maxX - Self.switchKnobInset - diameter : frame.x + Self.switchKnobInset
            addKnob(Rect(x: x, y: frame.y + Self.switchKnobInset, width: diameter, height: diameter))
            return true
        case let .button(style, isDestructive, tint):
            let color = isDestructive ? ColorValue.system(.red) : Self.tint(tint)
            switch style {
            case "bordered": addControlRect(frame, radius: Self.borderedButtonRadius, fill: color.withOpacity(0.15), view: view, describe: false)
            case "borderedProminent": addControlRect(frame, radius: Self.borderedButtonRadius, fill: color, view: view, describe: false)
            default: break
            }
            return false
        case let .slider(fraction):
            let y = frame.midY - Self.sliderTrackHeight / 2
            let knob = min(Self.sliderKnobDiameter, frame.width, frame.height)
            let centre = frame.x + knob / 2 + Self.unit(fraction) * max(frame.width - knob, 0)
            addControlRect(Rect(x: frame.x, y: y, width: frame.width, height: Self.sliderTrackHeight), radius: Self.sliderTrackHeight / 2,
                           fill: .system(.systemFill), view: view, describe: true)
            addControlRect(Rect(x: frame.x, y: y, width: max(centre - frame.x, 0), height: Self.sliderTrackHeight),
                           radius: Self.sliderTrackHeight / 2, fill: Self.tint(nil), view: view, describe: false)
            addKnob(Rect(x: centre - knob / 2, y: frame.midY - knob / 2, width: knob, height: knob))
            return true
        case .stepper:
            addControlRect(frame, radius: 8, fill: .system(.tertiarySystemFill), view: view, describe: true)
            let bar = 1.5, arm = 7.0
            let minusX = frame.x + frame.width / 4, plusX = frame.x + 3 * frame.width / 4
            addControlRect(Rect(x: frame.midX - 0.5, y: frame.midY - 9, width: 1, height: 18), radius: 0, fill: .system(.separator), view: view, describe: false)
            addControlRect(Rect(x: minusX - arm, y: frame.midY - bar / 2, width: 2 * arm, height: bar), radius: 0, fill: .system(.label), view: view, describe: false)
            addControlRect(Rect(x: plusX - arm, y: frame.midY - bar / 2, width: 2 * arm, height: bar), radius: 0, fill: .system(.label), view: view, describe: false)
            addControlRect(Rect(x: plusX - bar / 2, y: frame.midY - arm, width: bar, height: 2 * arm), radius: 0, fill: .system(.label), view: view, describe: false)
            return true
        case let .progressBar(fraction):
            addControlRect(frame, radius: frame.height / 2, fill: .system(.systemFill), view: view, describe: true)
            addControlRect(Rect(x: frame.x, y: frame.y, width: frame.width * Self.unit(fraction), height: frame.height),
                           radius: frame.height / 2, fill: Self.tint(nil), view: view, describe: false)
            return true
        case .spinner:
            // Eight spokes, fading round the circle as iOS's activity indicator (unverified look).
            let radius = min(frame.width, frame.height) / 2
            for spoke in 0..<8 {
                let angle = Double(spoke) * .pi / 4 - .pi / 2
                let d = Self.spokePath(centre: (frame.midX, frame.midY), angle: angle, from: radius * 0.45, to: radius, width: radius * 0.2)
                addControlPath(d, fill: ColorValue.system(.gray).withOpacity(1 - Double(spoke) * 0.1), view: view, describe: spoke == 0)
            }
            return true
        case let .gauge(fraction, circular):
            if circular {
                let radius = min(frame.width, frame.height) / 2
                let width = radius * 0.16
                let start = 0.75 * .pi, sweep = 1.5 * .pi
                addControlPath(Self.arcPath(centre: (frame.midX, frame.midY), radius: radius - width / 2, width: width, from: start, sweep: sweep),
                               fill: .system(.systemFill), view: view, describe: true)
                addControlPath(Self.arcPath(centre: (frame.midX, frame.midY), radius: radius - width / 2, width: width, from: start,
                                            sweep: sweep * Self.unit(fraction)), fill: Self.tint(nil), view: view, describe: false)
            } else {
                addControlRect(frame, radius: frame.height / 2, fill: .system(.systemFill), view: view, describe: true)
                addControlRect(Rect(x: frame.x, y: frame.y, width: frame.width * Self.unit(fraction), height: frame.height),
                               radius: frame.height / 2, fill: Self.tint(nil), view: view, describe: false)
            }
            return true
        case let .segmented(count, selected):
            addControlRect(frame, radius: 8, fill: .system(.tertiarySystemFill), view: view, describe: false)
            guard count > 0 else { return false }
            let segment = frame.width / Double(count)
            for index in 1..<max(count, 1) where selected.map({ index != $0 && index != $0 + 1 }) ?? true {
                addControlRect(Rect(x: frame.x + Double(index) * segment - 0.5, y: frame.midY - 8, width: 1, height: 16), radius: 0,
                               fill: .system(.separator), view: view, describe: false)
            }
            if let selected, selected < count {
                addControlRect(Rect(x: frame.x + Double(selected) * segment + 2, y: frame.y + 2, width: segment - 4, height: frame.height - 4),
                               radius: 7, fill: .system(.systemBackground), view: view, describe: false)
            }
            return false
        case let .textField(roundedBorder):
            if roundedBorder {
                addControlRect(frame, radius: 5, fill: .system(.systemBackground), stroke: .system(.opaqueSeparator), view: view, describe: false)
            }
            return false
        case let .list(style):
            if style == .grouped || style == .insetGrouped {
                addControlRect(frame, radius: 0, fill: .system(.systemGroupedBackground), view: view, describe: false)
                // Rows written outside any `Section` form sections of their own.
                drawRowCards(view.contentChildren.filter { $0.kind != "Section" }, style: style, in: frame)
            } else {
                drawSeparators(rows: view.contentChildren.filter { $0.kind != "Section" }, trailing: frame.maxX)
            }
            return false
        case let .listSection(style):
            let children = view.contentChildren
            let rows = children.filter { $0.kind != "header" && $0.kind != "footer" }
            if style == .grouped || style == .insetGrouped {
                let header = children.first { $0.kind == "header" }, footer = children.first { $0.kind == "footer" }
                let top = header.map { $0.frame.maxY + ListMetrics.supplementGap } ?? frame.y
                let bottom = footer.map { $0.frame.y - ListMetrics.supplementGap } ?? frame.maxY
                if bottom > top, !rows.isEmpty {
                    addControlRect(Rect(x: frame.x, y: top, width: frame.width, height: bottom - top),
                                   radius: style == .insetGrouped ? Self.sectionCardRadius : 0,
                                   fill: .system(.secondarySystemGroupedBackground), view: view, describe: false)
                }
            }
            drawSeparators(rows: rows, trailing: frame.maxX)
            return false
        }
    }

    /// Cards behind rows written directly in a grouped list: each run of rows, from the first
    /// row's band to the last's.
    private mutating func drawRowCards(_ rows: [DiagramView], style: ListStyleKind, in frame: Rect) {
        guard let first = rows.first, let last = rows.last else { return }
        let top = Self.rowBand(first).top, bottom = Self.rowBand(last).bottom
        let margin = style.sectionMargin
        addControlRect(Rect(x: frame.x + margin, y: top, width: max(frame.width - 2 * margin, 0), height: bottom - top),
                       radius: style == .insetGrouped ? Self.sectionCardRadius : 0,
                       fill: .system(.secondarySystemGroupedBackground), view: first, describe: false)
        drawSeparators(rows: rows, trailing: frame.maxX - margin)
    }

    /// Hairlines between consecutive rows, at the bottom of each row's band, from the row's content
    /// leading edge to `trailing`.
    private mutating func drawSeparators(rows: [DiagramView], trailing: Double) {
        for (row, next) in zip(rows, rows.dropFirst()) where next.frame.y > row.frame.y {
            let y = Self.rowBand(row).bottom
            addControlRect(Rect(x: row.frame.x, y: y - Self.separatorThickness / 2, width: max(trailing - row.frame.x, 0),
                                height: Self.separatorThickness), radius: 0, fill: .system(.separator), view: row, describe: false)
        }
    }

    /// The band a row's content is centred in: as tall as the content and the default vertical
    /// insets, at least the minimum row height (`ListSectionLayout`'s rule).
    static func rowBand(_ row: DiagramView) -> (top: Double, bottom: Double) {
        let height = max(ListMetrics.minimumRowHeight, row.frame.height + 2 * ListMetrics.rowVerticalInset)
        let slack = (height - row.frame.height) / 2
        return (row.frame.y - slack, row.frame.maxY + slack)
    }

    private mutating func addKnob(_ box: Rect) {
        // White with a faint edge, as the knob's shadow reads on a white background (unverified).
        addControlRect(box, radius: box.width / 2, fill: .system(.white), stroke: ColorValue.system(.black).withOpacity(0.15),
                       view: nil, describe: false)
    }

    private mutating func addControlRect(_ box: Rect, radius: Double, fill: ColorValue, stroke: ColorValue? = nil,
                                         view: DiagramView?, describe shouldDescribe: Bool) {
        guard box.isFinite, box.width > 0, box.height > 0 else { return }
        controlPartBoxes.append(box)
        var rect = XMLElement("rect")
        if shouldDescribe, let view { rect.set("id", elementID(for: view, role: "v")) }
        rect.set("class", controlClasses(fill: fill, stroke: stroke))
        rect.set("x", box.x)
        rect.set("y", box.y)
        rect.set("width", box.width)
        rect.set("height", box.height)
        let r = max(min(radius, box.width / 2, box.height / 2), 0)
        if r > 0 { rect.set("rx", r) }
        if let view { applyOpacity(view, to: &rect) }
        if shouldDescribe, let view { describe(view, on: &rect) }
        fills.append(rect)
    }

    private mutating func addControlPath(_ d: String, fill: ColorValue, view: DiagramView, describe shouldDescribe: Bool) {
        guard !d.isEmpty else { return }
        var path = XMLElement("path")
        if shouldDescribe { path.set("id", elementID(for: view, role: "v")) }
        path.set("class", controlClasses(fill: fill, stroke: nil))
        path.set("d", d)
        applyOpacity(view, to: &path)
        if shouldDescribe { describe(view, on: &path) }
        fills.append(path)
    }

    private mutating func controlClasses(fill: ColorValue, stroke: ColorValue?) -> String {
        var classes: [String] = []
        if fill.cssValues != nil {
            styleSheet.useFill(fill)
            classes.append("f-" + fill.classToken)
        }
        if let stroke, stroke.cssValues != nil {
            styleSheet.useStroke(stroke)
            classes.append("s-" + stroke.classToken)
        }
        return classes.joined(separator: " ")
    }

    /// A spoke: a thin quadrilateral from `from` to `to` along `angle` round `centre`.
    static func spokePath(centre: (Double, Double), angle: Double, from: Double, to: Double, width: Double) -> String {
        let (dx, dy) = (cos(angle), sin(angle)), (nx, ny) = (-sin(angle) * width / 2, cos(angle) * width / 2)
        let points = [(from, 1.0), (to, 1.0), (to, -1.0), (from, -1.0)].map { distance, side in
            (centre.0 + dx * distance + nx * side, centre.1 + dy * distance + ny * side)
        }
        return polygon(points)
    }

    /// A thick arc as a filled polygon (outer edge, then inner edge back), in 48 steps per turn.
    static func arcPath(centre: (Double, Double), radius: Double, width: Double, from start: Double, sweep: Double) -> String {
        guard sweep > 0, radius > 0 else { return "" }
        let steps = max(Int((sweep / (2 * .pi) * 48).rounded(.up)), 1)
        let angles = (0...steps).map { start + sweep * Double($0) / Double(steps) }
        let outer = angles.map { (centre.0 + cos($0) * (radius + width / 2), centre.1 + sin($0) * (radius + width / 2)) }
        let inner = angles.reversed().map { (centre.0 + cos($0) * (radius - width / 2), centre.1 + sin($0) * (radius - width / 2)) }
        return polygon(outer + inner)
    }

    private static func polygon(_ points: [(Double, Double)]) -> String {
        guard let first = points.first else { return "" }
        var d = "M" + DiagramNumber.format(first.0) + " " + DiagramNumber.format(first.1)
        for point in points.dropFirst() { d += "L" + DiagramNumber.format(point.0) + " " + DiagramNumber.format(point.1) }
        return d + "Z"
    }

    static func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
}
