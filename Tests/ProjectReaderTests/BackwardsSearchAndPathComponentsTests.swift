import Testing
@testable import ProjectReader

/// Foundation's `range(of:options: .backwards)` and `URL.pathComponents`
/// (`StringRegularExpressionSearch.swift`, `URLPathMembers.swift`), with the answers swiftc's
/// Foundation gives on Linux.
@Suite struct BackwardsSearchAndPathComponentsTests {
    private func texts(_ body: String) throws -> [String] {
        let reading = read("import SwiftUI\n#Preview {\n    VStack {\n\(body)\n    }\n}\n")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        return try #require(reading.scenarios.first).root.texts
    }

    /// "npub1qqq1xyz": the last "1" is the 9th character, so the text before it is "npub1qqq"
    /// and after it "xyz" (the Bech32 split of a human-readable part); a forward search stops at
    /// the first, after "npub". "aaa" searched for "aa" backwards is the occurrence ending last,
    /// after one "a"; case-insensitively "B" finds the second "b", after "abca"; a target not
    /// there is nil.
    @Test func aBackwardsSearchFindsTheLastOccurrence() throws {
        #expect(try texts("""
        let bech = "npub1qqq1xyz"
        let last = bech.range(of: "1", options: .backwards)!
        Text(String(bech[..<last.lowerBound]))
        Text(String(bech[last.upperBound...]))
        Text(String(bech[..<bech.range(of: "1")!.lowerBound]))
        let triple = "aaa"
        Text(String(triple[..<triple.range(of: "aa", options: .backwards)!.lowerBound]))
        let mixed = "abcabc"
        Text(String(mixed[..<mixed.range(of: "B", options: [.backwards, .caseInsensitive])!.lowerBound]))
        Text(mixed.range(of: "z", options: .backwards) == nil ? "nil" : "found")
        """) == ["npub1qqq", "xyz", "npub", "a", "abca", "nil"])
    }

    /// swiftc's Foundation on Linux: "https://a.com/x/y/" → ["/", "x", "y"], "https://a.com" → [],
    /// "https://a.com/" → ["/"], "file:///tmp/a.txt" → ["/", "tmp", "a.txt"].
    @Test func pathComponentsSplitThePathAfterItsRoot() throws {
        #expect(try texts("""
        Text(URL(string: "https://a.com/x/y/")!.pathComponents.joined(separator: "|"))
        Text("\\(URL(string: "https://a.com")!.pathComponents.count)")
        Text(URL(string: "https://a.com/")!.pathComponents.joined(separator: "|"))
        Text(URL(string: "file:///tmp/a.txt")!.pathComponents.joined(separator: "|"))
        """) == ["/|x|y", "0", "/", "/|tmp|a.txt"])
    }
}
