/// Anything that describes a view in the Swift builder: `HStack { Color.blue }`, `Text("Hi")`,
/// and every modifier applied to them. Write scenes as in SwiftUI and lay out `.node`.
public protocol View {
    /// The scene node this view describes.
    var node: ViewNode { get }
}

extension ViewNode: View {
    public var node: ViewNode { self }
}

/// Builds the children of a container from statements, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> [ViewNode] { [view.node] }
    public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first: [ViewNode]) -> [ViewNode] { first }
    public static func buildEither(second: [ViewNode]) -> [ViewNode] { second }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
}
