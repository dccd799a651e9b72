import LayoutEngine
import Snapshots
import Testing
@testable import LayoutLensCLI

/// `frames` writes each placed view straight into bytes (`FramesJSONWriter`); those bytes must be
/// the ones the `JSONValue` tree of the view writes, at any depth, with every optional member.
@Suite struct FramesJSONWriterTests {
    @Test func nodesWrittenDirectlyAreTheTreesBytes() throws {
        let result = LayoutEngine.layout(VStack(spacing: 4) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).offset(x: 20, y: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            Color.green.frame(height: 3)
        }.node, in: ProposedSize(width: 120, height: 90))
        for indent in [0, 2, 3] {
            var expected: [UInt8] = []
            FramesJSON.nodeValue(result.root).write(to: &expected, pretty: true, indent: indent)
            var writer = FramesJSONWriter()
            writer.writeNode(result.root, indent: indent)
            #expect(writer.output == expected)
        }
        // The tree has a displacement, nested children and leaves with none.
        #expect(result.root.allViews.contains { $0.effect != nil })
    }

    /// `frames` writes a laid-out result from the pass's flat frames (`writeRoot`, through
    /// `LayoutResult.forEachOutline`) without building its `PlacedView` tree; the bytes must be
    /// the tree's, for texts, a displacement, a stand-in, sources and nesting three deep. The
    /// result is written before its root is first read, so the frames, not a built tree, are walked.
    @Test func aResultWrittenFromItsFramesIsTheTreesBytes() throws {
        var scene = VStack(spacing: 4) {
            HStack(spacing: 0) {
                Text("Hello, frames").offset(x: 20, y: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            Color.green.frame(height: 3)
        }.node
        scene.children[0].children[1].style.standIn = StandIn(name: "LazyImage", reason: "not declared in the files read")
        scene.children[1].source = SourceLocation(line: 12, column: 9, file: "Sources/Rows/Row.swift")
        for indent in [0, 3] {
            let result = LayoutEngine.layout(scene, in: ProposedSize(width: 120, height: 90))
            var writer = FramesJSONWriter()
            writer.writeRoot(of: result, indent: indent)
            var expected: [UInt8] = []
            FramesJSON.nodeValue(result.root).write(to: &expected, pretty: true, indent: indent)
            #expect(writer.output == expected)
            let views = result.root.allViews
            #expect(views.contains { $0.effect != nil } && views.contains { $0.style.standIn != nil } && views.contains { $0.text != nil })
        }
    }

    /// What the direct writer does itself (quoting, integers, numbers, indentation, growing its
    /// buffer) against `JSONValue` on values a layout rarely gives: strings with every kind of
    /// escape and non-ASCII text, a source in another file, stand-ins, frames with negative,
    /// tiny, huge and non-finite numbers, lines at the edge of the integers written digit by
    /// digit (10¹¹ − 1 and 10¹¹), and a chain of views nested deeper than any indentation run.
    @Test func unusualStringsNumbersAndDepthAreTheTreesBytes() throws {
        let laidOut = LayoutEngine.layout(Color.red.frame(width: 10, height: 10).node, in: ProposedSize(width: 20, height: 20))
        var leaf = laidOut.root
        leaf.children = []
        let labels = ["quote \" and \\ back", "lines\n\r\ttab", "bell \u{7} and nul \u{0}", "é, 漢字, 👩‍👩‍👧", ""]
        let numbers: [Double] = [-0.00001, -12.34567, 0.00005, 1e15, -1e16, .infinity, -.infinity, .nan, 123_456_789.125]
        let lines = [0, 7, 99_999_999_999, 100_000_000_000, -5, -100_000_000_000]
        var views: [PlacedView] = []
        for (index, label) in labels.enumerated() {
            var view = leaf
            view.label = label
            view.kind = label.isEmpty ? "Text" : label
            view.source = SourceLocation(line: lines[index % lines.count], column: lines[(index + 1) % lines.count],
                                         file: index.isMultiple(of: 2) ? "Shared/Row \"\(index)\".swift" : nil)
            view.frame = Rect(x: numbers[index], y: numbers[index + 1], width: numbers[index + 2], height: numbers[index + 3])
            if index == 1 { view.style.standIn = StandIn(name: "LazyImage", reason: "not declared in the files read; \"Nuke\"") }
            views.append(view)
        }
        // 80 levels: 160 spaces and more of indentation, past the writer's first 4 096 bytes.
        var deep = leaf
        for level in 0..<80 {
            var parent = leaf
            parent.label = "level \(level)"
            parent.children = [deep]
            deep = parent
        }
        var root = leaf
        root.children = views + [deep]
        for indent in [0, 2] {
            var expected: [UInt8] = []
            FramesJSON.nodeValue(root).write(to: &expected, pretty: true, indent: indent)
            var writer = FramesJSONWriter()
            writer.writeNode(root, indent: indent)
            #expect(writer.output == expected)
        }
    }
}
