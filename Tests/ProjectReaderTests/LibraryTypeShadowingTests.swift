import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// An app's model named like a SwiftUI view (a Mastodon client's `struct List` in its `Models`
/// package): a file importing both writes `List { … }` for SwiftUI's list, which swiftc takes
/// because no initializer of the model accepts a trailing closure (overload resolution sees both
/// imported types).
@Suite struct LibraryTypeShadowingTests {
    @Test func aModelNamedLikeALibraryViewLeavesItsCallsToTheLibrary() throws {
        let model = """
        import Foundation
        public struct List: Codable, Identifiable, Hashable {
            public let id: String
            public let title: String
        }
        """
        let screen = """
        import SwiftUI
        struct Requests: View {
            let names = ["a", "b"]
            var body: some View {
                List {
                    ForEach(names, id: \\.self) { Text($0) }
                }
                .listStyle(.plain)
            }
        }
        #Preview { Requests() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("m/List.swift", model), ("m/Requests.swift", screen))
        let reading = readings[1]
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let root = try #require(reading.scenarios.first).layout().root
        // SwiftUI's `List`, not a stand-in: two rows, each a `Text`.
        #expect(root.kind == "List")
        #expect(root.allViews.filter { $0.kind == "Text" }.count == 2)
    }

    /// The model itself is still made by its memberwise initializer.
    @Test func theModelIsStillMadeByItsOwnInitializer() throws {
        let model = "import Foundation\nstruct List { let title: String }\n"
        let screen = """
        import SwiftUI
        #Preview { Text(List(title: "Lists").title) }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("m/List.swift", model), ("m/Title.swift", screen))
        #expect(readings[1].diagnostics.isEmpty, "\(readings[1].diagnostics.map(\.text))")
        let root = try #require(readings[1].scenarios.first).layout().root
        #expect(root.allViews.first { $0.kind == "Text" }?.text?.lines.map(\.text) == ["Lists"])
    }
}
