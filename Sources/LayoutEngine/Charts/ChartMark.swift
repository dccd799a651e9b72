/// One mark of a chart (`BarMark`, `LineMark`, …) with the values it plots and its paint.
///
/// The positional values are the marks' initializer arguments as Apple documents them
/// (developer.apple.com/documentation/charts/barmark and siblings): `x:`/`y:`, the interval forms
/// `xStart:xEnd:`/`yStart:yEnd:`, and for `SectorMark` `angle:` with `innerRadius:`.
public struct ChartMark: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case bar = "BarMark", line = "LineMark", area = "AreaMark", point = "PointMark"
        case rule = "RuleMark", rectangle = "RectangleMark", sector = "SectorMark"
    }

    public var kind: Kind
    public var x: ChartValue?
    public var y: ChartValue?
    public var xStart: ChartValue?
    public var xEnd: ChartValue?
    public var yStart: ChartValue?
    public var yEnd: ChartValue?
    /// `SectorMark(angle:)`: the slice's share of the whole.
    public var angle: Double?
    /// `SectorMark(innerRadius: .ratio(r))`: the hole as a fraction of the radius (0: a pie).
    public var innerRadiusRatio: Double = 0
    /// `foregroundStyle(by: .value("Kind", k))`: the series the mark belongs to (a legend entry).
    public var series: String?
    /// `LineMark(x:y:series:)`, `AreaMark(x:y:series:)`: the line or area the mark belongs to,
    /// apart from its colour (marks of one series but different groups are separate lines).
    public var group: String?
    /// `foregroundStyle(.red)`: the mark's own colour.
    public var color: ColorValue?
    /// `opacity(_:)`: the mark's colour is drawn at this opacity (0…1).
    public var opacity: Double = 1
    /// `cornerRadius(_:)` of a bar or rectangle, in points.
    public var cornerRadius: Double?
    /// `lineStyle(StrokeStyle(lineWidth:))` of a line or rule, in points.
    public var lineWidth: Double?
    /// `symbolSize(_:)` of a point: the symbol's area in square points.
    public var symbolArea: Double?

    /// `BarMark(width:)`, `RectangleMark(width:height:)`: the mark's size across its position
    /// (nil: automatic).
    public var width: MarkDimension?
    public var height: MarkDimension?
    /// `annotation(position:alignment:spacing:content:)`: views laid out beside the mark.
    public var annotations: [ChartAnnotation] = []

    public init(kind: Kind) { self.kind = kind }

    /// Swift Charts' `MarkDimension` (Apple, developer.apple.com/documentation/charts/markdimension):
    /// `.fixed(n)` "a constant dimension" of n points (also an integer or floating-point literal),
    /// `.ratio(r)` "proportional to the scale step size, using the specified ratio" (0…1),
    /// `.inset(n)` "the step size minus the specified inset value on each side", in points.
    public enum MarkDimension: Hashable, Sendable {
        case fixed(Double)
        case ratio(Double)
        case inset(Double)
    }
}
