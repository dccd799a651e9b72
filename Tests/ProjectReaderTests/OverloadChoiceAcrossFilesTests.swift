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

    /// `.textFieldStyle()` with no value: SwiftUI's `textFieldStyle(_:)` takes one, so in a file
    /// importing a module LayoutLens does not read (`DesignKit`) the call compiles because that
    /// module declares an overload taking none. It is ignored with `undefinedModifierOverload`'s
    /// warning, as a label no SwiftUI overload takes is, and the file lays out in its module: the
    /// field keeps its `.frame(width: 200)`.
    @Test func aStyleModifierWithoutItsValueIsAnUnreadModulesOverload() throws {
        let model = """
        struct Account { var name = "" }
        """
        let view = """
        import SwiftUI
        import DesignKit
        struct NameField: View {
            @State private var account = Account()
            var body: some View {
                TextField("Name", text: $account.name).textFieldStyle().frame(width: 200)
            }
        }
        #Preview { NameField() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Account.swift", model), ("a/NameField.swift", view))
        let reading = try ModuleReadingTests.reading(readings, "NameField.swift")
        #expect(!Self.ids(reading).contains("moduleReadingFailed"), "\(reading.diagnostics.map(\.text))")
        #expect(Self.ids(reading).contains("undefinedModifierOverload"), "\(reading.diagnostics.map(\.text))")
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        #expect(scenario.layout().root.frame.size.width == 200)
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

    /// Inside a type adopting a protocol of an unread package (`Field: PlatformRepresentable`),
    /// `copy(modifying:with:)` is `self`'s method from the program's `extension View`, not the
    /// global `copy(_:modifying:to:)`, which cannot take those labels: Swift looks the name up
    /// among `self`'s members first. The field's title becomes "changed", 7 characters wide
    /// where "plain" is 5: the text is wider than the unchanged one.
    @Test func anUnqualifiedCallInATypeOfAnUnseenProtocolTakesTheViewExtensionMethod() throws {
        let helpers = """
        import SwiftUI
        func copy<P, Value>(_ p: P, modifying keyPath: WritableKeyPath<P, Value>, to newValue: Value) -> P {
            var c = p
            c[keyPath: keyPath] = newValue
            return c
        }
        extension View {
            func copy<Value>(modifying keyPath: WritableKeyPath<Self, Value>, with newValue: Value) -> Self {
                var c = self
                c[keyPath: keyPath] = newValue
                return c
            }
        }
        """
        let view = """
        import SwiftUI
        import Engine
        struct Field: PlatformRepresentable {
            var title = "plain"
            var body: some View { Text(title) }
            func titled(_ t: String) -> Field { copy(modifying: \\.title, with: t) }
        }
        struct Changed: View { var body: some View { Field().titled("changed") } }
        struct Plain: View { var body: some View { Field() } }
        #Preview("changed") { Changed() }
        #Preview("plain") { Plain() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Helpers.swift", helpers), ("a/Field.swift", view))
        let reading = try ModuleReadingTests.reading(readings, "Field.swift")
        #expect(!Self.ids(reading).contains("moduleReadingFailed"), "\(reading.diagnostics.map(\.text))")
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        let changed = try ModuleReadingTests.rootSize(reading, "changed"), plain = try ModuleReadingTests.rootSize(reading, "plain")
        #expect(changed.width > plain.width)
    }

    /// `.padding(.leading, value: .mini)` in a file importing a module LayoutLens does not read:
    /// SwiftUI's `padding` takes no `value:` label, and the file compiles in its app, so the call
    /// is that module's `extension View` overload, ignored with a warning (never a stop of the
    /// module). The same call in a file importing only SwiftUI stays swiftc's error.
    @Test func aLabelSwiftUIRefusesInAFileImportingAnUnreadModuleIsThatModulesOverload() throws {
        let tokens = """
        import SwiftUI
        import DesignKit
        struct Badge: View { var body: some View { Text("B") } }
        """
        func row(_ imports: String) -> String {
            """
            import SwiftUI
            \(imports)
            struct Row: View { var body: some View { Text("Hi").padding(.leading, value: .mini) } }
            #Preview { Row() }
            """
        }
        let (readings, _) = ModuleReadingTests.readTwo(("a/Badge.swift", tokens), ("a/Row.swift", row("import DesignKit")))
        let reading = try ModuleReadingTests.reading(readings, "Row.swift")
        #expect(!Self.ids(reading).contains("moduleReadingFailed"), "\(reading.diagnostics.map(\.text))")
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        #expect(Self.ids(reading).contains("undefinedModifierOverload"), "\(reading.diagnostics.map(\.text))")

        let (plain, _) = ModuleReadingTests.readTwo(("b/Badge.swift", tokens), ("b/Row.swift", row("")))
        let refused = try ModuleReadingTests.reading(plain, "Row.swift")
        #expect(refused.diagnostics.contains { $0.id == "extraneousArgumentLabel" }, "\(refused.diagnostics.map(\.text))")
    }
}
