/// What a compiled scene's nodes show once placed, made from the views they were compiled from
/// only when the views are read (`PlacedFrames.tree`): compiling keeps the views, not a copy of
/// each one's name, label, source and style.
extension LayoutScene {
    /// Where a node's view is, to make what its `PlacedView` shows (`placedView`) only when the
    /// views are read: the scene keeps the normalised views it was compiled from, grouped as
    /// their parents hold them (`viewGroups`), and a node names its group and its index there.
    /// A plain value: compiling a node copies no name, label, source or style, and releasing a
    /// scene or a result destroys none per node.
    struct Presentation: Sendable {
        /// The node's view: `viewGroups[group][index]`.
        var group: Int32
        var index: Int32
        /// The parent's id (−1 for the root) and, when the parent indexes its children
        /// (`LayoutPrimitive.indexesChildren`), the node's position among them (else −1): what
        /// its path is written from when asked (`ScenePaths`).
        var parent: Int32
        var position: Int32
    }

    /// The normalised views the nodes were compiled from (`Presentation.group`): the root alone,
    /// then the children of each node that has some, as its view holds them. Holding the arrays
    /// keeps every view readable until the views are read (a retain per group, not per node).
    typealias ViewGroups = [[ViewNode]]

    /// The `PlacedView` of the node of `presentation` placed at `frame`: what it shows (kind,
    /// label, source, style, content, effect) read from its view in `groups`, made only now that
    /// the views are read, straight into the placed view.
    static func placedView(_ presentation: Presentation, in groups: ViewGroups, path: String, frame: Rect, displayFrame: Rect,
                           proposal: ProposedSize, text: PlacedText?, children: [PlacedView]) -> PlacedView {
        withView(presentation, in: groups) { node in
            let primitive = node.pointee.primitive
            let traits = PrimitiveTraits.of(primitive)
            var style = node.pointee.style
            if traits.drawsControl, style.control == nil, let drawing = primitive as? ControlDrawingProviding {
                style.control = drawing.controlDrawing
            }
            return PlacedView(kind: primitive.kind, label: node.pointee.label, path: path, source: node.pointee.source,
                              frame: frame, displayFrame: displayFrame, proposal: proposal, isMeasured: node.pointee.isMeasured,
                              style: style, text: text, content: (traits.mayDraw ? traits.content(of: primitive, size: displayFrame.size) : nil) ?? .none,
                              effect: traits.mayHaveEffect ? (primitive as? RenderEffectProviding)?.renderEffect : nil,
                              children: children)
        }
    }

    /// `body` of the view of `presentation` in `groups`, read in place (through its address: a view
    /// read through a subscript is copied whole).
    static func withView<Result>(_ presentation: Presentation, in groups: ViewGroups,
                                 _ body: (UnsafePointer<ViewNode>) -> Result) -> Result {
        groups.withUnsafeBufferPointer { groups in
            (groups.baseAddress! + Int(presentation.group)).pointee.withUnsafeBufferPointer { views in
                body(views.baseAddress! + Int(presentation.index))
            }
        }
    }

    /// The kind of the node of `presentation` (`HStack`, `frame`, `Text`, …), for its path.
    static func kind(_ presentation: Presentation, in groups: ViewGroups) -> String {
        withView(presentation, in: groups) { $0.pointee.primitive.kind }
    }
}
