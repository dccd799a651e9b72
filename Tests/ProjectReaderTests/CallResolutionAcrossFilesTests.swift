import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// Calls Swift resolves by the declarations of the whole module, each of which used to stop a
/// module's reading (`moduleReadingFailed`) and send its previews to stand-ins.
@Suite struct CallResolutionAcrossFilesTests {
    static func ids(_ reading: FileReading) -> [String] { reading.diagnostics.map(\.id) }

    /// A `@propertyWrapper` with no `init(wrappedValue:)`, used without an initial value
    /// (`@Doubled private var side`): Swift makes it with its own `init()` and the memberwise
    /// initializer does not ask for it (SE-0258; swiftc 6 accepts `Tile(name:)` for such a
    /// property). The wrapper reads the environment itself, as a router wrapper does. Its
    /// value is 15 × 2 = 30 wide.
    @Test func aWrapperWithoutAValueInitializerIsMadeByItsOwnInit() throws {
        let wrapper = """
        import SwiftUI
        @propertyWrapper
        struct Doubled: DynamicProperty {
            @Environment(\\.colorScheme) private var scheme
            private let start: CGFloat = 15
            var wrappedValue: CGFloat { start * 2 }
        }
        """
        let tile = """
        import SwiftUI
        struct Tile: View {
            @Doubled
            private var side

            @State
            private var count = 1

            let name: String
            var body: some View { Color.red.frame(width: side, height: 10) }
        }
        #Preview { Tile(name: "a") }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Doubled.swift", wrapper), ("a/Tile.swift", tile))
        let reading = try ModuleReadingTests.reading(readings, "Tile.swift")
        #expect(!Self.ids(reading).contains("moduleReadingFailed"), "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 30, height: 10))
    }

    /// The same view without a preview: its implicit preview gives a stand-in for `name` only,
    /// never a value for the wrapper (30 wide, as above).
    @Test func anImplicitPreviewGivesNoValueToAWrapperMadeByItsOwnInit() throws {
        let wrapper = """
        import SwiftUI
        @propertyWrapper
        struct Doubled { private let start: CGFloat = 15; var wrappedValue: CGFloat { start * 2 } }
        """
        let tile = """
        import SwiftUI
        struct Tile: View {
            @Doubled private var side
            let name: String
            var body: some View { Color.red.frame(width: side, height: 10) }
        }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Doubled.swift", wrapper), ("a/Tile.swift", tile))
        let reading = try ModuleReadingTests.reading(readings, "Tile.swift")
        #expect(!Self.ids(reading).contains("moduleReadingFailed"), "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.width == 30)
    }

