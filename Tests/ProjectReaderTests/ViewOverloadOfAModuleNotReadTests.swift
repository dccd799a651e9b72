import Diagnostics
import Testing
@testable import ProjectReader

/// A SwiftUI view made with arguments none of its initializers takes, in a file that imports a
/// module LayoutLens did not read (`NavigationStack(path:root:destination:)`, which a navigation
/// package adds in `extension NavigationStack`), may be that module's initializer as well as one
/// of the app's files': its warning names the module, as a modifier overload's does (Swift finds
/// initializers of extensions in every imported module: The Swift Programming Language,
/// "Extensions", "Initializers").
@Suite struct ViewOverloadOfAModuleNotReadTests {
    @Test func anUnknownInitializerOfASwiftUIViewNamesTheModulesNotRead() throws {
        let screen = """
            import SwiftUI
            import Flows

            struct Routes: View {
                @State private var path: [String] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Home")
                    } destination: { route in
                        Text(route)
                    }
                }
            }

            #Preview { Routes() }

            """
        let model = "import Foundation\nstruct Route: Hashable {\n    let name: String\n}\n"
        let readings = ModuleReader.read(
            files: [.init(path: "a/Routes.swift", bytes: Array(screen.utf8)), .init(path: "a/Route.swift", bytes: Array(model.utf8))],
            assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
            remotePackages: ["Flows": "swift-flows"]).readings
        let diagnostics = readings[0].diagnostics
        let overload = try #require(diagnostics.first { $0.id == "undefinedViewOverload" }, "\(diagnostics.map(\.text))")
        #expect(overload.text.contains("'Flows' (remote package swift-flows)"), "\(overload.text)")
        #expect(!overload.text.contains("the app's own"), "\(overload.text)")
    }
}
