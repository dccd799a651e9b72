/// How a view is painted: fill, stroke and opacity. Never affects layout; kept on the node so a
/// renderer can draw `.fill(.blue)`, `.foregroundStyle(.red)` or a `border`'s stroke.
public struct ViewStyle: Hashable, Sendable {
    public var fill: ColorValue?
    public var stroke: ColorValue?
    public var lineWidth: Double
    public var opacity: Double

    public init(fill: ColorValue? = nil, stroke: ColorValue? = nil, lineWidth: Double = 1, opacity: Double = 1) {
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.opacity = opacity
    }

    public static let plain = ViewStyle()
}
