/// Turns a chart's marks into its two scales and the drawing of its plot area.
///
/// Bars and areas stack: marks at the same position add up, each starting where the previous one
/// ended (Apple's `MarkStackingMethod.standard`, the default of `BarMark` and `AreaMark`).
/// A bar is vertical unless its y value is a category or it spans `xStart…xEnd`.
public struct ChartPlotter {
    /// The share of its band a bar takes on a category axis (**unverified**: Swift Charts'
    /// automatic bar width).
    public static let barBandFraction = 0.6
    /// A bar on a numeric or date axis: this share of the smallest gap between positions, or of
    /// the plot when there is one position (**unverified**).
    public static let barGapFraction = 0.6
    /// `LineMark`'s default line width and `RuleMark`'s, in points (**unverified**).
    public static let lineWidth = 2.0
    public static let ruleWidth = 1.0
    /// `PointMark`'s default symbol: a circle of this diameter in points (**unverified**).
    public static let pointDiameter = 8.0
    /// `AreaMark` fills with its colour at this opacity (**unverified**).
    public static let areaOpacity = 0.8

    public let spec: ChartSpec
    public private(set) var xScale: ChartScale
    public private(set) var yScale: ChartScale
    public private(set) var drawing = ChartDrawing()
    /// Each mark's annotations with the mark's bounds, in the order the marks are written.
    public private(set) var annotations: [PlacedAnnotation] = []

    /// An annotation and the bounds of its mark in unit coordinates (x 0…1 from the leading edge,
    /// y 0…1 from the top): a bar's or rectangle's rectangle, a point's, line's or area's data
    /// point (an empty rectangle), a rule's segment.
    public struct PlacedAnnotation: Hashable, Sendable {
        public var annotation: ChartAnnotation
        public var anchor: Rect
    }

    /// One mark with its stacked value interval resolved.
    private struct Placed {
        var mark: ChartMark
        /// The bar's or area's value span on the value axis (start, end).
        var span: (Double, Double)?
        var isHorizontal = false
    }

    /// `dateLabel` names a date tick (seconds since 1970): the reader's calendar knows dates.
    public init(spec: ChartSpec, dateLabel: (Double) -> String) {
        self.spec = spec
        let placed = Self.stack(spec.marks)
        var xValues: [ChartValue] = [], yValues: [ChartValue] = []
        for item in placed {
            let mark = item.mark
            xValues += [mark.x, mark.xStart, mark.xEnd].compactMap { $0 }
            yValues += [mark.y, mark.yStart, mark.yEnd].compactMap { $0 }
            if let (start, end) = item.span {
                if item.isHorizontal { xValues += [.number(start), .number(end)] } else { yValues += [.number(start), .number(end)] }
            }
        }
        xValues += Self.barPadding(placed.filter { $0.mark.kind == .bar && !$0.isHorizontal }.compactMap(\.mark.x))
        yValues += Self.barPadding(placed.filter { $0.mark.kind == .bar && $0.isHorizontal }.compactMap(\.mark.y))
        xScale = ChartScale(values: xValues, axis: spec.xAxis, dateLabel: dateLabel)
        yScale = ChartScale(values: yValues, axis: spec.yAxis, dateLabel: dateLabel)
        if spec.isPolar { drawSectors(placed) } else { draw(placed) }
    }

    /// Bars centred on numbers or dates reach half a bar past their first and last positions: the
    /// domain takes in half the smallest gap beyond each end (a day for a lone date, 1 for a lone
    /// number) so they stay inside the plot (**unverified**: Swift Charts' `unit:` bars span their
    /// calendar unit).
    private static func barPadding(_ positions: [ChartValue]) -> [ChartValue] {
        guard positions.allSatisfy({ !$0.isCategory }) else { return [] }
        let sorted = Set(positions.compactMap(\.quantity)).sorted()
        guard let first = sorted.first, let last = sorted.last else { return [] }
        let isDate = positions.contains { if case .date = $0 { return true } else { return false } }
        let gap = zip(sorted, sorted.dropFirst()).map { $1 - $0 }.min() ?? (isDate ? 86_400 : 1)
        let ends = [first - gap / 2, last + gap / 2]
        return ends.map { isDate ? .date($0) : .number($0) }
    }

