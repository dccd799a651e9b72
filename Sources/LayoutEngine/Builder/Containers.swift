/// `HStack(alignment:spacing:) { … }` in the Swift builder.
public struct HStack: View {
    public let node: ViewNode

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(StackLayout.hStack(alignment: alignment, spacing: spacing), children: content())
    }
}

/// `VStack(alignment:spacing:) { … }` in the Swift builder.
public struct VStack: View {
    public let node: ViewNode

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(StackLayout.vStack(alignment: alignment, spacing: spacing), children: content())
    }
}

/// `ZStack(alignment:) { … }` in the Swift builder.
public struct ZStack: View {
    public let node: ViewNode

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(ZStackLayout(alignment: alignment), children: content())
    }
}

/// `Group { … }` in the Swift builder.
public struct Group: View {
    public let node: ViewNode

    public init(@ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(GroupLayout(), children: content())
    }
}

/// `ForEach(0..<n) { i in … }` in the Swift builder.
public struct ForEach: View {
    public let node: ViewNode

    public init<S: Sequence>(_ data: S, @ViewBuilder content: (S.Element) -> [ViewNode]) {
        node = ViewNode(GroupLayout(name: "ForEach"), children: data.flatMap(content))
    }
}

/// `GeometryReader { … }` in the Swift builder (the proxy is not modelled).
public struct GeometryReader: View {
    public let node: ViewNode

    public init(@ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(GeometryReaderLayout(), children: content())
    }
}
