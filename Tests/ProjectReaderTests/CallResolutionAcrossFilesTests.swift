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
}