    // MARK: Stacking

    /// A bar whose categories run down the y axis, or that spans `xStart…xEnd`: its thickness is
    /// its `height:`, and a vertical bar's is its `width:`.
    public static func isHorizontalBar(_ mark: ChartMark) -> Bool {
        if mark.y?.isCategory == true, mark.x?.isCategory != true { return true }
        return mark.xStart != nil && mark.xEnd != nil && mark.yStart == nil
    }

    private static func stack(_ marks: [ChartMark]) -> [Placed] {
        var positive: [String: Double] = [:], negative: [String: Double] = [:]
        return marks.map { mark in
            var item = Placed(mark: mark)
            guard mark.kind == .bar || mark.kind == .area else { return item }
            let horizontal = mark.kind == .bar && isHorizontalBar(mark)
            item.isHorizontal = horizontal
            let (position, value, start, end) = horizontal ? (mark.y, mark.x, mark.xStart, mark.xEnd) : (mark.x, mark.y, mark.yStart, mark.yEnd)
            if let low = start?.quantity, let high = end?.quantity {
                item.span = (low, high)
            } else if let amount = value?.quantity {
                let key = mark.kind.rawValue + "|" + (position.map { "\($0)" } ?? "-")
                let base = amount >= 0 ? positive[key, default: 0] : negative[key, default: 0]
                item.span = (base, base + amount)
                if amount >= 0 { positive[key] = base + amount } else { negative[key] = base + amount }
            }
            return item
        }
    }

    // MARK: Drawing

    /// The mark's colour at its `opacity(_:)`.
    private func color(_ mark: ChartMark) -> ColorValue {
        let paint = unfadedColor(mark)
        return mark.opacity < 1 ? paint.withOpacity(mark.opacity) : paint
    }

    private func unfadedColor(_ mark: ChartMark) -> ColorValue {
        if let color = mark.color { return color }
        if let series = mark.series, let color = spec.seriesColors[series] { return color }
        if let series = mark.series, let index = spec.seriesNames.firstIndex(of: series) { return ChartPalette.color(seriesIndex: index) }
        return ChartPalette.single
    }

    private func ux(_ value: ChartValue?) -> Double? { value.flatMap { xScale.position($0) } }
    private func uy(_ value: ChartValue?) -> Double? { value.flatMap { yScale.position($0) }.map { 1 - $0 } }

