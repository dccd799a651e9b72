/// The minus/plus control of a `Stepper` on iOS: a fixed 94 × 32 pt pair of buttons.
///
/// **Unverified:** the size is `UIStepper`'s as shown since iOS 13 (no published measurement was
/// found; Apple's older `UIStepper` reference only says its bounds match a `UISwitch`'s). The
/// control keeps its size whatever it is proposed; `ToggleLayout` puts it at the trailing edge.
public struct StepperLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding, ControlDrawingProviding {
    public static let size = Size(width: 94, height: 32)

    public init() {}

    public var controlDrawing: ControlDrawing? { .stepper }

    public var kind: String { "StepperControl" }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size { Self.size }

    public func placedContent() -> PlacedContent { .shape(.capsule) }
}
