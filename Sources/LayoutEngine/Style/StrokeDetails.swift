/// A stroke's shape beyond its width and colour: SwiftUI's `StrokeStyle` (Apple,
/// `StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`, whose defaults
/// are `.butt`, `.miter`, a miter limit of 10, no dash and a phase of 0) and where the stroke
/// lies: `stroke(_:style:)` centres it on the outline, `strokeBorder(_:style:)` insets the shape
/// by half the line width first (Apple, `InsettableShape.strokeBorder(_:style:antialiased:)`:
/// "the result of insetting `self` by `style.lineWidth / 2`, stroking the resulting shape").
/// Paint only.
public struct StrokeDetails: Hashable, Sendable {
    /// `CGLineCap`: how an open subpath's ends and each dash's ends are drawn.
    public enum LineCap: String, Hashable, Sendable {
        case butt, round, square
    }

    /// `CGLineJoin`: how two segments meet.
    public enum LineJoin: String, Hashable, Sendable {
        case miter, round, bevel
    }

    /// Where the stroke lies on the shape's outline.
    public enum Placement: Hashable, Sendable {
        /// `stroke(_:lineWidth:)`, `stroke(_:style:)`: half the width each side of the outline.
        case centred
        /// `strokeBorder(_:lineWidth:)`, `strokeBorder(_:style:)`, `border(_:width:)`: inside the frame.
        case inside
    }

    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double
    public var placement: Placement
    /// The stroke was given no colour: it paints the foreground style, so a `foregroundColor` or
    /// `foregroundStyle` around the shape colours the stroke (not a fill).
    public var paintsForeground = false

    public init(lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0, placement: Placement = .centred) {
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
        self.placement = placement
    }

    /// The dash pattern as drawn: none when it has no length to repeat or holds a negative or
    /// non-finite length (Core Graphics and SVG draw such a pattern solid: SVG 2, "stroke-dasharray":
    /// a negative value is an error and "rendered as if a value of none were specified").
    public var drawnDash: [Double] {
        guard dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.reduce(0, +) > 0 else { return [] }
        return dash
    }
}
