import Testing
@testable import ProjectReader

/// Pathological nesting of every kind the parser recurses on: an error, never a stack overflow.
@Suite struct NestingLimitTests {
    /// Views `V0` … `V<levels>`: each level's body is `body(level)`, the last is `Color.red`,
    /// and a preview shows `V0()`.
    static func viewChain(levels: Int, body: (Int) -> String) -> String {
        var source = ""
        for level in 0..<levels {
            source += "struct V\(level): View { var body: some View { \(body(level)) } }\n"
        }
        return source + "struct V\(levels): View { var body: some View { Color.red } }\n#Preview { V0() }\n"
    }

    /// Prefix, what nests (opened and closed 20 000 times around `1`), suffix.
    static let patterns: [(String, String, String, String)] = [
        ("#Preview { ", "{", "}", ""), ("#Preview { Text(", "(", ")", ""), ("#Preview { Text(", "[", "]", ""),
        ("#Preview { ", "if true { ", "}", ""), ("", "struct A: View { ", "}", ""), ("#Preview { ", "HStack { ", "}", ""),
        // Swift lexes a run of `-` as one operator: 20 000 of them are one undefined prefix
        // operator, an error when the preview's frame needs its value.
        ("let x: CGFloat = ", "-", "", "\n#Preview { Color.red.frame(width: x) }"),
        ("#Preview { Color.red.frame(width: ", "1 + (", ")", ""),
    ]

    @Test(arguments: 0..<patterns.count)
    func deepNestingIsReported(_ index: Int) {
        let (prefix, open, close, suffix) = Self.patterns[index]
        let source = prefix + String(repeating: open, count: 20_000) + "1" + String(repeating: close, count: 20_000) + suffix
        let reading = read(source)
        #expect(reading.diagnostics.contains { $0.severity == .error })
    }
}

extension NestingLimitTests {
    /// 3 000 custom views each using the next: an error past the view nesting limit (512), not a
    /// stack overflow.
    @Test func deepCustomViewChainsAreReported() {
        let reading = read(Self.viewChain(levels: 3_000) { "V\($0 + 1)()" })
        #expect(reading.diagnostics.map(\.text) == ["this scenario nests views more than 512 deep; LayoutLens lays out at most 512 levels"])
    }
}

extension NestingLimitTests {
    /// A megabyte of characters that cannot start a token: capped errors, no deep recursion.
    @Test func garbageFileIsCapped() {
        let reading = read(String(repeating: "'", count: 1_000_000))
        #expect(reading.diagnostics.count == 51)
        // swiftc: "single-quoted string literal found, use '"'" (the front end's catalogue id).
        #expect(reading.diagnostics.first?.id == "swift.singleQuoted")
    }
}

extension NestingLimitTests {
    /// Long chains (100 000 modifiers or `+` terms) and nested interpolations are cut with an error
    /// instead of building trees too deep to lower.
    @Test func longChainsAreCut() {
        let modifiers = "#Preview { Color.red" + String(repeating: ".padding()", count: 100_000) + " }"
        #expect(read(modifiers).diagnostics.contains { $0.severity == .error })
        let sum = "let x: CGFloat = 1" + String(repeating: " + 1", count: 100_000) + "\n#Preview { Color.red.frame(width: x) }"
        #expect(read(sum).diagnostics.contains { $0.severity == .error })
        let elseIfs = "#Preview {\n" + String(repeating: "if false { Color.red } else ", count: 50_000) + "{ Color.blue }\n}"
        #expect(read(elseIfs).diagnostics.contains { $0.severity == .error })
        let strings = "let s = " + String(repeating: "\"\\(", count: 10_000) + "1" + String(repeating: ")\"", count: 10_000)
        #expect(read(strings).diagnostics.contains { $0.severity == .error })
    }
}

extension NestingLimitTests {
    /// Views and functions that use the next level twice, 30 levels deep (2³⁰ expansions): an
    /// error after a bounded amount of work, not a hang.
    @Test func exponentialExpansionIsBounded() {
        let views = Self.viewChain(levels: 30) { "HStack { V\($0 + 1)(); V\($0 + 1)() }" }
        #expect(read(views).diagnostics.map(\.id) == ["tooManyViews"])

        var functions = ""
        for level in 0..<30 {
            functions += "func f\(level)() -> CGFloat { f\(level + 1)() + f\(level + 1)() }\n"
        }
        functions += "func f30() -> CGFloat { 1 }\n#Preview { Color.red.frame(width: f0()) }\n"
        #expect(read(functions).diagnostics.map(\.id) == ["limit.steps"])
    }
}
