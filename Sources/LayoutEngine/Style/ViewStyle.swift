/// How a view is painted: fill, stroke and opacity. Never affects layout; kept on the node so a
/// renderer can draw `.fill(.blue)`, `.foregroundStyle(.red)` or a `border`'s stroke.
public struct ViewStyle: Hashable, Sendable {
    public var fill: ColorValue?
    public var stroke: ColorValue?
    public var lineWidth: Double
    public var opacity: Double
    /// `.cornerRadius(r)` or `.clipShape(RoundedRectangle(cornerRadius: r))`: the view is drawn
    /// with rounded corners (`.infinity` for `.clipShape(Capsule())`); paint only, no layout effect.
    public var cornerRadius: Double?
    /// `LinearGradient(colors:startPoint:endPoint:)` and friends: painted instead of `fill`.
    public var gradient: GradientValue?
    /// Set on a view drawn in place of one LayoutLens cannot know (`StandIn`).
    public var standIn: StandIn?
    /// What the view draws as an iOS control (a switch's track and knob, a bordered button's
    /// background, a list section's card), from its primitive (`ControlDrawingProviding`).
    public var control: ControlDrawing?
    /// `.clipped()`, `.clipShape(_:)`, `.cornerRadius(_:)`, `.mask(_:)`: the view's subtree is
    /// drawn only inside its frame (rounded by `cornerRadius` when set); paint only.
    public var clipsContent: Bool = false
    /// `.shadow(color:radius:x:y:)`: drawn behind the view's shape; paint only.
    public var shadow: ShadowValue? {
        get { effects?.shadow }
        set { effects = PaintEffects(shadow: newValue, blendMode: blendMode, cornerRadii: cornerRadii, trim: trim) }
    }
    /// `.blendMode(_:)`'s case name (`multiply`, `screen`…); drawn with normal compositing.
    public var blendMode: String? {
        get { effects?.blendMode }
        set { effects = PaintEffects(shadow: shadow, blendMode: newValue, cornerRadii: cornerRadii, trim: trim) }
    }
    /// `.clipShape(UnevenRoundedRectangle(…))`: the clip's corners, one radius each (`cornerRadius`
    /// stays nil); paint only.
    public var cornerRadii: CornerRadii? {
        get { effects?.cornerRadii }
        set { effects = PaintEffects(shadow: shadow, blendMode: blendMode, cornerRadii: newValue, trim: trim) }
    }
    /// `.trim(from:to:)` on a shape: the part of its outline drawn; paint only.
    public var trim: ShapeTrim? {
        get { effects?.trim }
        set { effects = PaintEffects(shadow: shadow, blendMode: blendMode, cornerRadii: cornerRadii, trim: newValue) }
    }
    /// Shadow, blend mode, uneven clip corners and trim, rarely set, kept in one shared box so every node's style stays as
    /// small as it was.
    private var effects: PaintEffects?

    public init(fill: ColorValue? = nil, stroke: ColorValue? = nil, lineWidth: Double = 1, opacity: Double = 1,
                cornerRadius: Double? = nil, gradient: GradientValue? = nil) {
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.gradient = gradient
    }

    public static let plain = ViewStyle()
}
