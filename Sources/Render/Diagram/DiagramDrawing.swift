import FontTables
import LayoutEngine
import PixelImages
import TextLayout

/// The drawing of one scene in progress: layers of SVG elements, the colours used, the label
/// positions and the bounds everything occupies.
struct DiagramDrawing {
    let scene: DiagramScene
    let id: String
    let options: DiagramOptions
    let fonts: FontLibrary
    var styleSheet: DiagramStyleSheet
    /// The glyph outlines text is drawn with (`<defs>`).
    var glyphs: GlyphDefinitions
    /// Every label's box, in placement order.
    private(set) var labelBoxes: [Rect] = []
    /// One box per drawn line of text: from the font's ascender above the baseline to its
    /// descender below, across the measured width. Labels never cover these.
    private(set) var textRunBoxes: [Rect] = []
    /// Boxes a control or list draws without a view of their own (section cards, separators,
    /// knobs, grouped backgrounds): labels keep off them like off any view's drawn content.
    var controlPartBoxes: [Rect] = []
    /// Characters no font of the fallback chain covers, in the order first drawn (as boxes).
    private(set) var missingCharacters: [Character] = []
    /// Fallback fonts whose glyphs were drawn as boxes for lack of outlines.
    private(set) var outlineLessFamilies: [String] = []
    /// Emoji sequences drawn as their parts (no ligatures), in the order first drawn.
    private(set) var emojiSequences: [Character] = []
    /// Scripts drawn without the reordering or joining iOS gives them.
    private(set) var unshapedScripts: [String] = []
    /// Shadows drawn as layers of their view's shape, and views whose shadow was not drawn.
    private(set) var shadowsDrawn = 0
    private(set) var shadowsNotCast: [String] = []
    /// `.blendMode(_:)` modes met, drawn with normal (source-over) compositing.
    private(set) var blendModes: [String] = []
    /// Program `Shape`s whose `path(in:)` did not run, drawn as their frames: each type once, why.
    private(set) var unrunShapePaths: [(typeName: String, reason: String)] = []

    /// What the drawing could not show faithfully, in a stable order.
    var warnings: [RenderWarning] {
        (missingCharacters.isEmpty ? [] : [.missingGlyph(missingCharacters)]) + outlineLessFamilies.map(RenderWarning.glyphWithoutOutline)
            + (unshapedScripts.isEmpty ? [] : [.unshapedScript(unshapedScripts)]) + symbols.warnings
            + (emojiSequences.isEmpty ? [] : [.unshapedEmojiSequence(emojiSequences)])
            + undrawnImages.map { RenderWarning.imageNotDrawnInPNG(name: $0.name, reason: $0.reason) }
            + (shadowsDrawn + shadowsNotCast.count == 0 ? [] : [.shadowApproximated(drawn: shadowsDrawn, notCast: shadowsNotCast)])
            + (blendModes.isEmpty ? [] : [.blendModeNotDrawn(blendModes)])
            + unrunShapePaths.map { RenderWarning.shapePathNotRun(typeName: $0.typeName, reason: $0.reason) }
    }
    /// The SF Symbols drawn (look-alike outlines in `<defs>`, names for the metadata and warnings).
    var symbols: SymbolDrawing
    /// Asset images the PNG rasteriser draws as grey boxes, each once, and why.
    private(set) var undrawnImages: [(name: String, reason: String)] = []
    /// Labels left out because no free place was found next to their view.
    private(set) var droppedLabelCount = 0
    /// `<linearGradient>` and `<clipPath>` definitions (`<defs>`).
    var gradients: [XMLElement] = []
    var fills: XMLElement
    var texts: XMLElement
    var outlines: XMLElement
    var canvas: XMLElement
    var labels: XMLElement
    /// Everything drawn, before the margin is added.
    private var contentBounds: Rect
    /// The element ids given so far; repeated bases (long paths share their first 80 characters)
    /// take the next free suffix in O(1), not a scan over every earlier suffix.
    private var elementIDs = UniqueSlugs()
    private var outlinedFrames: Set<Rect> = []
    /// The frames whose size a label already shows.
    private var labelledFrames: Set<Rect> = []
    /// The opacity of the view being drawn, its ancestors' included.
    private var inheritedOpacity = 1.0
    /// How the view being drawn is moved by the render effects above and on it.
    private var drawTransform = AffineTransform.identity
    /// The colour a button gives the text inside it that has no paint of its own (its tint, or
    /// white on a prominent button), as iOS draws button labels.
    private(set) var inheritedForeground: ColorValue?
    /// Label texts measured so far, shared with the renderer's other diagrams.
    private let labelWidths: LabelWidthCache

    init(scene: DiagramScene, id: String, options: DiagramOptions, fonts: FontLibrary = .standard,
         glyphPaths: GlyphPathCache = GlyphPathCache(), labelWidths: LabelWidthCache = LabelWidthCache()) {
        self.scene = scene
        self.id = id
        self.options = options
        self.fonts = fonts
        styleSheet = DiagramStyleSheet(scope: id, theme: options.theme)
        glyphs = GlyphDefinitions(scope: id, paths: glyphPaths)
        symbols = SymbolDrawing(scope: id)
        self.labelWidths = labelWidths
        fills = XMLElement("g", ["id": "\(id)-fills"])
        texts = XMLElement("g", ["id": "\(id)-texts", "class": "tx"])
        outlines = XMLElement("g", ["id": "\(id)-outlines"])
        canvas = XMLElement("g", ["id": "\(id)-canvas"])
        labels = XMLElement("g", ["id": "\(id)-labels"])
        contentBounds = Rect(x: 0, y: 0, width: scene.canvas.width.isFinite ? max(scene.canvas.width, 0) : 0,
                             height: scene.canvas.height.isFinite ? max(scene.canvas.height, 0) : 0)
    }

    var layers: [XMLElement] { [fills, texts, outlines, canvas, labels] }

