import Synchronization
import Testing
import LayoutEngine

/// The performance work of issue 18 must not move a frame: a compiled scene laid out again, and
/// an untraced pass (which takes shortcuts) against a traced one (which asks every question),
/// place every view where the plain pass does.
@Suite("Compiled scenes and the untraced pass's shortcuts")
struct CompiledPassTests {
    /// Scenes that exercise each shortcut: colours (answered from their kind), subtrees without
    /// explicit guides, text baselines and `alignmentGuide` (which must still be asked), priority
    /// groups, spacers, frames, padding, overlays, offsets and fixed sizes.
    static var scenes: [(String, ViewNode, ProposedSize)] { [
        ("colours", HStack { Color.red; Color.green.frame(width: 40); Color.blue }.node,
         ProposedSize(width: 300, height: 50)),
        ("nested", VStack { HStack { Color.red.frame(width: 10, height: 10); VStack { Color.blue; Color.red } }; Color.green }.node,
         ProposedSize(width: 200, height: 300)),
        ("baselines", HStack(alignment: .firstTextBaseline) {
            Text("Title").font(.largeTitle); VStack { Text("two"); Text("lines") }; Color.red.frame(width: 20, height: 20)
        }.node, ProposedSize(width: 390, height: 200)),
        ("guides", VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
            Color.blue.frame(width: 80, height: 10)
            HStack { Text("label"); Spacer(); Color.gray.frame(width: 40, height: 16) }.padding(8)
        }.node, ProposedSize(width: 390, height: nil)),
        ("priorities", HStack {
            Text("A long label that has to wrap").layoutPriority(1)
            Color.orange.frame(minWidth: 30, maxWidth: 90)
            Text("short").fixedSize()
            Color.purple.overlay(alignment: .topLeading) { Text("over") }.offset(x: 3, y: 4)
        }.node, ProposedSize(width: 250, height: 120)),
        // Containers that size their children with a stack of their own but place them their own
        // way: a stack's remembered arrangement must not stand in for theirs.
        ("own stacks", VStack {
            ViewNode(ToggleLayout(), children: [Text("Wi-Fi").node, ViewNode(SwitchLeaf())])
            ViewNode(ButtonLayout(insets: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)),
                     children: [Text("OK").node, Color.red.frame(width: 20, height: 20)])
            ViewNode(LabelLayout(), children: [Color.blue.frame(width: 17, height: 17), Text("Label").node])
            ViewNode(ScrollViewLayout(), children: [Color.green.frame(height: 30), Text("scrolled").node])
        }.node, ProposedSize(width: nil, height: nil)),
        // Answered from their kind when untraced: fixed frames (around a text, which is then asked
        // only when placed), spacers in either axis and outside a stack, texts under a font, a
        // line limit and several proposals (each text keeps two measurements).
        ("kinds", VStack(alignment: .leading) {
            Text("framed text that is cut").frame(width: 60, height: 20)
            HStack { Spacer(minLength: 30); Text("right").font(.title); Spacer() }
            Spacer(minLength: 12)
            HStack(alignment: .lastTextBaseline) { Text("a long line that wraps twice or more").lineLimit(2); Text("end") }
        }.node, ProposedSize(width: 180, height: 400)),
        ("a lone spacer", Spacer(minLength: 20).node, ProposedSize(width: 50, height: nil)),
        // Paddings answered from their kind: on some edges, nested, around a stack proposed an
        // unspecified height (sized without placements, placed with its height) and too wide
        // for their proposal (the child is proposed 0, not less).
        ("paddings", VStack(alignment: .trailing) {
            HStack { Text("row"); Spacer(); Color.gray.frame(width: 40, height: 16) }.padding(.horizontal, 12).padding(3)
            Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            Text("narrow").padding(40).frame(width: 50)
        }.node, ProposedSize(width: 300, height: nil)),
    ] }

    /// Everything a diagram or snapshot reads of a placed view.
    static func frames(_ result: LayoutResult) -> [String] {
        result.root.allViews.map { view in
            "\(view.path) \(view.frame) \(view.displayFrame) \(view.proposal) \(String(describing: view.text))"
        }
    }

    @Test("A scene compiled once lays out again exactly like the view tree it came from")
    func compiledSceneReused() {
        for (name, root, proposal) in Self.scenes {
            let scene = LayoutScene(root)
            let fresh = Self.frames(LayoutEngine.layout(root, in: proposal))
            #expect(Self.frames(LayoutEngine.layout(scene, in: proposal)) == fresh, "\(name)")
            #expect(Self.frames(LayoutEngine.layout(scene, in: proposal)) == fresh, "\(name), second pass")
        }
    }

    @Test("A compiled Text, Spacer and Divider show what their own placedContent() says")
    func leavesWithFixedContentShowTheirContent() {
        // Compiling reads these leaves' content from their type, not by asking each one: the
        // placed views must still show exactly what the leaves answer.
        let leaves: [any LayoutPrimitive & DrawableLeaf] = [TextLeaf("Hi"), SpacerLeaf(minLength: 4), DividerLeaf(thickness: 2)]
        let root = ViewNode(StackLayout.vStack(), children: leaves.map { ViewNode($0) })
        let result = LayoutEngine.layout(root, in: ProposedSize(width: 100, height: 100),
                                         options: LayoutOptions(textMeasurer: MonospacedTextMeasurer()))
        #expect(result.root.children.map(\.content) == leaves.map { $0.placedContent() })
    }

    @Test("An untraced pass places every view where a traced pass does")
    func shortcutsKeepFrames() {
        for (name, root, proposal) in Self.scenes {
            let untraced = LayoutEngine.layout(root, in: proposal, options: LayoutOptions(recordsTrace: false))
            let traced = LayoutEngine.layout(root, in: proposal, options: LayoutOptions(recordsTrace: true))
            #expect(Self.frames(untraced) == Self.frames(traced), "\(name)")
            #expect(!traced.trace.isEmpty)
        }
    }

    @Test("The views are built on demand, once, and a result's root can be replaced")
    func viewsBuiltOnDemand() {
        let root = HStack { Text("a"); VStack { Color.red; Text("b") } }.node
        let result = LayoutEngine.layout(root, in: ProposedSize(width: 200, height: 100))
        let copy = result
        // Five views: the HStack, its text, the VStack and its two children, depth first.
        #expect(result.root.allViews.map(\.path) == ["HStack", "HStack[0]/Text", "HStack[1]/VStack",
                                                     "HStack[1]/VStack[0]/Color", "HStack[1]/VStack[1]/Text"])
        #expect(Self.frames(copy) == Self.frames(result))
        var edited = result
        edited.root.children.removeLast()
        #expect(edited.root.allViews.count == 2)
        #expect(result.root.allViews.count == 5)
    }

    @Test("Paths are written when asked: a parent's path, the position when the parent indexes its children, the kind")
    func pathsFollowTheNormalisedTree() {
        let root = HStack {
            Color.red.padding(4)
            Group { Color.green; Text("a").font(.title) }
            Color.blue.overlay { Text("b"); Text("c") }
        }.node
        let proposal = ProposedSize(width: 300, height: 100)
        let untraced = LayoutEngine.layout(root, in: proposal)
        let traced = LayoutEngine.layout(root, in: proposal, options: LayoutOptions(recordsTrace: true))
        // The HStack indexes its children, the Group's two views among them (the font modifier
        // folds into the text's environment); padding does not index its child; an overlay
        // indexes its primary and secondary (as docs/explain.md's `overlay[0]/…` paths); the
        // overlay's two views are one implicit ZStack, which indexes its own.
        let expected = ["HStack", "HStack[0]/padding", "HStack[0]/padding/Color", "HStack[1]/Color", "HStack[2]/Text",
                        "HStack[3]/overlay", "HStack[3]/overlay[0]/Color", "HStack[3]/overlay[1]/ZStack",
                        "HStack[3]/overlay[1]/ZStack[0]/Text", "HStack[3]/overlay[1]/ZStack[1]/Text"]
        #expect(untraced.root.allViews.map(\.path) == expected)
        #expect(traced.root.allViews.map(\.path) == expected)
        // A traced pass names the views it asks by the same paths, each of them at least once.
        #expect(Set(traced.trace.map(\.path)) == Set(expected))
    }

    @Test("A modifier chain above a Group is normalised once per modifier: 40 paddings over two views make two chains, not 2^40 steps")
    func modifierChainNormalisedLinearly() {
        var node = Group { Color.red; Color.blue }.node
        for _ in 0..<40 { node = node.padding(1) }
        // A modifier applied to a group applies to each of its views: two chains of 40 paddings
        // and a colour, in the implicit VStack a body of two views is laid out in (2 × 41 + 1).
        let scene = LayoutScene(node)
        #expect(scene.count == 83)
        #expect(LayoutEngine.layout(scene, in: ProposedSize(width: 200, height: 400)).root.children.count == 2)
    }

    /// Counts the layouts the pass asks its measurer for. Equal only to itself, so a scene laid
    /// out again with it keeps what it measured.
    final class CountingMeasurer: TextMeasuring, Equatable {
        let calls = Atomic<Int>(0)
        let inner = MonospacedTextMeasurer()
        func layoutText(_ request: TextLayoutRequest) -> TextLayoutResult {
            calls.add(1, ordering: .relaxed)
            return inner.layoutText(request)
        }
        func lineMetrics(of font: FontDescriptor) -> FontLineMetrics { inner.lineMetrics(of: font) }
        static func == (lhs: CountingMeasurer, rhs: CountingMeasurer) -> Bool { lhs === rhs }
    }

    @Test("A text in a stack is measured once per distinct line breaking, not once per probe")
    func textMeasuredPerLineBreaking() {
        // HStack { Text("Hi"); Spacer() } proposed 100 × unspecified. Sizing probes the text with
        // widths 0, ∞ and its offer (100 − 0 spacing next to a spacer = 100; the spacer's 8 pt
        // minimum is reserved first, so 92), all of unspecified height. Placing re-runs them with
        // the stack's height, one 17 pt line (monospaced measurer: a line is one em of the 17 pt
        // body font), so with a one-line limit. Six distinct requests; measured:
        // 1. width 0: one grapheme per line, "H" / "i";
        // 2. no width: "Hi" on one line, 17 wide (2 × 0.5 em);
        //    the offer of 92 ≥ 17 breaks nothing: answered by 2;
        // 3. width 0 with one line: 2 lines > 1, so the measurer truncates: measured;
        //    no width, one line: 2's single line fits the limit: answered by 2; same for 92.
        let measurer = CountingMeasurer()
        let scene = HStack { Text("Hi"); Spacer() }
        let result = LayoutEngine.layout(scene.node, in: ProposedSize(width: 100, height: nil),
                                         options: LayoutOptions(textMeasurer: measurer))
        #expect(measurer.calls.load(ordering: .relaxed) == 3)
        #expect(result.view("HStack[0]/Text").frame.width == 17)
    }

    @Test("A scene laid out again with an equal measurer keeps its texts' layouts; another measurer is asked anew")
    func textsKeptBetweenPasses() {
        for (name, root, proposal) in Self.scenes {
            let scene = LayoutScene(root)
            let measurer = CountingMeasurer()
            let options = LayoutOptions(textMeasurer: measurer)
            let first = Self.frames(LayoutEngine.layout(scene, in: proposal, options: options))
            let asked = measurer.calls.load(ordering: .relaxed)
            #expect(Self.frames(LayoutEngine.layout(scene, in: proposal, options: options)) == first, "\(name)")
            // Every layout of the second pass was one of the first pass's.
            #expect(measurer.calls.load(ordering: .relaxed) == asked, "\(name)")
            let other = CountingMeasurer()
            #expect(Self.frames(LayoutEngine.layout(scene, in: proposal, options: LayoutOptions(textMeasurer: other))) == first,
                    "\(name)")
            #expect(other.calls.load(ordering: .relaxed) == asked, "\(name): a measurer not equal is asked again")
        }
    }

    @Test("A scene reused with another measurer or scale lays out as a fresh scene does")
    func keptTextsFollowMeasurerAndScale() {
        for (name, root, proposal) in Self.scenes {
            let scene = LayoutScene(root)
            _ = LayoutEngine.layout(scene, in: proposal, options: LayoutOptions(textMeasurer: MonospacedTextMeasurer(advance: 0.5)))
            for options in [LayoutOptions(textMeasurer: MonospacedTextMeasurer(advance: 0.7)),
                            LayoutOptions(scale: 2, textMeasurer: MonospacedTextMeasurer(advance: 0.5)),
                            LayoutOptions(textMeasurer: MonospacedTextMeasurer(advance: 0.5))] {
                #expect(Self.frames(LayoutEngine.layout(scene, in: proposal, options: options))
                        == Self.frames(LayoutEngine.layout(root, in: proposal, options: options)), "\(name)")
            }
        }
    }

    /// A primitive the engine does not know, counting how often its spacing is asked.
    struct SpacingCountingLeaf: LayoutPrimitive, ChildRoleProviding {
        final class Counter: Sendable { let calls = Atomic<Int>(0) }
        let counter: Counter
        var kind: String { "SpacingCounting" }
        var childRole: ChildRole { .leaf }
        func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
            Size(width: 10, height: 10)
        }
        func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
            counter.calls.add(1, ordering: .relaxed)
            return .standard
        }
    }

    @Test("A scene with a primitive the engine does not know asks its spacing again in every pass")
    func unknownPrimitivesAskedEveryPass() {
        let counter = SpacingCountingLeaf.Counter()
        let root = HStack { Color.red; ViewNode(SpacingCountingLeaf(counter: counter)); Color.blue }.node
        let scene = LayoutScene(root)
        let proposal = ProposedSize(width: 200, height: 50)
        let first = Self.frames(LayoutEngine.layout(scene, in: proposal))
        let asked = counter.calls.load(ordering: .relaxed)
        #expect(asked > 0)
        #expect(Self.frames(LayoutEngine.layout(scene, in: proposal)) == first)
        // Its answers may depend on code the engine cannot see: nothing of it is kept.
        #expect(counter.calls.load(ordering: .relaxed) == 2 * asked)
    }
}