    /// A global function named like a SwiftUI type (`func VStack(spacing:tag:content:)`): Swift
    /// takes the type's initializer where the function's parameters do not fit the arguments
    /// (`tag:` has no default), and the function where they do. SwiftUI's `VStack` puts 8 points
    /// between two colours (its default spacing for them): 10 + 8 + 10 = 28 high; the function
    /// returns its 40 × 40 green square.
    @Test func aGlobalFunctionNamedLikeATypeIsCalledOnlyWhereItsParametersFit() throws {
        let overload = """
        import SwiftUI
        func VStack(spacing: CGFloat, tag: String, @ViewBuilder content: () -> some View) -> some View {
            Color.green.frame(width: 40, height: 40)
        }
        """
        let screen = """
        import SwiftUI
        #Preview("type") {
            VStack {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }
        #Preview("function") {
            VStack(spacing: 2, tag: "x") { Color.red }
        }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Overloads.swift", overload), ("a/Screen.swift", screen))
        let reading = try ModuleReadingTests.reading(readings, "Screen.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try ModuleReadingTests.rootSize(reading, "type") == Size(width: 10, height: 28))
        #expect(try ModuleReadingTests.rootSize(reading, "function") == Size(width: 40, height: 40))
    }

    /// `func title(_: LocalizedStringResource)` forwarding `String(localized:)` to its
    /// `@_disfavoredOverload` `String` twin: Swift calls the twin (a `String` value does not
    /// convert to `LocalizedStringResource`), so the call returns instead of re-entering itself
    /// until the nesting limit. The twin makes the view 50 wide; the static pair counts "done"
    /// (4 × 10 = 40 high).
    @Test func aLocalizedOverloadForwardingAStringCallsItsStringTwin() throws {
        let extensions = """
        import SwiftUI
        extension View {
            @ViewBuilder
            func hiddenTitle(_ title: LocalizedStringResource) -> some View {
                hiddenTitle(String(localized: title))
            }
            @_disfavoredOverload
            @ViewBuilder
            func hiddenTitle(_ title: String) -> some View {
                frame(width: 50)
            }
        }
        enum Toast {
            static func height(_ message: LocalizedStringResource? = nil) -> CGFloat {
                if let message { return height(String(localized: message)) } else { return height(nil as String?) }
            }
            @_disfavoredOverload
            static func height(_ message: String? = nil) -> CGFloat { CGFloat((message ?? "").count) * 10 }
        }
        """
        let screen = """
        import SwiftUI
        #Preview { Color.red.frame(height: Toast.height("done")).hiddenTitle("Settings") }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/View+Title.swift", extensions), ("a/Screen.swift", screen))
        let reading = try ModuleReadingTests.reading(readings, "Screen.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 50, height: 40))
    }

    /// `section { … }` for `section(_ title: String? = nil, spacing: CGFloat = 5, content:)`:
    /// the unlabelled trailing closure skips the defaulted parameters that take no function and
    /// goes to `content` (SE-0286's forward scan; swiftc 6 prints "none 5.0 3" for the same
    /// call on Ints). Two 10-high colours 5 apart in each section, sections 0 apart: 25 + 25.
    @Test func anUnlabelledTrailingClosureSkipsDefaultedNonFunctionParameters() throws {
        let sections = """
        import SwiftUI
        extension View {
            @ViewBuilder func section(_ title: String? = nil, spacing: CGFloat = 5, @ViewBuilder content: () -> some View) -> some View {
                VStack(spacing: spacing) { content() }
            }
        }
        """
        let screen = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    section { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }
                    section("Recent") { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }
                }
            }
        }
        #Preview { Screen() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/View+Section.swift", sections), ("a/Screen.swift", screen))
        let reading = try ModuleReadingTests.reading(readings, "Screen.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 10, height: 50))
    }

    /// `content.tint(color)` inside a modifier beside the program's `func tint(_ themed: Themed?)`:
    /// a `Color` is no `Themed`, so Swift calls SwiftUI's `tint(_:)` and the modifier returns
    /// (the program's overload would wrap the view in itself forever). The modifier's frame is
    /// 30 wide, the row 10 high.
    @Test func aLibraryValueGoesToTheLibrarysOverloadNotAProgramTypes() throws {
        let theming = """
        import SwiftUI
        struct Palette { var accent: Color; static let standard = Palette(accent: .red) }
        struct Themed: ShapeStyle, Hashable {
            let name: String
            let getColor: (Palette) -> Color
            func resolve(with palette: Palette) -> Color { getColor(palette) }
            static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
            func hash(into hasher: inout Hasher) { hasher.combine(name) }
        }
        extension ShapeStyle where Self == Themed {
            static var themedAccent: Themed { .init(name: "accent", getColor: \\.accent) }
        }
        private struct TintModifier: ViewModifier {
            let themed: Themed
            func body(content: Content) -> some View {
                content.tint(themed.resolve(with: .standard)).frame(width: 30)
            }
        }
        extension View {
            @ViewBuilder func tint(_ themed: Themed?) -> some View {
                if let themed { modifier(TintModifier(themed: themed)) } else { self }
            }
        }
        """
        let row = """
        import SwiftUI
        #Preview { Color.red.frame(height: 10).tint(.themedAccent) }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Theming.swift", theming), ("a/Row.swift", row))
        let reading = try ModuleReadingTests.reading(readings, "Row.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 30, height: 10))
    }

    /// `static let edgePadding: CGFloat = { #if os(tvOS) 60 #else if isPad { 24 } else { 16 } #endif }()`:
    /// the closure's one `if` expression behind `#if` is its result (SE-0380; swiftc 6 prints
    /// 16.0 for the same closure with `isPad` false). On an iPhone the view is 16 wide.
    @Test func aClosureWhoseOneStatementIsAnIfExpressionGivesItsValue() throws {
        let insets = """
        import SwiftUI
        extension EdgeInsets {
            static let edgePadding: CGFloat = {
                #if os(tvOS)
                60
                #else
                if UIDevice.current.userInterfaceIdiom == .pad {
                    24
                } else {
                    16
                }
                #endif
            }()
        }
        """
        let screen = "import SwiftUI\n#Preview { Color.red.frame(width: EdgeInsets.edgePadding, height: 10) }\n"
        let (readings, _) = ModuleReadingTests.readTwo(("a/EdgeInsets.swift", insets), ("a/Screen.swift", screen))
        let reading = try ModuleReadingTests.reading(readings, "Screen.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.width == 16)
    }

    /// `@Setting(\.side) var stored` inside an initializer: the program's wrapper is made by
    /// `Setting(_:)` alone (no initial value, so no `wrappedValue:`), and `stored` reads its
    /// `wrappedValue` (swiftc 6 prints 20.0 for the same code): 20 wide.
    @Test func aLocalWrappedVariableWithoutAValueIsMadeByTheAttributeAndReadsItsWrappedValue() throws {
        let setting = """
        import SwiftUI
        final class Store { static let shared = Store(); var side: CGFloat = 20 }
        @propertyWrapper
        struct Setting<T>: DynamicProperty {
            private let keyPath: ReferenceWritableKeyPath<Store, T>
            init(_ keyPath: ReferenceWritableKeyPath<Store, T>) { self.keyPath = keyPath }
            var wrappedValue: T { Store.shared[keyPath: keyPath] }
        }
        """
        let tile = """
        import SwiftUI
        struct Tile: View {
            let side: CGFloat
            init() {
                @Setting(\\.side) var stored
                side = stored
            }
            var body: some View { Color.red.frame(width: side, height: 10) }
        }
        #Preview { Tile() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Setting.swift", setting), ("a/Tile.swift", tile))
        let reading = try ModuleReadingTests.reading(readings, "Tile.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.width == 20)
    }

    /// `func contextMenu(actions:)` whose body calls `contextMenu { … }` with a view: Swift calls
    /// SwiftUI's `contextMenu(menuItems:)` (the closure builds a view, not the actions), so the
    /// method returns instead of re-entering itself; a context menu changes no frame (10 × 10).
    @Test func aWrapperMethodCallingTheLibrarysNamesakeWithATrailingClosureReachesTheLibrary() throws {
        let menus = """
        import SwiftUI
        struct Action { let title: String }
        extension View {
            @ViewBuilder
            func contextMenu(actions: @escaping () -> [Action]) -> some View {
                contextMenu {
                    ForEach(actions(), id: \\.title) { action in Button(action.title) {} }
                }
            }
        }
        """
        let row = """
        import SwiftUI
        #Preview { Color.red.frame(width: 10, height: 10).contextMenu(actions: { [Action(title: "Copy")] }) }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/View+ContextMenu.swift", menus), ("a/Row.swift", row))
        let reading = try ModuleReadingTests.reading(readings, "Row.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 10, height: 10))
    }

    /// A program's `OptionSet` (`struct Context: OptionSet { let rawValue: Int }`): `.init()` is
    /// the empty set, `[.a, .b]` and `Context([.a, .b])` or their raw values (1 | 2 = 3), and
    /// `contains`, `insert`, `subtracting`, `isEmpty` act on the bits (swiftc 6 prints
    /// `3 true false 3 true 2` for the same calls). Width 10 × 3 = 30; height 2 × 10 = 20 when
    /// the empty set is empty.
    @Test func aProgramsOptionSetGetsTheStandardLibrarysMembers() throws {
        let context = """
        import SwiftUI
        struct Context: OptionSet {
            let rawValue: Int
            static let inMenu = Self(rawValue: 1 << 0)
            static let thumb = Self(rawValue: 1 << 1)
        }
        extension EnvironmentValues {
            @Entry var context: Context = .init()
        }
        """
        let row = """
        import SwiftUI
        struct Row: View {
            @Environment(\\.context) private var context
            var body: some View {
                var both: Context = [.inMenu]
                let _ = both.insert(.thumb)
                let raw = Context([.inMenu, .thumb]).rawValue
                let fits = both.contains(.thumb) && !context.contains(.inMenu) && context.isEmpty
                Color.red.frame(width: CGFloat(raw * both.rawValue) * 10 / 3, height: fits ? CGFloat(both.subtracting(.inMenu).rawValue) * 10 : 0)
            }
        }
        #Preview { Row() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Context.swift", context), ("a/Row.swift", row))
        let reading = try ModuleReadingTests.reading(readings, "Row.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 30, height: 20))
    }

    /// `protocol PlatformView: View` whose extension gives `var body` (behind `#if os(iOS)`): a
    /// conforming view takes that body, as Swift's protocol extensions give their members, and
    /// is no "does not conform to 'View'". The iOS view is 30 × 10.
    @Test func aViewTakesItsBodyFromItsProtocolsExtension() throws {
        let platform = """
        import SwiftUI
        protocol PlatformView: View {
            associatedtype iOSBody: View
            @ViewBuilder var iOSView: Self.iOSBody { get }
        }
        extension PlatformView {
            #if os(iOS)
            @ViewBuilder
            var body: some View { iOSView }
            #endif
        }
        """
        let form = """
        import SwiftUI
        private struct PlatformForm<Content: View>: PlatformView {
            private let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var iOSView: some View { content.frame(width: 30, height: 10) }
        }
        #Preview { PlatformForm { Color.red } }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/PlatformView.swift", platform), ("a/Form.swift", form))
        let reading = try ModuleReadingTests.reading(readings, "Form.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 30, height: 10))
    }

    /// `copy[keyPath: keyPath] = newValue` through a `WritableKeyPath<Self, V>` on a view's copy
    /// (swiftc 6 prints 40.0 for the same `copy(modifying: \\.side, with: 40)`): 40 wide.
    @Test func aWritableKeyPathSetsTheMemberItNames() throws {
        let copying = """
        import SwiftUI
        extension View {
            func copy<Value>(modifying keyPath: WritableKeyPath<Self, Value>, with newValue: Value) -> Self {
                var copy = self
                copy[keyPath: keyPath] = newValue
                return copy
            }
        }
        """
        let tile = """
        import SwiftUI
        struct Tile: View {
            var side: CGFloat = 10
            var body: some View { Color.red.frame(width: side, height: 10) }
            func wide() -> Self { copy(modifying: \\.side, with: 40) }
        }
        #Preview { Tile().wide() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/View+Copy.swift", copying), ("a/Tile.swift", tile))
        let reading = try ModuleReadingTests.reading(readings, "Tile.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.width == 40)
    }

    /// `Label { Text("Name") } icon: { Image(systemName: "star") }` beside the program's
    /// `extension Label { init(_ title: LocalizedStringKey, icon: AppIcon) }`: a closure is no
    /// `LocalizedStringKey`, so SwiftUI's `init(title:icon:)` makes the label; and the program's
    /// `extension NavigationLink { init(_ page: Page, label:) }` called as `self.init(page) { … }`
    /// is that initializer, its trailing closure the `label:`. Neither stops the module.
    @Test func trailingClosuresChooseTheInitializerWhoseParametersTakeFunctions() throws {
        let extensions = """
        import SwiftUI
        import UIKit
        struct AppIcon { let name: String }
        struct Page: Hashable { let title: String }
        extension Label where Title == Text, Icon == Image {
            init(_ title: LocalizedStringKey, icon: AppIcon) { self.init(title, systemImage: icon.name) }
        }
        extension Color {
            init(hex: Int) { self.init(red: Double((hex >> 16) & 0xFF) / 255, green: 0, blue: 0) }
            // `Self(UIColor { … })` gives a value to SwiftUI's `Color(_:)`, not to this initializer again.
            init(dynamicProvider: @escaping (UITraitCollection) -> Color) {
                self = Self(UIColor { UIColor(dynamicProvider($0)) })
            }
        }
        extension NavigationLink where Destination == Never {
            init(_ page: Page, @ViewBuilder label: () -> Label) { self.init(value: page, label: label) }
            init(_ title: String, page: Page) where Label == Text { self.init(page) { Text(title) } }
        }
        """
        let screen = """
        import SwiftUI
        #Preview {
            VStack {
                Label { Text("Name") } icon: { Image(systemName: "star") }
                Label("Star", icon: AppIcon(name: "star"))
                NavigationLink("Next", page: Page(title: "next"))
                // A value, not a closure: SwiftUI's `Color(_:)`, never `init(hex:)`.
                Rectangle().fill(Color(.red)).frame(width: 10, height: 10)
                Rectangle().fill(Color(dynamicProvider: { _ in .red })).frame(width: 10, height: 10)
            }
        }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Extensions.swift", extensions), ("a/Screen.swift", screen))
        let reading = try ModuleReadingTests.reading(readings, "Screen.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(reading.scenarios.count == 1)
    }

    /// Initializers told apart by an array or a closure of the same label (`init(items: () ->
    /// [String])` beside `init(items: [Int])`): an array goes to the one declaring an array and
    /// a closure to the one declaring a function, as swiftc 6 picks (it prints `3 2` for the
    /// same calls). Widths 3 × 10 and 2 × 10.
    @Test func anArrayAndAClosureGoToTheInitializersDeclaringThem() throws {
        let config = """
        import SwiftUI
        struct Config {
            let count: Int
            init(items: [Int]) { count = items.count }
        }
        extension Config {
            init(items: () -> [String], extra: Int = 0) { self.init(items: items().map { $0.count }) }
        }
        """
        let screen = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Color.red.frame(width: CGFloat(Config(items: [1, 2, 3]).count) * 10, height: 10)
                Color.red.frame(width: CGFloat(Config(items: { ["a", "b"] }).count) * 10, height: 10)
            }
        }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Config.swift", config), ("a/Screen.swift", screen))
        let reading = try ModuleReadingTests.reading(readings, "Screen.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        let stack = try #require(reading.scenarios.first).layout().root
        #expect(stack.children.map(\.frame.width) == [30, 20])
    }

    /// Initializers with the same labels told apart by their closure's parameters (`content: ()
    /// -> Content` beside `content: (CGSize) -> Content`): `{ size in … }` goes to the one taking
    /// a size, as swiftc requires a closure to take its function type's parameters. The sized one
    /// reads the 10 × 10 it is given and doubles it: 20 × 20.
    @Test func aClosureGoesToTheInitializerWhoseFunctionTypeTakesItsParameters() throws {
        let sized = """
        import SwiftUI
        struct Sized<Content: View>: View {
            private let content: (CGSize) -> Content
            init(@ViewBuilder content: @escaping () -> Content) { self.content = { _ in content() } }
            init(@ViewBuilder content: @escaping (CGSize) -> Content) { self.content = content }
            var body: some View { content(CGSize(width: 10, height: 10)) }
        }
        """
        let screen = """
        import SwiftUI
        #Preview { Sized { size in Color.red.frame(width: size.width * 2, height: size.height * 2) } }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Sized.swift", sized), ("a/Screen.swift", screen))
        let reading = try ModuleReadingTests.reading(readings, "Screen.swift")
        #expect(!reading.diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 20, height: 20))
    }
}