    /// The viewBox: everything drawn plus the margin, widened to whole points.
    var bounds: Rect {
        let padded = contentBounds.outset(by: DiagramRenderer.margin)
        let minX = padded.x.rounded(.down), minY = padded.y.rounded(.down)
        return Rect(x: minX, y: minY, width: (padded.maxX - minX).rounded(.up), height: (padded.maxY - minY).rounded(.up))
    }

    mutating func draw() {
        var measured: [(view: DiagramView, parent: DiagramView?, depth: Int, order: Int)] = []
        let mode = effectiveMeasureMode
        var order = 0
        func visit(_ view: DiagramView, parent: DiagramView?, depth: Int, opacity: Double, transform: AffineTransform) {
            // `.opacity()` fades the whole subtree: alphas multiply down the tree.
            let own = view.style.opacity.isFinite ? min(max(view.style.opacity, 0), 1) : 1
            inheritedOpacity = opacity * own
            let savedForeground = inheritedForeground
            defer { inheritedForeground = savedForeground }
            if case let .button(style, isDestructive, tint)? = view.style.control, style != "plain" {
                inheritedForeground = style == "borderedProminent" ? .system(.white)
                    : (isDestructive ? .system(.red) : Self.tint(tint))
            }
            if let mode = view.style.blendMode, mode != "normal", !blendModes.contains(mode) { blendModes.append(mode) }
            if view.kind == "TabItem", let parent, parent.kind == "TabBar" { inheritedForeground = Self.tabItemColor(view, in: parent) }
            if view.kind == "NavigationBar", let parent { drawGroupedBackground(behind: view, in: parent) }
            let clipStart = view.style.clipsContent ? (fills.children.count, texts.children.count) : nil
            let shadowStart = view.style.shadow != nil ? fills.children.count : nil
            // A render effect moves the drawing of the subtree; its layout frame stays, outlined.
            var transform = transform
            if let effect = view.effect, view.frame.isFinite {
                drawTransform = transform
                drawLayoutFrame(of: view)
                transform = transform.concatenating(effect.transform(for: view.frame))
            }
            drawTransform = transform
            drawTransformed(view)
            if mode != .none, wantsLabel(view, mode: mode) {
                measured.append((view, parent, depth, order))
            }
            order += 1
            // A background's secondaries are painted behind its primary.
            let children = view.kind == "background"
                ? view.children.filter(\.isSecondary) + view.children.filter { !$0.isSecondary }
                : view.children
            for child in children { visit(child, parent: view, depth: depth + 1, opacity: opacity * own, transform: transform) }
            if let clipStart { clip(view, fillsFrom: clipStart.0, textsFrom: clipStart.1) }
            if let shadowStart { drawShadow(of: view, opacity: opacity * own, transform: transform, at: shadowStart) }
        }
        visit(scene.root, parent: nil, depth: 0, opacity: 1, transform: .identity)
        drawCanvas()

        // Leaves claim the space inside themselves first; containers label themselves outside,
        // innermost first, so nested labels stack outwards.
        measured.sort { a, b in
            (a.view.isLeaf ? 0 : 1, -a.depth, a.order) < (b.view.isLeaf ? 0 : 1, -b.depth, b.order)
        }
        // Everything drawn is an obstacle: views' content (overlays and backgrounds included:
        // a badge or a card is drawn content) and the parts controls draw. The placer lets a
        // label lie on a view's own fill and on the backgrounds behind its view.
        let content = scene.allViews.filter { view in
            switch view.content {
            case .layout, .nothing, .spacer: return (view.style.control != nil || Self.isBar(view)) && view.frame.isFinite
            default: return view.frame.isFinite
            }
        }
        let canvasRect = scene.canvas.width.isFinite && scene.canvas.height.isFinite
            ? Rect(x: 0, y: 0, width: scene.canvas.width, height: scene.canvas.height) : nil
        let pictures = content.filter { if case .image = $0.content { return true } else { return false } }.map(\.frame)
        var placer = LabelPlacer(obstacles: content.map(\.frame) + controlPartBoxes, pictures: pictures, textRuns: textRunBoxes,
                                 canvas: canvasRect)
        for item in measured {
            drawMeasureLabel(item.view, parent: item.parent, placer: &placer)
        }
        droppedLabelCount = placer.droppedCount
    }

    // MARK: - Views

    /// Draws `view`, then moves what it drew by `drawTransform`.
    private mutating func drawTransformed(_ view: DiagramView) {
        guard !drawTransform.isIdentity else { return drawView(view) }
        let before = (fills.children.count, texts.children.count, outlines.children.count)
        drawView(view)
        transformElements(of: &fills, from: before.0)
        transformElements(of: &texts, from: before.1)
        transformElements(of: &outlines, from: before.2)
        if view.frame.isFinite { contentBounds = contentBounds.enclosing(drawTransform.boundingBox(of: view.displayFrame)) }
    }

