/// What a chart's plot area draws, for renderers: its marks and grid lines in unit coordinates
/// (x 0…1 from the leading edge, y 0…1 from the top), so the drawing scales with the plot's frame.
public struct ChartDrawing: Hashable, Sendable {
    public enum Shape: Hashable, Sendable {
        /// A bar or rectangle; `cornerRadius` in points.
        case rect(Rect, cornerRadius: Double)
        /// A line through the points, in order; `lineWidth` in points.
        case line([Point], lineWidth: Double)
        /// A filled polygon (an area between two lines).
        case area([Point])
        /// A point symbol (a filled circle) of `diameter` points.
        case point(Point, diameter: Double)
        /// A straight segment; `lineWidth` in points.
        case rule(Point, Point, lineWidth: Double)
        /// A pie slice: angles in radians clockwise from 12 o'clock, inside the largest circle
        /// centred in the plot; `innerRatio` of its radius is left empty (a donut).
        case sector(start: Double, end: Double, innerRatio: Double)
    }

    public struct Element: Hashable, Sendable {
        public var shape: Shape
        public var color: ColorValue
        public var series: String?
        /// A rectangle's width and height as the renderer finds them from its unit rectangle and the
        /// plot's frame: the unit size, or a size in points centred on the unit rectangle.
        public var width: Extent = .unit
        public var height: Extent = .unit
    }

    /// One side of a rectangle (`MarkDimension` of `BarMark(width:)`, `RectangleMark(height:)`).
    public enum Extent: Hashable, Sendable {
        /// The unit rectangle's length scaled to the plot.
        case unit
        /// This many points, centred where the unit rectangle is.
        case points(Double)
        /// The unit rectangle's length (one scale step) less this many points on each side.
        case inset(Double)

        /// The length in points for a unit rectangle `unitLength` points long.
        public func length(unitLength: Double) -> Double {
            switch self {
            case .unit: return unitLength
            case .points(let points): return max(points, 0)
            case .inset(let inset): return max(unitLength - 2 * inset, 0)
            }
        }
    }

    /// Vertical grid lines at these x positions (0…1).
    public var verticalGridLines: [Double] = []
    /// Horizontal grid lines at these y positions (0…1 from the top).
    public var horizontalGridLines: [Double] = []
    public var elements: [Element] = []
    /// Points of the plot's frame the unit square leaves empty on each side: the scales' range
    /// padding (`ChartAxis.startPadding`). Grid lines still span the whole plot across their axis.
    public var insets = EdgeInsets()

    public init() {}

    /// Counts of each shape, for snapshots and descriptions: `bar=7 line=1`.
    public var summary: String {
        var counts: [(String, Int)] = []
        func add(_ name: String) {
            if let index = counts.firstIndex(where: { $0.0 == name }) { counts[index].1 += 1 } else { counts.append((name, 1)) }
        }
        for element in elements {
            switch element.shape {
            case .rect: add("rect")
            case .line: add("line")
            case .area: add("area")
            case .point: add("point")
            case .rule: add("rule")
            case .sector: add("sector")
            }
        }
        return counts.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
    }
}

/// Points kept empty inside a chart's plot area on each side (the scales' range padding).
extension EdgeInsets {
    /// The insets of a chart whose x scale is padded as `x` says and y scale as `y` says: x
    /// starts at the leading edge, y at the bottom.
    public init(x: ChartAxis, y: ChartAxis) {
        self.init(top: y.endPadding, leading: x.startPadding, bottom: y.startPadding, trailing: x.endPadding)
    }

    /// Where a chart's unit square goes inside `plot`: the plot less these insets (never negative).
    public func unitRect(in plot: Rect) -> Rect {
        Rect(x: plot.x + leading, y: plot.y + top, width: max(plot.width - leading - trailing, 0),
             height: max(plot.height - top - bottom, 0))
    }
}
