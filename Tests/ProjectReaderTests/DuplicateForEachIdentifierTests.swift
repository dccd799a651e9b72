import Testing
@testable import ProjectReader

/// Two elements of a `ForEach` with one identifier: SwiftUI logs "the ID … occurs multiple times
/// within the collection, this will give undefined results!"; LayoutLens warns
/// (`duplicateForEachID`) at the `ForEach` and draws every element.
@Suite struct DuplicateForEachIdentifierTests {
    private func warnings(_ body: String) -> [String] {
        let source = "import SwiftUI\n" + body + "\n"
        return read(source).diagnostics.filter { $0.id == "duplicateForEachID" }.map { "\($0.range.start.line): \($0.text)" }
    }

    @Test func repeatedSelfIdentifiersWarnAtTheForEach() throws {
        let found = warnings("""
        #Preview {
            VStack {
                ForEach([1, 1, 2], id: \\.self) { n in
                    Text("\\(n)")
                }
            }
        }
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("4: the ID 1 occurs more than once") == true, "\(found)")
    }

    @Test func repeatedIdentifiableIdentifiersWarn() {
        let found = warnings("""
        struct Row: Identifiable {
            let id: String
        }
        #Preview {
            List {
                ForEach([Row(id: "a"), Row(id: "b"), Row(id: "a")]) { row in
                    Text(row.id)
                }
            }
        }
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("7: the ID a occurs more than once") == true, "\(found)")
    }

    @Test func distinctIdentifiersAndRangesDoNotWarn() {
        #expect(warnings("""
        struct Row: Identifiable {
            let id: Int
            let name: String
        }
        #Preview {
            VStack {
                ForEach([Row(id: 1, name: "x"), Row(id: 2, name: "x")]) { Text($0.name) }
                ForEach(["x", "y"], id: \\.self) { Text($0) }
                ForEach(0..<3) { Text("\\($0)") }
            }
        }
        """).isEmpty)
    }

    @Test func everyElementIsStillDrawn() throws {
        let reading = read("import SwiftUI\n#Preview {\n    VStack {\n        ForEach([7, 7], id: \\.self) { Text(\"\\($0)\") }\n    }\n}\n")
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.compactMap { $0.text?.lines.first?.text } == ["7", "7"])
    }
}
