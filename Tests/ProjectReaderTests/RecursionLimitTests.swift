import Testing
@testable import ProjectReader

/// A function, property, initializer or closure that calls itself without end: a compiled
/// program overflows its stack and crashes (Swift has no recursion limit); LayoutLens stops it
/// at its nesting limit and says it is a recursion (`limit.recursion`), at the call that went
/// one level too deep. One deep expression without calls stays `limit.expressionDepth`.
@Suite struct RecursionLimitTests {
    @Test(arguments: [
        ("func down(_ n: Int) -> Int {\n    down(n + 1)\n}\n#Preview { Text(\"\\(down(0))\") }", 3),
        ("struct Loop {\n    var value: Int { value + 1 }\n}\n#Preview { Text(\"\\(Loop().value)\") }", 3),
        ("struct Node {\n    let next: Int\n    init() {\n        let other = Node()\n        next = other.next\n    }\n}\n#Preview { Text(\"\\(Node().next)\") }", 5),
        ("struct Deep {\n    subscript(i: Int) -> Int { self[i + 1] }\n}\n#Preview { Text(\"\\(Deep()[0])\") }", 3),
        ("func go(_ n: Int) -> [Int] {\n    [n].flatMap { go($0 + 1) }\n}\n#Preview { Text(\"\\(go(0).count)\") }", 3),
    ])
    func aRecursionWithoutEndIsReportedAsOneAtItsLine(body: String, line: Int) throws {
        let reading = read("import SwiftUI\n" + body + "\n")
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.id == "limit.recursion")
        #expect(error.range.start.line == line)
        #expect(error.text.hasPrefix("calls nested "), "\(error.text)")
    }

    @Test func aDeepExpressionWithoutCallsIsTheExpressionLimit() throws {
        // 1 200 nested parentheses: past the 1 000-expression limit, with no call at all.
        let nested = String(repeating: "(", count: 1_200) + "1" + String(repeating: ")", count: 1_200)
        let reading = read("import SwiftUI\nlet n = \(nested)\n#Preview { Text(\"\\(n)\") }\n")
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.id != "limit.recursion")
    }
}