    /// The scale step of `scale` (0…1): a band, or the smallest gap between `positions` (the plot
    /// for one position).
    private func step(on scale: ChartScale, positions: [Double?]) -> Double {
        if let band = scale.bandWidth { return band }
        let sorted = Set(positions.compactMap { $0 }).sorted()
        let gaps = zip(sorted, sorted.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
        return gaps.min() ?? 1
    }

    /// The half width of a bar or rectangle centred on a position of `scale`.
    private func halfWidth(on scale: ChartScale, positions: [Double?]) -> Double {
        step(on: scale, positions: positions) * (scale.isBand ? Self.barBandFraction : Self.barGapFraction) / 2
    }

    /// A mark's half length across its position (0…1) and how the renderer sizes it, for a
    /// `MarkDimension` on a scale whose step is `step`: `.ratio(r)` is r of the step, `.inset(n)`
    /// the step less n points each side, `.fixed(n)` n points (Apple, `MarkDimension`).
    private static func across(_ dimension: ChartMark.MarkDimension?, step: Double,
                               automaticHalf: Double) -> (half: Double, extent: ChartDrawing.Extent) {
        switch dimension {
        case nil: return (automaticHalf, .unit)
        case .ratio(let ratio)?: return (step * min(max(ratio, 0), 1) / 2, .unit)
        case .fixed(let points)?: return (automaticHalf, .points(points))
        case .inset(let inset)?: return (step / 2, .inset(inset))
        }
    }

    private mutating func draw(_ placed: [Placed]) {
        if !spec.isPolar { drawing.insets = EdgeInsets(x: spec.xAxis, y: spec.yAxis) }
        if !xScale.isBand { drawing.verticalGridLines = xScale.ticks.map(\.position) }
        if !yScale.isBand { drawing.horizontalGridLines = yScale.ticks.map { 1 - $0.position } }
        let verticalPositions = placed.filter { !$0.isHorizontal }.map { ux($0.mark.x) }
        let horizontalPositions = placed.filter(\.isHorizontal).map { uy($0.mark.y) }
        let verticalHalf = halfWidth(on: xScale, positions: verticalPositions)
        let horizontalHalf = halfWidth(on: yScale, positions: horizontalPositions)
        let xStep = step(on: xScale, positions: verticalPositions), yStep = step(on: yScale, positions: horizontalPositions)
        var lines: [String: [Point]] = [:], lineOrder: [String] = [], lineColors: [String: ColorValue] = [:], lineWidths: [String: Double] = [:]
        var areas: [String: [(Point, Point)]] = [:], areaOrder: [String] = [], areaColors: [String: ColorValue] = [:]
        for item in placed {
            let mark = item.mark
            let paint = color(mark)
            switch mark.kind {
            case .bar:
                guard let (start, end) = item.span else { continue }
                if item.isHorizontal {
                    guard let a = xScale.position(ofQuantity: start), let b = xScale.position(ofQuantity: end) else { continue }
                    let center = uy(mark.y) ?? 0.5
                    let (half, extent) = mark.y == nil ? (0.5, .unit) : Self.across(mark.height, step: yStep, automaticHalf: horizontalHalf)
                    add(.rect(Rect(x: min(a, b), y: center - half, width: abs(b - a), height: 2 * half), cornerRadius: mark.cornerRadius ?? 0),
                        paint, mark, height: extent)
                } else {
                    guard let a = yScale.position(ofQuantity: start), let b = yScale.position(ofQuantity: end) else { continue }
                    let center = ux(mark.x) ?? 0.5
                    let (half, extent) = mark.x == nil ? (0.5, .unit) : Self.across(mark.width, step: xStep, automaticHalf: verticalHalf)
                    add(.rect(Rect(x: center - half, y: 1 - max(a, b), width: 2 * half, height: abs(b - a)), cornerRadius: mark.cornerRadius ?? 0),
                        paint, mark, width: extent)
                }
            case .rectangle:
                let x0 = ux(mark.xStart), x1 = ux(mark.xEnd), y0 = uy(mark.yStart), y1 = uy(mark.yEnd)
                let cx = ux(mark.x), cy = uy(mark.y)
                let (halfX, widthExtent) = Self.across(mark.width, step: xScale.bandWidth ?? xStep,
                                                       automaticHalf: xScale.bandWidth.map { $0 / 2 } ?? verticalHalf)
                let (halfY, heightExtent) = Self.across(mark.height, step: yScale.bandWidth ?? yStep,
                                                        automaticHalf: yScale.bandWidth.map { $0 / 2 } ?? horizontalHalf)
                // A bound neither given nor implied by `x:`/`y:` is the plotting area's edge (Apple,
                // `RectangleMark.init(xStart:xEnd:yStart:yEnd:)`: a nil `xStart` starts the rectangle
                // at the leading edge, a nil `xEnd` ends it at the trailing edge; so for y).
                func edge(_ bound: ChartValue?, _ position: Double?, _ value: ChartValue?, _ plotEdge: Double) -> Double? {
                    position ?? (bound == nil && value == nil ? plotEdge : nil)
                }
                guard let left = edge(mark.xStart, x0 ?? cx.map({ $0 - halfX }), mark.x, 0),
                      let right = edge(mark.xEnd, x1 ?? cx.map({ $0 + halfX }), mark.x, 1),
                      let top = edge(mark.yEnd, y1 ?? cy.map({ $0 - halfY }), mark.y, 0),
                      let bottom = edge(mark.yStart, y0 ?? cy.map({ $0 + halfY }), mark.y, 1) else { continue }
                // A size applies across a centre (`x:`/`y:`), not to a span between bounds.
                add(.rect(Rect(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top)),
                          cornerRadius: mark.cornerRadius ?? 0), paint, mark,
                    width: x0 == nil && x1 == nil && cx != nil ? widthExtent : .unit,
                    height: y0 == nil && y1 == nil && cy != nil ? heightExtent : .unit)
            case .line:
                guard let x = ux(mark.x), let y = uy(mark.y) else { continue }
                annotate(mark, Rect(x: x, y: y, width: 0, height: 0))
                let key = (mark.series ?? "") + "\u{0}" + (mark.group ?? "")
                if lines[key] == nil { lineOrder.append(key); lineColors[key] = paint; lineWidths[key] = mark.lineWidth ?? Self.lineWidth }
                lines[key, default: []].append(Point(x: x, y: y))
            case .area:
                guard let x = ux(mark.x), let (start, end) = item.span,
                      let a = yScale.position(ofQuantity: start), let b = yScale.position(ofQuantity: end) else { continue }
                annotate(mark, Rect(x: x, y: 1 - max(a, b), width: 0, height: 0))
                let key = (mark.series ?? "") + "\u{0}" + (mark.group ?? "")
                if areas[key] == nil { areaOrder.append(key); areaColors[key] = paint.withOpacity(Self.areaOpacity) }
                areas[key, default: []].append((Point(x: x, y: 1 - b), Point(x: x, y: 1 - a)))
            case .point:
                guard mark.x != nil || mark.y != nil else { continue }
                let x = ux(mark.x) ?? 0.5, y = uy(mark.y) ?? 0.5
                let diameter = mark.symbolArea.map { 2 * ($0 / Double.pi).squareRoot() } ?? Self.pointDiameter
                add(.point(Point(x: x, y: y), diameter: diameter), paint, mark)
            case .rule:
                let width = mark.lineWidth ?? Self.ruleWidth
                if let y = uy(mark.y) {
                    add(.rule(Point(x: ux(mark.xStart) ?? 0, y: y), Point(x: ux(mark.xEnd) ?? 1, y: y), lineWidth: width), paint, mark)
                } else if let x = ux(mark.x) {
                    add(.rule(Point(x: x, y: uy(mark.yEnd) ?? 0), Point(x: x, y: uy(mark.yStart) ?? 1), lineWidth: width), paint, mark)
                }
            case .sector:
                continue
            }
        }
        for key in areaOrder {
            let pairs = areas[key] ?? []
            let outline = pairs.map(\.0) + pairs.reversed().map(\.1)
            drawing.elements.insert(ChartDrawing.Element(shape: .area(outline), color: areaColors[key] ?? ChartPalette.single,
                                                         series: Self.seriesName(ofKey: key)), at: 0)
        }
        for key in lineOrder {
            drawing.elements.append(ChartDrawing.Element(shape: .line(lines[key] ?? [], lineWidth: lineWidths[key] ?? Self.lineWidth),
                                                         color: lineColors[key] ?? ChartPalette.single, series: Self.seriesName(ofKey: key)))
        }
    }

