import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// A file that imports SwiftUI and a module declaring its own `struct List` sees two types named
/// `List`; in an expression Swift picks the one whose initializer applies to the arguments
/// (The Swift Programming Language, "Declarations": a module's declarations shadow imported ones
/// only inside that module; across modules the name is overloaded and the type checker chooses).
@Suite struct ImportedTypeOverloadTests {
    @Test func aCallNoInitializerOfTheModulesTypeTakesIsSwiftUIsType() throws {
        let models = """
        public struct List: Codable, Identifiable {
            public let id: String
            public let title: String
        }
        """
        let screen = """
        import Models
        import SwiftUI
        struct Screen: View {
            let lists: [Models.List]
            var body: some View {
                List { ForEach(lists) { list in Text(list.title) } }
            }
        }
        #Preview("lists") { Screen(lists: [List(id: "1", title: "One")]) }
        """
        let (readings, _) = ModuleReader.read(files: [.init(path: "/app/Models/List.swift", bytes: Array(models.utf8)),
                                                      .init(path: "/app/UI/Screen.swift", bytes: Array(screen.utf8))],
                                              assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
                                              moduleNames: ["Models", "UI"])
        let reading = try #require(readings.first { $0.file.hasSuffix("Screen.swift") })
        #expect(reading.diagnostics.filter { $0.severity != .note }.isEmpty, "\(reading.diagnostics.map(\.message.text))")
        let scenario = try #require(reading.scenarios.first { $0.name == "lists" })
        let views = scenario.layout().root.allViews
        // `List(id:title:)` is the model (its memberwise initializer); `List { … }` is SwiftUI's
        // list, whose row shows the model's title.
        #expect(views.contains { $0.kind == "List" })
        #expect(views.contains { $0.text?.lines.map(\.text).joined() == "One" })
        #expect(!views.contains { $0.style.standIn != nil })
    }
}
