/// SwiftUI's layout modifiers in the Swift builder. Each wraps the view in a new node, exactly as
/// SwiftUI wraps a view in a modifier view.
extension View {
    private func wrapped(in primitive: any LayoutPrimitive, label: String? = nil) -> ViewNode {
        ViewNode(primitive, children: [node], label: label)
    }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        wrapped(in: FrameLayout(width: width, height: height, alignment: alignment))
    }

    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ViewNode {
        wrapped(in: FlexibleFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                        minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                        alignment: alignment))
    }

    public func padding(_ edges: EdgeSet = .all, _ length: Double? = nil) -> ViewNode {
        wrapped(in: PaddingLayout(edges: edges, length: length))
    }

    public func padding(_ length: Double) -> ViewNode { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> ViewNode { wrapped(in: PaddingLayout(insets: insets)) }

    public func fixedSize() -> ViewNode { wrapped(in: FixedSizeLayout()) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> ViewNode {
        wrapped(in: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    public func layoutPriority(_ priority: Double) -> ViewNode { wrapped(in: LayoutPriorityModifier(priority)) }

    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double) -> ViewNode {
        wrapped(in: AlignmentGuideModifier(guide, compute: computeValue))
    }

    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double) -> ViewNode {
        wrapped(in: AlignmentGuideModifier(guide, compute: computeValue))
    }

    public func offset(x: Double = 0, y: Double = 0) -> ViewNode { wrapped(in: OffsetModifier(x: x, y: y)) }

    /// `rotationEffect(.degrees(d), anchor:)`: drawn turned; layout unchanged.
    public func rotationEffect(degrees: Double, anchor: Point = Point(x: 0.5, y: 0.5)) -> ViewNode {
        wrapped(in: TransformEffectModifier(.rotation(degrees: degrees, anchor: anchor)))
    }

    /// `scaleEffect(x:y:anchor:)`: drawn scaled; layout unchanged.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: Point = Point(x: 0.5, y: 0.5)) -> ViewNode {
        wrapped(in: TransformEffectModifier(.scale(x: x, y: y, anchor: anchor)))
    }

    public func position(x: Double = 0, y: Double = 0) -> ViewNode { wrapped(in: PositionLayout(x: x, y: y)) }

    public func aspectRatio(_ ratio: Double? = nil, contentMode: AspectRatioLayout.ContentMode) -> ViewNode {
        wrapped(in: AspectRatioLayout(ratio: ratio, contentMode: contentMode))
    }

    /// Ole Begemann's modifier from seed 001.
    public func relativeProposed(width: Double? = nil, height: Double? = nil) -> ViewNode {
        wrapped(in: RelativeProposedLayout(width: width, height: height))
    }

    /// `overlay(alignment:content:)`: several views in `content` form one implicit, centred
    /// ZStack that `alignment` places as a unit (Apple's documentation; `SceneNormalizer`).
    public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        ViewNode(OverlayLayout(alignment: alignment, placement: .overlay), children: [node] + content())
    }

    /// `background(alignment:content:)`: like `overlay`, drawn behind.
    public func background(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        ViewNode(OverlayLayout(alignment: alignment, placement: .background), children: [node] + content())
    }

    /// `border(_:width:)`: an overlay of a rectangle stroked inside the view's bounds.
    public func border(_ color: Color, width: Double = 1) -> ViewNode {
        var stroke = ViewNode(ShapeLeaf(.rectangle), label: "border")
        if case .color(let value) = color.node.primitive.asColor { stroke.style = ViewStyle(stroke: value, lineWidth: width) }
        return ViewNode(OverlayLayout(alignment: .center, placement: .overlay), children: [node, stroke], label: "border")
    }

    public func font(_ font: FontDescriptor) -> ViewNode { wrapped(in: EnvironmentModifier(.font(font))) }

    public func fontWeight(_ weight: FontWeight) -> ViewNode { wrapped(in: EnvironmentModifier(.fontWeight(weight))) }

    public func bold() -> ViewNode { fontWeight(.bold) }

    public func lineLimit(_ limit: Int?) -> ViewNode { wrapped(in: EnvironmentModifier(.lineLimit(lower: nil, upper: limit))) }

    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ViewNode {
        wrapped(in: EnvironmentModifier(.lineLimit(lower: reservesSpace ? limit : nil, upper: limit)))
    }

    public func truncationMode(_ mode: TruncationMode) -> ViewNode { wrapped(in: EnvironmentModifier(.truncationMode(mode))) }
    /// `.textCase(_:)`: text below is displayed and measured in this case.
    public func textCase(_ textCase: TextCase?) -> ViewNode { wrapped(in: EnvironmentModifier(.textCase(textCase))) }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ViewNode {
        wrapped(in: EnvironmentModifier(.multilineTextAlignment(alignment)))
    }

    /// `lineSpacing(_:)`: extra points between the lines of every text below.
    public func lineSpacing(_ spacing: Double) -> ViewNode { wrapped(in: EnvironmentModifier(.lineSpacing(spacing))) }

    /// objc.io's `.measure()` helper: marks the view so diagrams label its size.
    public func measure() -> ViewNode {
        var copy = node
        copy.isMeasured = true
        return copy
    }

    /// `.fill(_:)` on a shape: paint only.
    public func fill(_ color: Color) -> ViewNode {
        var copy = node
        if case .color(let value) = color.node.primitive.asColor { copy.style.fill = value }
        return copy
    }
}

extension FontDescriptor {
    public static var largeTitle: FontDescriptor { TextStyle.largeTitle.defaultFont }
    public static var title: FontDescriptor { TextStyle.title.defaultFont }
    public static var title2: FontDescriptor { TextStyle.title2.defaultFont }
    public static var title3: FontDescriptor { TextStyle.title3.defaultFont }
    public static var headline: FontDescriptor { TextStyle.headline.defaultFont }
    public static var subheadline: FontDescriptor { TextStyle.subheadline.defaultFont }
    public static var callout: FontDescriptor { TextStyle.callout.defaultFont }
    public static var footnote: FontDescriptor { TextStyle.footnote.defaultFont }
    public static var caption: FontDescriptor { TextStyle.caption.defaultFont }
    public static var caption2: FontDescriptor { TextStyle.caption2.defaultFont }

    /// `.system(size:weight:)`.
    public static func system(size: Double, weight: FontWeight = .regular) -> FontDescriptor {
        FontDescriptor(family: .system, size: size, weight: weight)
    }

    /// `.custom(_:size:)`.
    public static func custom(_ name: String, size: Double) -> FontDescriptor {
        FontDescriptor(family: .custom(name), size: size)
    }
}

extension LayoutPrimitive {
    /// The colour of a colour leaf, for builder modifiers that take a `Color`.
    var asColor: PlacedContent { (self as? ColorLeaf).map { .color($0.color) } ?? .none }
}
