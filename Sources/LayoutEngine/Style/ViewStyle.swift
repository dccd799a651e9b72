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
        get { effects?.values.shadow }
        set { updateEffects { $0.shadow = newValue } }
    }
    /// `.blendMode(_:)`'s case name (`multiply`, `screen`…); drawn with normal compositing.
    public var blendMode: String? {
        get { effects?.values.blendMode }
        set { updateEffects { $0.blendMode = newValue } }
    }
    /// `.clipShape(UnevenRoundedRectangle(…))`: the clip's corners, one radius each (`cornerRadius`
    /// stays nil); paint only.
    public var cornerRadii: CornerRadii? {
        get { effects?.values.cornerRadii }
        set { updateEffects { $0.cornerRadii = newValue } }
    }
    /// `.trim(from:to:)` on a shape: the part of its outline drawn; paint only.
    public var trim: ShapeTrim? {
        get { effects?.values.trim }
        set { updateEffects { $0.trim = newValue } }
    }
    /// `.stroke(_:style:)`, `.strokeBorder(_:style:)`, `.stroke(_:lineWidth:)`: the stroke's caps,
    /// joins, dashes and placement (nil: drawn inside the frame as `border` draws, with butt caps
    /// and miter joins); paint only.
    public var strokeDetails: StrokeDetails? {
        get { effects?.values.strokeDetails }
        set { updateEffects { $0.strokeDetails = newValue } }
    }
    /// `.clipShape(_:)` with a program's `Shape` or a `Path`: the outline the subtree is clipped
    /// to, made for the view's size when it is drawn; paint only.
    public var clipOutline: ClipOutline? {
        get { effects?.values.clipOutline }
        set { updateEffects { $0.clipOutline = newValue } }
    }
    /// `Circle().inset(by: 4)` and the other built-in shapes' `inset(by:)` (Apple,
    /// `InsettableShape.inset(by:)`: "Returns `self` inset by `amount`"): the shape is drawn in its
    /// frame inset by this much on every side (a rounded rectangle's radius shrinks by it too,
    /// unverified); layout is unchanged.
    public var shapeInset: Double? {
        get { effects?.values.shapeInset }
        set { updateEffects { $0.shapeInset = newValue } }
    }
    /// Shadow, blend mode, uneven clip corners, trim, stroke details, clip outline and inset, rarely set, kept in one
    /// shared box so every node's style stays as small as it was.
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

    private mutating func updateEffects(_ change: (inout PaintEffects.Values) -> Void) {
        var values = effects?.values ?? PaintEffects.Values()
        change(&values)
        effects = values == PaintEffects.Values() ? nil : PaintEffects(values)
    }
}
