import Testing
@testable import ProjectReader

/// A string grown or consumed one piece at a time in a loop stays within the evaluation budgets:
/// `append(contentsOf:)` makes a new string of both lengths here, and counts it; `removeFirst()`
/// acts on the string instead of an array of its characters (issue 30, round four: both loops
/// ran for minutes, uncounted).
@Suite struct StringGrowthBudgetTests {
    @Test func appendingForEverMeetsTheAllocationLimitAtTheAppend() throws {
        let reading = read("""
        import SwiftUI
        func make() -> Int {
            var s = ""
            while true {
                s.append(contentsOf: "abcdefgh")
            }
            return s.count
        }
        #Preview { Text("\\(make())") }
        """)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.id == "limit.allocations")
        #expect(error.range.start.line == 5)
    }

    @Test func appendingAFewHundredTimesIsNoLimit() throws {
        // 300 appends of 8 bytes: 2 400 characters; the copies count about 300 · 299 / 2 · 8 / 16
        // ≈ 22 000 elements, far under 5 000 000.
        let reading = read("""
        import SwiftUI
        func make() -> Int {
            var s = ""
            for _ in 0..<300 { s.append(contentsOf: "abcdefgh") }
            return s.count
        }
        #Preview { Text("\\(make())") }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.compactMap { $0.text?.lines.first?.text } == ["2400"])
    }

    @Test func removingTheFirstCharacterOfFiftyThousandOneAtATimeFinishes() throws {
        // 50 000 removals, each a few steps: within the 1 000 000-step budget; the count is the
        // string's length, shown as the text "50000".
        let source = """
        import SwiftUI
        func drain() -> String {
            var s = String(repeating: "x", count: 50_000)
            var n = 0
            while !s.isEmpty {
                s.removeFirst()
                n += 1
            }
            return "\\(n)"
        }
        #Preview { Text(drain()) }
        """
        let reading = read(source)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        #expect(reading.scenarios.count == 1)
    }

    @Test(arguments: [("removeFirst", "ab", "b"), ("removeLast", "ab", "a"), ("popLast", "ab", "a"), ("removeAll", "ab", "")])
    func removingWithoutArgumentsLeavesTheRest(member: String, start: String, rest: String) throws {
        let source = """
        import SwiftUI
        func rest() -> String {
            var s = "\(start)"
            _ = s.\(member)()
            return "[" + s + "]"
        }
        #Preview { Text(rest()) }
        """
        let reading = read(source)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.compactMap { $0.text?.lines.first?.text } == ["[\(rest)]"])
    }

    @Test func removingTheFirstCharacterOfAnEmptyStringStillTraps() {
        let source = "import SwiftUI\nfunc f() -> Int {\n    var s = \"\"\n    s.removeFirst()\n    return 0\n}\n#Preview { Text(\"\\(f())\") }\n"
        let output = printed(read(source).diagnostics, source: source)
        // At the member the call names (`removeFirst`, column 7), as every collection trap is reported.
        #expect(output.contains("x.swift:4:7: error: Fatal error: Can't remove first element from an empty collection"), "\(output)")
    }
}
