/// The switch of a `Toggle` in its default (switch) style on iOS: a fixed 51 × 31 pt capsule.
///
/// The size is UIKit's `UISwitch`, which SwiftUI's switch-style toggle shows: printing a
/// `UISwitch`'s view hierarchy gives its internal view the frame (0 0; 51 31) (Travis Kirton,
/// "Hacking UISwitch", c4ios.com). The switch is not resizable: it keeps that size whatever it is
/// proposed.
public struct SwitchLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding, ControlDrawingProviding {
    /// `UISwitch`'s size on iOS.
    public static let size = Size(width: 51, height: 31)

    /// The bound value: drawn on (tinted track, knob trailing) or off.
    public var isOn: Bool
    /// `.tint(_:)` in effect; nil for the default, system green.
    public var tint: ColorValue?

    public init(isOn: Bool = false, tint: ColorValue? = nil) {
        self.isOn = isOn
        self.tint = tint
    }

    public var controlDrawing: ControlDrawing? { .toggleSwitch(isOn: isOn, tint: tint) }

    public var kind: String { "Switch" }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Self.size
    }

    public func placedContent() -> PlacedContent { .shape(.capsule) }
}