    private func transformElements(of layer: inout XMLElement, from start: Int) {
        let t = drawTransform
        let matrix = "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { DiagramNumber.format($0) }.joined(separator: " ") + ")"
        for index in start..<layer.children.count {
            guard case .element(var element) = layer.children[index] else { continue }
            element.set("transform", matrix)
            layer.children[index] = .element(element)
        }
    }

    /// The faint dashed outline of a moved view's layout frame, where SwiftUI laid it out.
    private mutating func drawLayoutFrame(of view: DiagramView) {
        guard options.measure != .none else { return }
        let before = outlines.children.count
        var rect = rectElement(view.displayFrame, inset: 0.5, id: elementID(for: view, role: "layout"), className: "lf")
        rect.append(XMLElement("title", text: "\(view.label): layout frame"))
        outlines.append(rect)
        if !drawTransform.isIdentity { transformElements(of: &outlines, from: before) }
    }

    /// The view's `.shadow` behind what it painted (`DiagramDrawing+Shadow.swift`), counted for
    /// the `shadowApproximated` warning.
    private mutating func drawShadow(of view: DiagramView, opacity: Double, transform: AffineTransform, at index: Int) {
        let stroked = strokedShadowLayers(of: view, opacity: opacity)
        guard let (elements, colorClass) = stroked ?? shadowLayers(of: view, opacity: opacity) else {
            shadowsNotCast.append(view.label)
            return
        }
        shadowsDrawn += 1
        if let color = view.style.shadow?.color {
            styleSheet.useFill(color)
            if stroked != nil { styleSheet.useStroke(color) }
        }
        var group = XMLElement("g", ["class": colorClass])
        group.set("id", elementID(for: view, role: "shadow"))
        for element in elements { group.append(element) }
        if !transform.isIdentity {
            let t = transform
            group.set("transform", "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { DiagramNumber.format($0) }.joined(separator: " ") + ")")
        }
        fills.children.insert(.element(group), at: min(index, fills.children.count))
    }

    /// `.clipped()`, `.clipShape(_:)`, `.cornerRadius(_:)`, `.mask(_:)`: what the view and its
    /// subtree painted since `fillsFrom`/`textsFrom` is wrapped in a group clipped to the view's
    /// frame, rounded by its corner radius (a `<clipPath>` in `<defs>`, which the PNG rasteriser
    /// applies too). The layout outlines stay unclipped: they show where SwiftUI put each view.
    private mutating func clip(_ view: DiagramView, fillsFrom: Int, textsFrom: Int) {
        let frame = view.displayFrame
        guard frame.isFinite, drawTransform.isIdentity else { return }
        let clipID = elementID(for: view, role: "clip")
        var shape = rectElement(frame, inset: 0, id: nil, className: "")
        shape.set("class", nil)
        roundCorners(view, of: &shape, box: frame)
        if let outline = view.style.clipOutline {
            // A `Path` or a program's `Shape`: its outline at the view's size, where the view is.
            switch outline.shape(in: Size(width: view.frame.width, height: view.frame.height)) {
            case .path(let path):
                shape = XMLElement("path", ["d": ShapePathData.data(path, origin: frame.origin)])
            case .unrunPath(let typeName, let reason):
                if !unrunShapePaths.contains(where: { $0.typeName == typeName }) { unrunShapePaths.append((typeName, reason)) }
            default: break
            }
        }
        var definition = XMLElement("clipPath", ["id": clipID])
        definition.append(shape)
        gradients.append(definition)
        func wrap(_ layer: inout XMLElement, from start: Int) {
            guard start < layer.children.count else { return }
            var group = XMLElement("g", ["clip-path": "url(#\(clipID))"])
            for child in layer.children[start...] { group.children.append(child) }
            layer.children.removeSubrange(start...)
            layer.append(group)
        }
        wrap(&fills, from: fillsFrom)
        wrap(&texts, from: textsFrom)
    }

    mutating func elementID(for view: DiagramView, role: String) -> String {
        elementIDs.unique("\(id)-\(role)-\(DiagramIdentifiers.slug(view.path))")
    }

    /// Diagonal hatching over a view drawn in place of one LayoutLens cannot know, so nobody
    /// mistakes the stand-in for the real view: lines at 45°, 6 pt apart (at most 2 000), inside the frame.
    private mutating func hatch(_ frame: Rect) {
        guard frame.width > 0, frame.height > 0 else { return }
        styleSheet.drawsStandIns = true
        var path = ""
        // At most 2 000 lines, however large the frame.
        let spacing = max(6, (frame.width + frame.height) / 2000)
        var offset = spacing
        while offset < frame.width + frame.height {
            // The line x = frame.x + offset − s, y = frame.y + s, for s inside the frame.
            let start = max(0, offset - frame.width), end = min(frame.height, offset)
            if start < end {
                path += "M\(DiagramNumber.format(frame.x + offset - start)) \(DiagramNumber.format(frame.y + start))"
                    + "L\(DiagramNumber.format(frame.x + offset - end)) \(DiagramNumber.format(frame.y + end))"
            }
            offset += spacing
        }
        guard !path.isEmpty else { return }
        outlines.append(XMLElement("path", ["class": "si", "d": path]))
    }

    /// Marks `element` as the drawing of `view`: a tooltip with the view's name, path, frame and
    /// the proposal it got, and its source line as `data-line` (the site links it to the code).
    func describe(_ view: DiagramView, on element: inout XMLElement) {
        let f = view.frame
        var text = "\(view.label) (\(view.path)): \(DiagramNumber.size(f.width, f.height))"
            + " at (\(DiagramNumber.format(f.x)), \(DiagramNumber.format(f.y)))"
            + "; proposed \(DiagramNumber.size(view.proposal.width, view.proposal.height))"
        if let line = view.sourceLine {
            text += "; line \(line)"
            element.set("data-line", String(line))
        }
        element.append(XMLElement("title", text: text))
    }

    /// Containers whose fill is part of the control SwiftUI draws (the library sets it): a
    /// `GroupBox`'s rounded box, a compact `DatePicker`'s date and time buttons. Other layout
    /// nodes may carry a fill meant for their content, which they pass on.
    static let filledContainers: Set<String> = ["GroupBox", "DatePickerButton"]

    private mutating func drawView(_ view: DiagramView) {
        let frame = view.displayFrame
        guard frame.isFinite, view.frame.isFinite else { return }
        if view.style.standIn != nil { hatch(frame) }
        if let control = view.style.control, drawControl(control, of: view) {
            contentBounds = contentBounds.enclosing(frame)
            return
        }
        switch view.content {
        case .nothing:
            return
        case .color(let color):
            guard color.cssValues != nil else { break }
            styleSheet.useFill(color)
            var rect = rectElement(frame, inset: 0, id: elementID(for: view, role: "v"), className: "f-" + color.classToken)
            roundCorners(view, of: &rect, box: frame)
            applyOpacity(view, to: &rect)
            describe(view, on: &rect)
            fills.append(rect)
        case .shape(let shape):
            fills.append(shapeElement(shape, view: view))
        case .text(let text):
            drawText(text, of: view)
        case .image(let name):
            drawImagePlaceholder(name: name, view: view)
        case .chart(let drawing):
            drawChart(drawing, in: frame)
        case .spacer:
            // With no labels the diagram is the screen alone: a spacer draws nothing on iOS.
            guard options.measure != .none else { break }
            var rect = rectElement(frame, inset: 0.5, id: elementID(for: view, role: "v"), className: "sp")
            describe(view, on: &rect)
            outlines.append(rect)
        case .divider:
            var rect = rectElement(frame, inset: 0, id: elementID(for: view, role: "v"), className: "dv")
            describe(view, on: &rect)
            fills.append(rect)
        case .layout:
            if view.kind == "TabBar" { drawTabBarMaterial(frame) }
            // A container the library fills itself (a `GroupBox`'s rounded box, a compact date
            // picker's button) is drawn filled behind its content.
            if Self.filledContainers.contains(view.label), let fill = view.style.fill, fill.cssValues != nil {
                styleSheet.useFill(fill)
                var rect = rectElement(frame, inset: 0, id: elementID(for: view, role: "fill"), className: "f-" + fill.classToken)
                roundCorners(view, of: &rect, box: frame)
                applyOpacity(view, to: &rect)
                fills.append(rect)
            }
            // Modifiers often share their child's frame; one outline per rectangle is enough.
            // With no labels the diagram is the screen alone, without the layout's outlines.
            guard options.measure != .none, !outlinedFrames.contains(frame) else { break }
            outlinedFrames.insert(frame)
            var rect = rectElement(frame, inset: 0.5, id: elementID(for: view, role: "v"), className: "ol")
            roundCorners(view, of: &rect, box: frame)
            describe(view, on: &rect)
            outlines.append(rect)
        }
        contentBounds = contentBounds.enclosing(frame)
    }

    /// A rectangle element; `inset` moves each edge inwards by half a stroke so a 1 pt stroke
    /// covers exactly the view's outermost point row and stays crisp, as SwiftUI's `border`
    /// draws inside the frame.
    private func rectElement(_ frame: Rect, inset: Double, id: String?, className: String) -> XMLElement {
        let dx = min(inset, frame.width / 2), dy = min(inset, frame.height / 2)
        var rect = XMLElement("rect")
        rect.set("id", id)
        rect.set("class", className)
        rect.set("x", frame.x + dx)
        rect.set("y", frame.y + dy)
        rect.set("width", frame.width - 2 * dx)
        rect.set("height", frame.height - 2 * dy)
        return rect
    }

    /// The view's own opacity times its ancestors' (`inheritedOpacity`, set while visiting).
    func applyOpacity(_ view: DiagramView, to element: inout XMLElement) {
        if inheritedOpacity < 1 { element.set("opacity", inheritedOpacity) }
    }

    /// `.cornerRadius(r)` / `.clipShape(…)`: rounded corners, never more than half a side.
    private func roundCorners(_ view: DiagramView, of element: inout XMLElement, box: Rect) {
        if let radii = view.style.cornerRadii {
            // A clip by an `UnevenRoundedRectangle`: the rectangle becomes the outline's path.
            var path = XMLElement("path")
            for attribute in element.attributes where !["x", "y", "width", "height"].contains(attribute.name) {
                path.set(attribute.name, attribute.value)
            }
            path.set("d", RoundedBoxPath.data(box, radii))
            path.children = element.children
            element = path
            return
        }
        guard let radius = view.style.cornerRadius, radius > 0 else { return }
        element.set("rx", max(min(radius, box.width / 2, box.height / 2), 0))
    }

    /// A `<linearGradient>` for `gradient` in `<defs>`, its stops coloured by theme classes;
    /// returns the `fill` value that paints with it.
    private mutating func gradientFill(_ gradient: GradientValue, for view: DiagramView) -> String {
        let gradientID = elementID(for: view, role: "gr")
        var element = XMLElement("linearGradient")
        element.set("id", gradientID)
        element.set("x1", gradient.startX)
        element.set("y1", gradient.startY)
        element.set("x2", gradient.endX)
        element.set("y2", gradient.endY)
        let count = gradient.colors.count
        for (index, color) in gradient.colors.enumerated() {
            var stop = XMLElement("stop")
            stop.set("offset", count > 1 ? Double(index) / Double(count - 1) : 0)
            if color.cssValues != nil {
                styleSheet.useStop(color)
                stop.set("class", "st-" + color.classToken)
            } else {
                stop.set("stop-opacity", "0")
            }
            element.append(stop)
        }
        gradients.append(element)
        return "url(#\(gradientID))"
    }

    private mutating func shapeElement(_ shape: ShapeKind, view: DiagramView) -> XMLElement {
        let frame = view.displayFrame
        // SwiftUI fills a shape with the foreground style (primary) unless it is only stroked.
        let gradient = view.style.gradient.map { gradientFill($0, for: view) }
        let fill = gradient != nil ? nil : view.style.fill ?? (view.style.stroke == nil ? .system(.primary) : nil)
        let stroke = view.style.stroke
        let lineWidth = stroke == nil ? 0 : max(view.style.lineWidth, 0)
        var classes: [String] = []
        if let fill, fill.cssValues != nil {
            styleSheet.useFill(fill)
            classes.append("f-" + fill.classToken)
        }
        if let stroke, stroke.cssValues != nil {
            styleSheet.useStroke(stroke)
            classes.append("s-" + stroke.classToken)
        }
        // `strokeBorder` (and `border`, which has no details) strokes inside the frame: the
        // shape inset by half the width; `stroke` centres the line on the outline (Apple,
        // `InsettableShape.strokeBorder(_:style:antialiased:)`).
        let details = stroke == nil ? nil : view.style.strokeDetails
        // A built-in shape's `inset(by:)` draws it that much inside its frame (a path is where its points are).
        let shapeInset = view.style.shapeInset ?? 0
        let inset = (details?.placement == .centred ? 0 : lineWidth / 2) + shapeInset
        let box = Rect(x: frame.x + min(inset, frame.width / 2), y: frame.y + min(inset, frame.height / 2),
                       width: max(frame.width - 2 * inset, 0), height: max(frame.height - 2 * inset, 0))
        var element: XMLElement
        // A trimmed shape (`.trim(from:to:)`) is drawn as the trimmed part of its outline, and a
        // dashed one as its outline, both as `path(in:)` gives it for the box it is drawn in, so
        // the dashes start where SwiftUI's path starts.
        var shape = shape
        let isDashed = details.map { !$0.drawnDash.isEmpty } ?? false
        if view.style.trim != nil || isDashed {
            let local = Rect(x: box.x - frame.x, y: box.y - frame.y, width: box.width, height: box.height)
            // A rounded rectangle drawn inset keeps its corners concentric: the radius shrinks by the inset.
            var outline = ShapePath.outline(of: shape.inset(by: inset), in: local)
            if let trim = view.style.trim { outline = outline.trimmed(from: trim.from, to: trim.to) }
            shape = .path(outline)
        }
        switch shape {
        case .circle:
            element = XMLElement("circle")
            element.set("id", elementID(for: view, role: "v"))
            element.set("cx", box.midX)
            element.set("cy", box.midY)
            element.set("r", min(box.width, box.height) / 2)
        case .ellipse:
            element = XMLElement("ellipse")
            element.set("id", elementID(for: view, role: "v"))
            element.set("cx", box.midX)
            element.set("cy", box.midY)
            element.set("rx", box.width / 2)
            element.set("ry", box.height / 2)
        case .unevenRoundedRectangle(let radii):
            element = XMLElement("path")
            element.set("id", elementID(for: view, role: "v"))
            element.set("d", RoundedBoxPath.data(box, radii.grown(by: -inset)))
        case .path(let path):
            // A path is drawn where its points are, in the view's coordinates; its stroke is
            // centred on the outline (Apple, `Shape.stroke(_:lineWidth:)`: "the stroke is centered
            // on the path"), never inset as a built-in shape's is here.
            element = XMLElement("path")
            element.set("id", elementID(for: view, role: "v"))
            element.set("d", ShapePathData.data(path, origin: frame.origin))
        case .rectangle, .roundedRectangle, .capsule, .unrunPath:
            if case let .unrunPath(typeName, reason) = shape, !unrunShapePaths.contains(where: { $0.typeName == typeName }) {
                unrunShapePaths.append((typeName, reason))
            }
            element = XMLElement("rect")
            element.set("id", elementID(for: view, role: "v"))
            element.set("x", box.x)
            element.set("y", box.y)
            element.set("width", box.width)
            element.set("height", box.height)
            if case .roundedRectangle(let radius) = shape, radius > 0 {
                element.set("rx", max(min(radius - inset, box.width / 2, box.height / 2), 0))
            } else if case .capsule = shape {
                element.set("rx", min(box.width, box.height) / 2)
            } else {
                roundCorners(view, of: &element, box: box)
            }
        }
        element.set("class", classes.isEmpty ? nil : classes.joined(separator: " "))
        if let gradient {
            element.set("fill", gradient)
        } else if classes.first?.hasPrefix("f-") != true {
            element.set("fill", "none")
        }
        if lineWidth > 0, lineWidth != 1 { element.set("stroke-width", lineWidth) }
        if let details { StrokeAttributes.apply(details, to: &element) }
        applyOpacity(view, to: &element)
        describe(view, on: &element)
        return element
    }

    private mutating func drawText(_ text: DiagramText, of view: DiagramView) {
        var group = XMLElement("g")
        group.set("id", elementID(for: view, role: "v"))
        if let fill = view.style.fill ?? inheritedForeground, fill.cssValues != nil {
            styleSheet.useFill(fill)
            group.set("class", "f-" + fill.classToken)
        }
        group.set("font-size", text.fontSize)
        if text.fontWeight != 400 { group.set("font-weight", String(text.fontWeight)) }
        // SF Mono's stand-in has no outlines: its lines are drawn as text in a monospaced face.
        if text.font?.design == .monospaced { group.set("font-family", "ui-monospace, Menlo, monospace") }
        applyOpacity(view, to: &group)
        describe(view, on: &group)
        let font = fonts.scaledFont(for: text.font ?? FontDescriptor(size: text.fontSize, weight: Self.weight(text.fontWeight)))
        var fallbackFamilies: [String] = []
        for line in text.lines where !line.text.isEmpty {
            let x = view.frame.x + line.x, baseline = view.frame.y + line.baseline
            if x.isFinite, baseline.isFinite, line.width.isFinite {
                let metrics = font.metrics
                let run = Rect(x: x, y: baseline - metrics.ascender, width: max(line.width, 0),
                               height: metrics.ascender + metrics.descender)
                // Where the line is seen: an offset, rotation or scale moves the drawing, not the layout.
                textRunBoxes.append(drawTransform.isIdentity ? run : drawTransform.boundingBox(of: run))
            }
            var element = XMLElement("text")
            element.set("x", x)
            element.set("y", baseline)
            // Pin the line to its measured width whatever font the viewer has; `spacing` adjusts
            // letter spacing only and never stretches glyphs.
            if line.width > 0 {
                element.set("textLength", line.width)
                element.set("lengthAdjust", "spacing")
            }
            element.append(text: line.text)
            if let drawn = glyphLine(line.text, font: font, x: x, baseline: baseline) {
                // The measuring font's own outlines are what is seen; the text stays, invisible,
                // for selection, search and screen readers.
                for glyphs in drawn.elements { group.append(glyphs) }
                element.set("fill-opacity", "0")
                for family in drawn.fallbackFamilies where !fallbackFamilies.contains(family) { fallbackFamilies.append(family) }
            }
            group.append(element)
        }
        if !fallbackFamilies.isEmpty, text.font?.design != .monospaced {
            // A viewer reading the invisible text (or copying it) finds the same fallbacks.
            group.set("font-family", Self.fallbackFamilyList(fallbackFamilies))
        }
        texts.append(group)
    }

    /// The diagram's text font list followed by the fallback fonts a line used, each quoted.
    static func fallbackFamilyList(_ families: [String]) -> String {
        "system-ui,-apple-system,\"SF Pro Text\",\"Helvetica Neue\",Arial,"
            + families.map { "\"" + $0 + "\"," }.joined() + "sans-serif"
    }

    /// The line drawn from glyph outlines at the pen positions the measurement used: the measuring
    /// font's glyphs, then each fallback font's (`GlyphRun.fallbackGlyphs`), then a box for each
    /// cluster no font covers (recorded in `missingCharacters` for the warning). Nil when the
    /// measuring font lacks outlines (then the line is drawn as `<text>` in the viewer's font).
    private mutating func glyphLine(_ line: String, font: ScaledFont, x: Double, baseline: Double)
        -> (elements: [XMLElement], fallbackFamilies: [String])? {
        let run = GlyphRun(line, font: font)
        guard run.pointsPerUnit > 0, run.pointsPerUnit.isFinite, x.isFinite, baseline.isFinite else { return nil }
        var missing = run.missing
        let fontIndex = glyphs.index(of: run.font)
        var uses: [XMLElement] = []
        for placed in run.glyphs {
            guard let use = glyphUse(placed, in: run.font, fontIndex: fontIndex, pointsPerUnit: run.pointsPerUnit) else { return nil }
            if let use { uses.append(use) }
        }
        // Widths follow the measurement (`pointsPerUnit`, which for the SF stand-in carries its
        // width calibration); heights follow the point size, so a narrower calibrated design is
        // drawn narrower, not smaller.
        var elements: [XMLElement] = []
        if !uses.isEmpty || (run.fallbackGlyphs.isEmpty && missing.isEmpty) {
            let verticalScale = font.size / Double(run.font.unitsPerEm)
            elements.append(glyphGroup(uses, x: x, baseline: baseline, horizontal: run.pointsPerUnit, vertical: verticalScale))
        }
        var families: [String] = []
        if !run.fallbackGlyphs.isEmpty {
            // Sequences the colour font's ligatures join into one glyph are drawn as iOS draws them.
            let colourFonts = run.fallbackGlyphs.map(\.font).filter { $0.ligatures != nil }
            for character in line where RenderWarning.isEmojiSequence(character) && !emojiSequences.contains(character)
                && !colourFonts.contains(where: { GlyphRun.drawsAsOneGlyph(character, in: $0) }) {
                emojiSequences.append(character)
            }
            for scalar in line.unicodeScalars {
                if let script = RenderWarning.shapedScript(of: scalar), !unshapedScripts.contains(script) { unshapedScripts.append(script) }
            }
        }
        var bitmaps: [XMLElement] = []
        for fallback in run.fallbackGlyphs {
            let index = glyphs.index(of: fallback.font)
            var fallbackUses: [XMLElement] = []
            for placed in fallback.glyphs {
                switch glyphUse(placed, in: fallback.font, fontIndex: index, pointsPerUnit: fallback.pointsPerUnit) {
                case .some(.some(let use)): fallbackUses.append(use)
                case .some(.none): break
                case .none:
                    // No outline: a colour emoji font's bitmap, else a box over the glyph's advance.
                    if let image = Self.colorBitmapImage(placed, in: fallback.font, pointsPerUnit: fallback.pointsPerUnit,
                                                         x: x, baseline: baseline) {
                        bitmaps.append(image)
                        continue
                    }
                    let advance = Double(fallback.font.advance(of: placed.glyph)) * fallback.pointsPerUnit
                    missing.append(GlyphRun.MissingCluster(character: " ", x: placed.x, width: advance))
                    if !outlineLessFamilies.contains(fallback.cssFamily) { outlineLessFamilies.append(fallback.cssFamily) }
                }
            }
            if !fallbackUses.isEmpty {
                elements.append(glyphGroup(fallbackUses, x: x, baseline: baseline,
                                           horizontal: fallback.pointsPerUnit, vertical: fallback.pointsPerUnit))
            }
            families.append(fallback.cssFamily)
        }
        elements += bitmaps
        for cluster in run.missing where !missingCharacters.contains(cluster.character) { missingCharacters.append(cluster.character) }
        if !missing.isEmpty {
            var path = XMLElement("path")
            path.set("d", missing.map { Self.boxPath(x: x + $0.x, width: $0.width, baseline: baseline, font: font) }.joined())
            elements.append(path)
        }
        return (elements, families)
    }

    /// A colour bitmap glyph (`CBDT`, as Noto Color Emoji stores emoji) as an `<image>` of its
    /// PNG: the strike's bitmap scaled by point size ÷ the strike's pixels per em, its left edge
    /// the bearing after the pen position and its top the bearing above the baseline (OpenType
    /// bitmap metrics). Nil when the font has no bitmap for the glyph.
    private static func colorBitmapImage(_ placed: GlyphRun.Placed, in font: OpenTypeFont, pointsPerUnit: Double,
                                         x: Double, baseline: Double) -> XMLElement? {
        let pointSize = pointsPerUnit * Double(font.unitsPerEm)
        // Bitmaps made for at least the size drawn at 3× (the largest PNG scale usually asked for).
        guard pointSize > 0, pointSize.isFinite,
              let bitmap = font.colorBitmap(of: placed.glyph, pixelsPerEm: pointSize * 3), bitmap.pixelsPerEm > 0,
              let file = ImageFile(bytes: bitmap.png), file.mediaType == "image/png" else { return nil }
        let scale = pointSize / Double(bitmap.pixelsPerEm)
        var image = XMLElement("image")
        image.set("class", "cb")
        image.set("x", x + placed.x + Double(bitmap.bearingX) * scale)
        image.set("y", baseline - Double(bitmap.bearingY) * scale)
        image.set("width", Double(bitmap.width) * scale)
        image.set("height", Double(bitmap.height) * scale)
        image.set("preserveAspectRatio", "none")
        image.set("href", file.dataURL)
        return image
    }

    /// A `<use>` of `placed`'s outline; `.some(nil)` for an empty outline (a space), nil when the
    /// font cannot give the outline.
    private mutating func glyphUse(_ placed: GlyphRun.Placed, in font: OpenTypeFont, fontIndex: Int,
                                   pointsPerUnit: Double) -> XMLElement?? {
        guard let reference = glyphs.reference(placed.glyph, in: font, fontIndex: fontIndex) else { return nil }
        guard !reference.isEmpty else { return .some(nil) }
        var use = XMLElement("use")
        use.set("href", "#" + reference)
        let offset = placed.x / pointsPerUnit
        if offset != 0 { use.set("x", offset) }
        return use
    }

    private func glyphGroup(_ uses: [XMLElement], x: Double, baseline: Double, horizontal: Double, vertical: Double) -> XMLElement {
        var group = XMLElement("g")
        let horizontalText = DiagramNumber.precise(horizontal)
        let verticalText = vertical.isFinite && vertical > 0 ? DiagramNumber.precise(vertical) : horizontalText
        let scale = verticalText == horizontalText ? horizontalText : horizontalText + " " + verticalText
        group.set("transform", "translate(\(DiagramNumber.format(x)) \(DiagramNumber.format(baseline))) scale(\(scale))")
        for use in uses { group.append(use) }
        return group
    }

    /// A hollow box ("tofu") for a character no font can draw: inset a tenth of the advance on
    /// each side, from the baseline to the cap height, its outline a twelfth of the point size
    /// thick (at least 0.5 pt); the inner square runs the other way so the non-zero rule leaves it
    /// empty. Absolute `M`/`L`/`Z` only, which the PNG rasteriser reads.
    static func boxPath(x: Double, width: Double, baseline: Double, font: ScaledFont) -> String {
        let inset = width / 10
        let left = x + inset, right = x + max(width - inset, inset)
        let top = baseline - max(font.metrics.capHeight, font.size * 0.5), bottom = baseline
        let stroke = min(max(font.size / 12, 0.5), (right - left) / 3, (bottom - top) / 3)
        func point(_ letter: String, _ px: Double, _ py: Double) -> String {
            letter + DiagramNumber.format(px) + " " + DiagramNumber.format(py)
        }
        return point("M", left, top) + point("L", right, top) + point("L", right, bottom) + point("L", left, bottom) + "Z"
            + point("M", left + stroke, top + stroke) + point("L", left + stroke, bottom - stroke)
            + point("L", right - stroke, bottom - stroke) + point("L", right - stroke, top + stroke) + "Z"
    }

    private static func weight(_ weightClass: Int) -> FontWeight {
        switch weightClass {
        case ..<150: .ultraLight
        case ..<250: .thin
        case ..<350: .light
        case ..<450: .regular
        case ..<550: .medium
        case ..<650: .semibold
        case ..<750: .bold
        case ..<850: .heavy
        default: .black
        }
    }

    private mutating func drawImagePlaceholder(name: String, view: DiagramView) {
        let frame = view.displayFrame
        var group = XMLElement("g")
        group.set("id", elementID(for: view, role: "v"))
        group.set("class", "im")
        describe(view, on: &group)
        if let file = scene.images[name] {
            if !undrawnImages.contains(where: { $0.name == name }), let reason = Self.reasonNotDrawnInPNG(file) {
                undrawnImages.append((name, reason))
            }
            // The asset itself, stretched to the frame as a resizable SwiftUI image is.
            var image = XMLElement("image")
            image.set("x", frame.x)
            image.set("y", frame.y)
            image.set("width", frame.width)
            image.set("height", frame.height)
            image.set("preserveAspectRatio", "none")
            image.set("href", file.dataURL)
            group.append(image)
            fills.append(group)
            return
        }
        if name.hasPrefix(Self.symbolPrefix) {
            let symbolName = String(name.dropFirst(Self.symbolPrefix.count))
            if let outline = SymbolOutline.lookup(symbolName) { return drawSymbol(outline, view: view) }
            symbols.recordUnmapped(symbolName)
        }
        group.append(rectElement(frame, inset: 0.5, id: nil, className: "im"))
        if frame.width > 2, frame.height > 2 {
            let (x0, y0, x1, y1) = (frame.x + 0.5, frame.y + 0.5, frame.maxX - 0.5, frame.maxY - 0.5)
            var cross = XMLElement("path")
            cross.set("d", "M\(DiagramNumber.format(x0)) \(DiagramNumber.format(y0))L\(DiagramNumber.format(x1)) \(DiagramNumber.format(y1))"
                        + "M\(DiagramNumber.format(x0)) \(DiagramNumber.format(y1))L\(DiagramNumber.format(x1)) \(DiagramNumber.format(y0))")
            group.append(cross)
        }
        fills.append(group)
    }

    /// Why the PNG rasteriser would draw `file` as a grey box, nil when it draws its pixels.
    private static func reasonNotDrawnInPNG(_ file: ImageFile) -> String? {
        do {
            _ = try ImageDecoder.decode(file.bytes)
            return nil
        } catch {
            return "the \(file.mediaType == "image/png" ? "PNG" : "JPEG") does not decode (\(error))"
        }
    }

    private mutating func drawCanvas() {
        guard options.measure != .none, scene.canvas.width.isFinite, scene.canvas.height.isFinite else { return }
        var title = "proposal " + DiagramNumber.size(scene.proposal.width, scene.proposal.height)
        if scene.proposal.width == nil || scene.proposal.height == nil {
            title += " (canvas " + DiagramNumber.size(scene.canvas.width, scene.canvas.height) + ")"
        }
        var rect = rectElement(Rect(x: 0, y: 0, width: scene.canvas.width, height: scene.canvas.height),
                               inset: 0.5, id: "\(id)-proposal", className: "cv")
        rect.append(XMLElement("title", text: title))
        canvas.append(rect)
    }

    // MARK: - Labels

    private var effectiveMeasureMode: MeasureMode {
        guard options.measure == .auto else { return options.measure }
        return scene.allViews.contains(where: \.isMeasured) ? .marked : .all
    }

    private func wantsLabel(_ view: DiagramView, mode: MeasureMode) -> Bool {
        guard view.frame.isFinite, !(view.isSecondary && mode != .marked) else { return false }
        switch mode {
        case .none: return false
        case .marked: return view.isMeasured
        case .leaves:
            if view.isMeasured { return true }
            switch view.content {
            case .layout, .nothing, .spacer: return false
            default: return view.isLeaf && view.frame.width > 0 && view.frame.height > 0
            }
        case .all, .auto:
            // In `auto`, empty views (a collapsed Spacer) say nothing worth a label.
            if options.measure == .auto, view.frame.width == 0 || view.frame.height == 0 { return false }
            switch view.content {
            case .nothing: return false
            case .layout:
                let children = view.contentChildren
                if children.count >= 2, view.kind.hasSuffix("Stack") { return true }
                return !children.contains { $0.frame.size == view.frame.size }
            default: return true
            }
        }
    }

    private mutating func drawMeasureLabel(_ view: DiagramView, parent: DiagramView?, placer: inout LabelPlacer) {
        let frame = view.frame
        // In `auto`, a view with the frame of one already labelled (a circle, the ZStack around it
        // and the frame around that) would repeat its numbers: the innermost keeps the label.
        if options.measure == .auto, labelledFrames.contains(frame) { return }
        var text = DiagramNumber.format(frame.width)
        // The height says something only when it differs from the parent's (in an HStack of
        // equal heights it would repeat the same number on every item), or the canvas's for the root.
        let reference = parent?.frame.height ?? scene.canvas.height
        if abs(reference - frame.height) > 0.005 {
            text += "×" + DiagramNumber.format(frame.height)
        }
        // With --proposals the label gets a second line saying what the view was proposed, so
        // the two numbers can never be read as belonging to different views.
        let proposal = options.showsProposals
            ? "proposed " + DiagramNumber.size(view.proposal.width, view.proposal.height) : nil
        let width = max(labelWidth(text), proposal.map(labelWidth) ?? 0)
        let height = proposal == nil ? LabelPlacer.height : 2 * LabelPlacer.height - 2
        // `auto` labels only what fits next to its view; an explicit `all` or `marked` labels
        // every view it selects, further away if it must.
        guard let placement = placer.place(width: width, height: height, near: frame, preferInside: Self.labelsInside(view),
                                           insideContainer: !view.isLeaf, allowsFar: options.measure != .auto) else { return }
        let box = placement.box
        contentBounds = contentBounds.enclosing(box)
        labelBoxes.append(box)
        labelledFrames.insert(frame)

        var group = XMLElement("g")
        group.set("id", elementID(for: view, role: "m"))
        group.set("class", "lb")
        let format: (Double) -> String = DiagramNumber.format
        if let y = placement.lineY {
            // A dimension line across the measured width, with end ticks, behind the label.
            let left = frame.x + 0.5, right = frame.maxX - 0.5, tick = LabelPlacer.tick
            var line = XMLElement("path")
            line.set("class", "dm")
            line.set("d", "M\(format(left)) \(format(y - tick))v\(format(2 * tick))M\(format(left)) \(format(y))"
                        + "H\(format(right))M\(format(right)) \(format(y - tick))v\(format(2 * tick))")
            group.append(line)
            contentBounds = contentBounds.enclosing(LabelPlacer.lineBand(across: frame, at: y))
        } else if let leader = placement.leader {
            // A leader from the view's edge to a label placed further away.
            var line = XMLElement("path")
            line.set("class", "dm")
            line.set("d", "M\(format(leader.midX)) \(format(leader.y))V\(format(leader.maxY))")
            group.append(line)
        }
        group.append(pill(box, lines: [text] + (proposal.map { [$0] } ?? [])))
        labels.append(group)
    }

    /// A navigation or tab bar: iOS draws it as chrome, a bar background with a hairline where it
    /// meets the content (UIKit's `UINavigationBar`/`UITabBar` shadow line), so a label of a view
    /// outside it keeps off it and one inside it stays wholly inside (issue 33: a size label sat
    /// on the navigation bar's bottom edge).
    static func isBar(_ view: DiagramView) -> Bool {
        view.kind == "NavigationBar" || view.kind == "TabBar"
    }

    /// Colours and shapes carry their label inside, on their own fill. Text keeps its words
    /// readable, an image or symbol its picture, a control (a switch's track and knob, a
    /// slider) what it draws: they are labelled beside themselves (issue 33: a switch's "51" sat on
    /// the switch, an avatar's "40" on its picture). Containers label themselves outside their
    /// children, or inside where none of their content is drawn.
    static func labelsInside(_ view: DiagramView) -> Bool {
        guard view.isLeaf, view.style.control == nil else { return false }
        switch view.content {
        case .color, .shape: return true
        case .text, .image, .spacer, .divider, .chart, .layout, .nothing: return false
        }
    }

    /// A rounded box with one centred line of text per entry; lines after the first are the
    /// proposal (`.pr`, italic and secondary).
    /// Label text: the system font at 11 pt, drawn from its outlines like the scene's text.
    private var labelFont: ScaledFont { fonts.scaledFont(for: FontDescriptor(size: LabelPlacer.fontSize)) }

    /// A pill's width: the label's measured width plus 5 pt of padding each side, whole points.
    private func labelWidth(_ text: String) -> Double {
        (labelTextWidth(text) + 10).rounded(.up)
    }

    /// The width of `text` in the label font.
    private func labelTextWidth(_ text: String) -> Double {
        labelWidths.width(of: text) { labelFont.width(of: $0) }
    }

    private mutating func pill(_ box: Rect, lines: [String]) -> XMLElement {
        var group = XMLElement("g")
        var background = XMLElement("rect")
        background.set("x", box.x + 0.5)
        background.set("y", box.y + 0.5)
        background.set("width", box.width - 1)
        background.set("height", box.height - 1)
        background.set("rx", 4)
        group.append(background)
        for (index, line) in lines.enumerated() {
            var label = XMLElement("text", text: line)
            label.set("class", index == 0 ? nil : "pr")
            label.set("x", box.midX)
            let baseline = box.y + 11 + Double(index) * (LabelPlacer.height - 2)
            label.set("y", baseline)
            let font = labelFont
            if let drawn = glyphLine(line, font: font, x: box.midX - labelTextWidth(line) / 2, baseline: baseline) {
                for var glyphs in drawn.elements {
                    glyphs.set("class", index == 0 ? "lt" : "lt pr")
                    group.append(glyphs)
                }
                label.set("fill-opacity", "0")
            }
            group.append(label)
        }
        return group
    }
}
