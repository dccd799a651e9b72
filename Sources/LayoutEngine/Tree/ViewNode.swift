/// One view of a scene: a layout primitive, its children, and how the source named it.
///
/// A scene is a plain tree of values. Modifiers are nodes too, as in SwiftUI where
/// `Color.blue.frame(width: 100)` is a frame view containing a colour.
public struct ViewNode: Sendable {
    /// The layout behaviour.
    public var primitive: any LayoutPrimitive
    /// Content in source order. For overlays and backgrounds the primary comes first.
    public var children: [ViewNode]
    /// How the source names the view, e.g. `Color.blue` or `frame`.
    public var label: String
    /// Where the view's name starts in its source file, if it came from one.
    public var source: SourceLocation?
    /// Marked with objc.io's `.measure()` helper: diagrams label its width.
    public var isMeasured: Bool
    /// Paint only; never changes layout.
    public var style: ViewStyle
    /// Environment modifiers folded into this node by normalisation, outermost first.
    var environmentModifiers: [any LayoutPrimitive] = []

    public init(_ primitive: any LayoutPrimitive, children: [ViewNode] = [], label: String? = nil,
                source: SourceLocation? = nil, isMeasured: Bool = false, style: ViewStyle = .plain) {
        self.primitive = primitive
        self.children = children
        self.label = label ?? primitive.defaultLabel
        self.source = source
        self.isMeasured = isMeasured
        self.style = style
    }

    /// The primitive's kind name (`HStack`, `frame`, `Color`, …).
    public var kind: String { primitive.kind }

    /// Number of nodes in the tree.
    public var count: Int {
        // Read in place: iterating the array copies each child (a retain per field).
        children.withUnsafeBufferPointer { Self.count(of: $0) }
    }

    /// One plus the views of `children`, each child read through its address: an element read
    /// through an array's or a buffer's subscript, even an `UnsafePointer`'s, is copied (a retain
    /// per field) before a method of it is called; a field read through `pointee` is not.
    private static func count(of children: UnsafeBufferPointer<ViewNode>) -> Int {
        guard let base = children.baseAddress else { return 1 }
        var total = 1
        for index in 0..<children.count {
            // A leaf is counted without opening its (empty) children's buffer.
            if (base + index).pointee.children.isEmpty {
                total += 1
            } else {
                total += (base + index).pointee.children.withUnsafeBufferPointer { count(of: $0) }
            }
        }
        return total
    }
}
