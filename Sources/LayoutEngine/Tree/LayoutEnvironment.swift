/// Values that flow from a view to everything below it, as SwiftUI's environment does: the text
/// settings, and the axis of the nearest enclosing stack (which orients `Spacer` and `Divider`).
public struct LayoutEnvironment: Hashable, Sendable {
    public var text = TextEnvironment()
    /// The axis of the stack this view is laid out in, or `nil` outside stacks.
    public var stackAxis: Axis?

    public init() {}
}
