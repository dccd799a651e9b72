import Testing
@testable import ProjectReader

/// Nesting real views have, far inside swiftc's limit of 256 brackets: read and laid out, not
/// stopped by a limit of LayoutLens's own.
@Suite struct RealisticNestingTests {
    /// `levels` stacks (alternating `VStack`, `HStack`) around `inner`.
    static func stacks(_ levels: Int, around inner: String) -> String {
        var body = inner
        for level in 0..<levels { body = (level.isMultiple(of: 2) ? "VStack {\n" : "HStack {\n") + body + "\n}" }
        return "import SwiftUI\n\n#Preview {\n" + body + "\n}\n"
    }

    /// A 40-modifier chain in a 30-deep stack: each `.padding(1)` adds a point on every edge and a
    /// stack with one child hugs it, so the outermost stack is 2 × 40 = 80 pt wider than the text.
    @Test func fortyModifierChainInThirtyDeepStackLaysOut() throws {
        let chain = "Text(\"a\")" + String(repeating: "\n.padding(1)", count: 40)
        let views = try placedViews(Self.stacks(30, around: chain))
        let text = try frame(views, kind: "Text")
        let outer = try #require(views.first { $0.kind == "HStack" || $0.kind == "VStack" }).frame
        // Frames are summed in floating point: equal to a thousandth of a point.
        #expect(abs(outer.width - (text.width + 80)) < 0.001)
        #expect(abs(outer.height - (text.height + 80)) < 0.001)
    }

    /// 100 nested stacks (101 brackets with the preview's): swiftc accepts it; the parser's old
    /// bound of 200 productions (about 60 brackets) stopped it. One child each, so every stack is
    /// as big as the text.
    @Test func hundredDeepStacksParseAndLayOut() throws {
        let views = try placedViews(Self.stacks(100, around: "Text(\"a\")"))
        let text = try frame(views, kind: "Text")
        let outer = try #require(views.first { $0.kind == "HStack" || $0.kind == "VStack" }).frame
        #expect(outer.size == text.size)
    }

    /// A 300-term string concatenation is one operator sequence, not 300 levels of nesting: the
    /// text shows the whole string, as wide as the same string written at once.
    @Test func threeHundredTermConcatenationIsOneText() throws {
        let terms = Array(repeating: "\"ab\"", count: 300).joined(separator: " + ")
        let concatenated = try placedViews("import SwiftUI\n\nlet long = \(terms)\n\n#Preview {\n    Text(long)\n}\n")
        let whole = try placedViews("import SwiftUI\n\n#Preview {\n    Text(\"\(String(repeating: "ab", count: 300))\")\n}\n")
        #expect(try frame(concatenated, kind: "Text") == frame(whole, kind: "Text"))
    }
}
