import Synchronization
import Testing
import LayoutEngine

/// `TextMeasuring.measureLines` may give a text's line count and widest width without its lines;
/// the engine then sizes the text from those and asks `layoutText` for the lines only when the
/// text is drawn (its views are read). Frames and drawn lines must be what a measurer that
/// makes the lines gives.
@Suite("Texts sized without their lines")
struct SizeOnlyMeasuringTests {
    /// The monospaced measurer's answers, with `measureLines` dropping the lines; counts each call.
    final class SizeOnlyMeasurer: TextMeasuring, Equatable {
        let sized = Atomic<Int>(0)
        let laidOut = Atomic<Int>(0)
        let inner = MonospacedTextMeasurer()

        func layoutText(_ request: TextLayoutRequest) -> TextLayoutResult {
            laidOut.add(1, ordering: .relaxed)
            return inner.layoutText(request)
        }

        func measureLines(_ request: TextLayoutRequest) -> TextLineMeasure {
            sized.add(1, ordering: .relaxed)
            let measured = TextLineMeasure(lines: inner.layoutText(request).lines)
            return TextLineMeasure(count: measured.count, width: measured.width, lines: nil)
        }

        func lineMetrics(of font: FontDescriptor) -> FontLineMetrics { inner.lineMetrics(of: font) }
        static func == (lhs: SizeOnlyMeasurer, rhs: SizeOnlyMeasurer) -> Bool { lhs === rhs }
    }

    @Test("Every scene is placed and its texts drawn as with a measurer that makes the lines, in a first pass and a reused scene's next")
    func sameFramesAndLines() {
        for (name, root, proposal) in CompiledPassTests.scenes {
            let expected = CompiledPassTests.frames(
                LayoutEngine.layout(root, in: proposal, options: LayoutOptions(textMeasurer: MonospacedTextMeasurer())))
            let scene = LayoutScene(root)
            let options = LayoutOptions(textMeasurer: SizeOnlyMeasurer())
            #expect(CompiledPassTests.frames(LayoutEngine.layout(scene, in: proposal, options: options)) == expected, "\(name)")
            // The second pass starts from the first one's kept layouts, which hold no lines.
            #expect(CompiledPassTests.frames(LayoutEngine.layout(scene, in: proposal, options: options)) == expected,
                    "\(name), second pass")
        }
    }

    @Test("A text's lines are asked only when the views are read, once per placed text")
    func linesAskedWhenViewsAreRead() {
        // Two texts in a VStack 100 wide: "one" and "two" (3 × 8.5 pt) fit on a line each.
        let measurer = SizeOnlyMeasurer()
        let result = LayoutEngine.layout(VStack { Text("one"); Text("two") }.node, in: ProposedSize(width: 100, height: nil),
                                         options: LayoutOptions(textMeasurer: measurer))
        #expect(measurer.sized.load(ordering: .relaxed) > 0)
        #expect(measurer.laidOut.load(ordering: .relaxed) == 0)
        let lines = result.root.allViews.compactMap(\.text).map { $0.lines.map(\.text) }
        #expect(lines == [["one"], ["two"]])
        #expect(measurer.laidOut.load(ordering: .relaxed) == 2)
    }
}
