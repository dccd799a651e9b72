import Testing
import LayoutEngine

/// A compiled scene keeps the views it was made from and makes what each placed view shows
/// (kind, label, source, style, content) only when the views are read; a compiled text keeps its
/// measurements as numbers that name one of its kept line layouts. Both must give the views and
/// lines a scene compiled afresh gives.
@Suite("Views and text lines of a compiled scene, read when asked")
struct CompiledPresentationTests {
    /// Everything a diagram or snapshot reads of a placed view, its presentation included.
    static func described(_ result: LayoutResult) -> [String] {
        result.root.allViews.map { view in
            "\(view.path) \(view.kind) \(view.label) \(view.frame) \(view.style) \(view.content) \(String(describing: view.text))"
        }
    }

    /// Lays out a tree made here and returns only the result: nothing else holds the views.
    static func resultOfTreeGoneOutOfScope() -> LayoutResult {
        let root = HStack {
            Color.red.frame(width: 20, height: 10)
            Text("label").measure()
            Color.green.border(.blue, width: 2).offset(x: 2, y: 3)
        }.node
        return LayoutEngine.layout(root, in: ProposedSize(width: 200, height: 50),
                                   options: LayoutOptions(textMeasurer: MonospacedTextMeasurer()))
    }

    @Test("A result's views read after its view tree and scene are released show what they were laid out from")
    func viewsReadAfterTheTreeIsGone() {
        let result = Self.resultOfTreeGoneOutOfScope()
        let root = HStack {
            Color.red.frame(width: 20, height: 10)
            Text("label").measure()
            Color.green.border(.blue, width: 2).offset(x: 2, y: 3)
        }.node
        let fresh = LayoutEngine.layout(root, in: ProposedSize(width: 200, height: 50),
                                        options: LayoutOptions(textMeasurer: MonospacedTextMeasurer()))
        #expect(Self.described(result) == Self.described(fresh))
        #expect(result.view("HStack[0]/frame/Color").label == "Color.red")
        #expect(result.view("HStack[2]/offset").effect != nil)
    }

    /// A container that makes its one child when it is placed: a text naming the width it was
    /// placed at (as a `GeometryReader` whose content reads its proxy does).
    struct WidthNamingContainer: LayoutTimeContent, ChildRoleProviding {
        var kind: String { "WidthNaming" }
        var childRole: ChildRole { .container }
        func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
            Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
        }
        func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                           context: LayoutContext) -> [SubviewPlacement] {
            subviews.indices.map { _ in SubviewPlacement(origin: Point(x: 0, y: 0), proposal: ProposedSize(size)) }
        }
        func content(placedIn frame: Rect, ancestors: [PlacedAncestor], context: LayoutContext) -> [ViewNode] {
            [ViewNode(TextLeaf("width \(Int(frame.size.width))"))]
        }
    }

    @Test("Views made while placing show their own kind, label and text")
    func contentMadeWhilePlacing() {
        let root = VStack { Color.red.frame(height: 10); ViewNode(WidthNamingContainer()) }.node
        let result = LayoutEngine.layout(root, in: ProposedSize(width: 120, height: 100),
                                         options: LayoutOptions(textMeasurer: MonospacedTextMeasurer()))
        let made = result.view("VStack[1]/WidthNaming/Text")
        #expect(made.kind == "Text")
        #expect(made.label == "Text(\"width 120\")")
        #expect(made.content == .text)
        #expect(made.text?.lines.map(\.text) == ["width 120"])
    }

    @Test("A text laid out at more widths than it keeps layouts for lays out again as a fresh scene does")
    func textLayoutsStartingOverForgetMeasurements() {
        // Each width breaks the text anew (every width is below its one-line width, 62 characters
        // × 8.5 = 527), so each pass keeps one more layout: the first two, then up to
        // `CompiledTextMemo.moreLayoutsLimit` (16) more; the 19th width (130) starts the more
        // layouts over. The widths asked just before it (125, 120, 115) are asked again after:
        // their measurements named layouts that are gone.
        let root = Text("one two three four five six seven eight nine ten eleven twelve").node
        let scene = LayoutScene(root)
        let options = LayoutOptions(textMeasurer: MonospacedTextMeasurer())
        let widths = (0..<19).map { 40.0 + 5 * Double($0) } + [125, 120, 115, 40, 45, 135]
        for width in widths {
            let proposal = ProposedSize(width: width, height: nil)
            let reused = LayoutEngine.layout(scene, in: proposal, options: options)
            let fresh = LayoutEngine.layout(root, in: proposal, options: options)
            #expect(Self.described(reused) == Self.described(fresh), "width \(width)")
        }
    }
}
