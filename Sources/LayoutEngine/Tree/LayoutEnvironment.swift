/// Values that flow from a view to everything below it, as SwiftUI's environment does: the text
/// settings, and the axis of the nearest enclosing stack (which orients `Spacer` and `Divider`).
public struct LayoutEnvironment: Hashable, Sendable {
    public var text = TextEnvironment()
    /// The axis of the stack this view is laid out in, or `nil` outside stacks.
    public var stackAxis: Axis?
    /// The content margins of the nearest enclosing scroll view (`.safeAreaPadding` on it), nil
    /// outside scroll views: a container-relative frame measures the container less them.
    public var scrollContentInsets: EdgeInsets?

    public init() {}
}
