/// `Color.blue`, `Color(red:green:blue:)` in the Swift builder.
public struct Color: View {
    public let node: ViewNode

    public init(_ value: ColorValue) { node = ViewNode(ColorLeaf(value)) }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.rgb(red: red, green: green, blue: blue, opacity: opacity))
    }

    public static var red: Color { Color(.system(.red)) }
    public static var orange: Color { Color(.system(.orange)) }
    public static var yellow: Color { Color(.system(.yellow)) }
    public static var green: Color { Color(.system(.green)) }
    public static var mint: Color { Color(.system(.mint)) }
    public static var teal: Color { Color(.system(.teal)) }
    public static var cyan: Color { Color(.system(.cyan)) }
    public static var blue: Color { Color(.system(.blue)) }
    public static var indigo: Color { Color(.system(.indigo)) }
    public static var purple: Color { Color(.system(.purple)) }
    public static var pink: Color { Color(.system(.pink)) }
    public static var brown: Color { Color(.system(.brown)) }
    public static var gray: Color { Color(.system(.gray)) }
    public static var black: Color { Color(.system(.black)) }
    public static var white: Color { Color(.system(.white)) }
    public static var clear: Color { Color(.system(.clear)) }
    public static var primary: Color { Color(.system(.primary)) }
}

/// `Rectangle()` in the Swift builder.
public struct Rectangle: View {
    public let node = ViewNode(ShapeLeaf(.rectangle))
    public init() {}
}

/// `RoundedRectangle(cornerRadius:)` in the Swift builder.
public struct RoundedRectangle: View {
    public let node: ViewNode
    public init(cornerRadius: Double) { node = ViewNode(ShapeLeaf(.roundedRectangle(cornerRadius: cornerRadius))) }
}

/// `Circle()` in the Swift builder.
public struct Circle: View {
    public let node = ViewNode(ShapeLeaf(.circle))
    public init() {}
}

/// `Capsule()` in the Swift builder.
public struct Capsule: View {
    public let node = ViewNode(ShapeLeaf(.capsule))
    public init() {}
}

/// `Ellipse()` in the Swift builder.
public struct Ellipse: View {
    public let node = ViewNode(ShapeLeaf(.ellipse))
    public init() {}
}

/// `Text("…")` in the Swift builder.
public struct Text: View {
    public let node: ViewNode
    public init(_ content: String) { node = ViewNode(TextLeaf(content)) }
}

/// `Image("name")` in the Swift builder; the natural size stands in for the asset file.
public struct Image: View {
    public let node: ViewNode

    public init(_ name: String, size: Size) { node = ViewNode(ImageLeaf(name: name, naturalSize: size)) }

    private init(node: ViewNode) { self.node = node }

    /// `.resizable()`: the image takes the proposal.
    public func resizable() -> Image {
        guard var leaf = node.primitive as? ImageLeaf else { return self }
        leaf.isResizable = true
        var copy = node
        copy.primitive = leaf
        return Image(node: copy)
    }
}

/// `Spacer(minLength:)` in the Swift builder.
public struct Spacer: View {
    public let node: ViewNode
    public init(minLength: Double? = nil) { node = ViewNode(SpacerLeaf(minLength: minLength)) }
}

/// `Divider()` in the Swift builder.
public struct Divider: View {
    public let node = ViewNode(DividerLeaf())
    public init() {}
}

/// `EmptyView()` in the Swift builder.
public struct EmptyView: View {
    public let node = ViewNode(EmptyLeaf())
    public init() {}
}
