import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// Names and overloads Swift resolves by the types and imports of the whole module, each of which
/// used to stop a module's reading (`moduleReadingFailed`) or draw a stand-in.
@Suite struct OverloadChoiceAcrossFilesTests {
    static func ids(_ reading: FileReading) -> [String] { reading.diagnostics.map(\.id) }

    /// `import Defaults` makes `Defaults` a name of the file (the module, or its type of that
    /// name); a class `UDefaults` of another file, one edit away, does not make it a typo. The
    /// unread module's value is a stand-in the text does not need: "8080" is the class's own.
    @Test func anImportedModuleNameBesideASimilarTypeNameIsAStandIn() throws {
        let keys = """
        import Foundation
        import Defaults
        final class UDefaults {
            func value(for key: Defaults.Key<Int>) -> Int { Defaults[key] }
        }
        """
        let view = """
        import SwiftUI
        import Defaults
        final class PortNumber: ObservableObject {
            @Published var stringValue: String = "\\(Defaults[.port])"
            let fallback = "8080"
        }
        struct PortView: View {
            @ObservedObject private var port = PortNumber()
            var body: some View { Text(port.fallback) }
        }
        #Preview { PortView() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Keys.swift", keys), ("a/PortView.swift", view))
        let reading = try ModuleReadingTests.reading(readings, "PortView.swift")
        #expect(!Self.ids(reading).contains("moduleReadingFailed"), "\(reading.diagnostics.map(\.text))")
        #expect(reading.diagnostics.contains { $0.text.contains("'Defaults' is not declared in the files read") })
    }

    /// `extension Button { init(_ title: String, icon: String, role: ButtonRole? = nil, action:
    /// …) }` in another file: SwiftUI's `Button` takes no `icon:`, so Swift calls the extension's
    /// initializer (its `role` defaulted, the action a trailing closure), which makes a `Button`
    /// of SwiftUI's with a title and a system image; no stand-in is drawn.
    @Test func anExtensionInitializerOfALibraryViewTakesTheLabelsTheLibraryRefuses() throws {
        let button = """
        import SwiftUI
        extension Button where Label == SwiftUI.Label<Text, Image> {
            init(_ title: String, icon: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
                self.init(title, systemImage: icon, role: role, action: action)
            }
        }
        """
        let view = """
        import SwiftUI
        struct Menu: View {
            var body: some View { Button("More", icon: "ellipsis") { } }
        }
        #Preview { Menu() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Button+Icon.swift", button), ("a/Menu.swift", view))
        let reading = try ModuleReadingTests.reading(readings, "Menu.swift")
        #expect(!Self.ids(reading).contains("moduleReadingFailed"), "\(reading.diagnostics.map(\.text))")
        #expect(!Self.ids(reading).contains("undefinedViewOverload"), "\(reading.diagnostics.map(\.text))")
        #expect(!reading.diagnostics.contains { $0.text.contains("stand-in") }, "\(reading.diagnostics.map(\.text))")
    }

    /// Initializers telling apart `(CGSize) -> Content` and `(Frame) -> Content` content closures:
    /// `{ size in Color.red.frame(width: size.width, height: size.height) }` reads `width`, which
    /// only `CGSize` has, so the `CGSize` one runs and hands it 40 × 30: the colour is 40 × 30.
    @Test func aContentClosureReadingSizeMembersTakesTheSizeOverload() throws {
        let overlaid = """
        import SwiftUI
        struct Frame: Equatable { var origin: CGPoint; var insets: EdgeInsets }
        struct Overlaid<Content: View>: View {
            private let content: () -> Content
            init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
            init(@ViewBuilder content: @escaping (CGSize) -> Content) {
                self.content = { content(CGSize(width: 40, height: 30)) }
            }
            init(@ViewBuilder content: @escaping (Frame) -> Content) {
                self.content = { content(Frame(origin: .zero, insets: EdgeInsets())) }
            }
            var body: some View { content() }
        }
        """
        let view = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                Overlaid { size in
                    Color.red.frame(width: size.width, height: size.height)
                }
            }
        }
        #Preview { Card() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Overlaid.swift", overlaid), ("a/Card.swift", view))
        let reading = try ModuleReadingTests.reading(readings, "Card.swift")
        #expect(!Self.ids(reading).contains("moduleReadingFailed"), "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 40, height: 30))
    }
}