    /// A pie or donut: each sector's angle as its share of the total, clockwise from 12 o'clock.
    private mutating func drawSectors(_ placed: [Placed]) {
        let shares = placed.map { max($0.mark.angle ?? 0, 0) }
        let total = shares.reduce(0, +)
        guard total > 0, total.isFinite else { return }
        var start = 0.0
        for (item, share) in zip(placed, shares) {
            let sweep = share / total * 2 * Double.pi
            add(.sector(start: start, end: start + sweep, innerRatio: min(max(item.mark.innerRadiusRatio, 0), 1)), color(item.mark), item.mark)
            start += sweep
        }
    }

    private mutating func add(_ shape: ChartDrawing.Shape, _ color: ColorValue, _ mark: ChartMark,
                              width: ChartDrawing.Extent = .unit, height: ChartDrawing.Extent = .unit) {
        drawing.elements.append(ChartDrawing.Element(shape: shape, color: color, series: mark.series, width: width, height: height))
        switch shape {
        case let .rect(rect, _): annotate(mark, rect)
        case let .point(center, _): annotate(mark, Rect(origin: center, size: Size(width: 0, height: 0)))
        case let .rule(from, to, _):
            annotate(mark, Rect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y)))
        case .line, .area, .sector: break
        }
    }

    private mutating func annotate(_ mark: ChartMark, _ anchor: Rect) {
        annotations += mark.annotations.map { PlacedAnnotation(annotation: $0, anchor: anchor) }
    }

    /// The series of a line's or area's key (series, NUL, group).
    private static func seriesName(ofKey key: String) -> String? {
        let series = String(key.prefix { $0 != "\u{0}" })
        return series.isEmpty ? nil : series
    }
}
