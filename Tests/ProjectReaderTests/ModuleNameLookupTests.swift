import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader

/// How a name written in one file of a module is found among the module's files, the library and
/// the modules the file imports, as swiftc finds it (each case checked with swiftc on a plain
/// Swift program of the same shape).
@Suite struct ModuleNameLookupTests {
    static func readTwo(_ first: (path: String, source: String), _ second: (path: String, source: String))
        -> (readings: [FileReading], mode: ModuleReader.Mode) {
        ModuleReadingTests.readTwo(first, second)
    }

    /// The program's `extension View { func modifier(body:) }` beside SwiftUI's `modifier(_:)`.
    static let programModifier = """
        import SwiftUI
        public extension View {
            func modifier<Modified: View>(@ViewBuilder body: (_ content: Self) -> Modified) -> Modified { body(self) }
        }

        """

    static func widths(_ reading: FileReading) -> [Double] {
        reading.scenarios.map { $0.layout().root.frame.width }
    }

    /// A `fileprivate extension String { init?(_ block: Block) }` is its own file's: elsewhere
    /// `String(character)` is the standard library's (swiftc prints "abhh" for this program).
    @Test func aFilePrivateExtensionsInitializerIsNotSeenByOtherFiles() throws {
        let blocks = """
            struct Block { var count: Int }
            fileprivate extension String {
                init?(_ block: Block) { self.init(repeating: "h", count: block.count) }
            }
            func decode(_ block: Block) -> String { String(block) ?? "?" }

            """
        let screen = """
            import SwiftUI
            let letters: [Character] = ["a", "b"]
            func word() -> String { letters.map { String($0) }.joined() + decode(Block(count: 2)) }
            #Preview { Color.red.frame(width: CGFloat(word().count) * 10, height: 10) }

            """
        let (readings, mode) = Self.readTwo(("a/Blocks.swift", blocks), ("a/Screen.swift", screen))
        #expect(mode == .program)
        #expect(!readings[1].diagnostics.contains { $0.severity == .error }, "\(readings[1].diagnostics.map(\.text))")
        // "ab" + "hh": 4 characters, 40 wide.
        #expect(Self.widths(readings[1]) == [40])
    }

    /// Only a trailing closure may leave out its label: beside the program's `extension View {
    /// func modifier(body:) }`, `.modifier(Boxed())` is SwiftUI's `modifier(_:)` and
    /// `.modifier { … }` the program's, in whichever order the previews call them.
    @Test func anUnlabelledValueGoesToTheLibrarysModifierAndATrailingClosureToTheProgramsOne() throws {
        let boxed = """
            struct Boxed: ViewModifier {
                func body(content: Content) -> some View { content.frame(width: 50, height: 60) }
            }
            struct Wrapped: View {
                var body: some View { Color.red.modifier(Boxed()) }
            }
            extension View {
                func boxed() -> some View { modifier(Boxed()) }
            }

            """
        let valueFirst = "import SwiftUI\n" + boxed + """
            #Preview("value") { Color.red.modifier(Boxed()) }
            #Preview("closure") { Color.red.modifier { $0.frame(width: 30, height: 20) } }
            #Preview("implicit self") { Color.red.boxed() }

            """
        let (readings, mode) = Self.readTwo(("a/Modifier.swift", Self.programModifier), ("a/Screen.swift", valueFirst))
        #expect(mode == .program)
        #expect(!readings[1].diagnostics.contains { $0.severity == .error }, "\(readings[1].diagnostics.map(\.text))")
        #expect(Self.widths(readings[1]) == [50, 30, 50])
        let closureFirst = "import SwiftUI\n" + boxed + """
            #Preview("closure") { Color.red.modifier { $0.frame(width: 30, height: 20) } }
            #Preview("value") { Color.red.modifier(Boxed()) }

            """
        let (again, _) = Self.readTwo(("a/Modifier.swift", Self.programModifier), ("a/Screen.swift", closureFirst))
        #expect(Self.widths(again[1]) == [30, 50])
    }

    /// A file whose only view is a `ViewModifier` is shown applied to `Text("Content")` through
    /// SwiftUI's `modifier(_:)`, also beside the program's `modifier(body:)`.
    @Test func aModifiersImplicitPreviewUsesTheLibrarysModifierBesideTheProgramsOne() throws {
        let framed = """
            import SwiftUI
            struct Framed: ViewModifier {
                func body(content: Content) -> some View { content.frame(width: 70, height: 40) }
            }

            """
        let (readings, mode) = Self.readTwo(("a/Modifier.swift", Self.programModifier), ("a/Framed.swift", framed))
        #expect(mode == .program)
        #expect(!readings[1].diagnostics.contains { $0.severity == .error }, "\(readings[1].diagnostics.map(\.text))")
        #expect(Self.widths(readings[1]) == [70])
    }

    /// The program's `extension Shape { func fill(_:strokeBorder:lineWidth:) }` cannot take
    /// `.fill(Color.red)`: that call is SwiftUI's `fill(_:style:)`, which lives on another of the
    /// shape's protocols; `.fill(_:strokeBorder:)` is the program's.
    @Test func aCallTheProgramsProtocolExtensionCannotTakeIsTheLibrarysMethod() throws {
        let ext = """
            import SwiftUI
            extension Shape {
                func fill<F: ShapeStyle, S: ShapeStyle>(_ fillStyle: F, strokeBorder strokeStyle: S, lineWidth: Double = 1) -> some View {
                    self.stroke(strokeStyle, lineWidth: lineWidth).background(self.fill(fillStyle)).frame(width: 40)
                }
            }

            """
        let screen = """
            import SwiftUI
            struct Star: Shape { func path(in rect: CGRect) -> Path { Path(rect) } }
            #Preview("library") { Star().fill(Color.red).frame(width: 20, height: 30) }
            #Preview("program") { Star().fill(Color.red, strokeBorder: Color.blue).frame(height: 30) }

            """
        let (readings, mode) = Self.readTwo(("a/FillAndStroke.swift", ext), ("a/Star.swift", screen))
        #expect(mode == .program)
        #expect(!readings[1].diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(readings[1].diagnostics.map(\.text))")
        #expect(Self.widths(readings[1]) == [20, 40])
    }

    /// Swift finds operators in every module a file imports: `end - start` of two `Date`s, which
    /// Foundation does not declare, compiles in a file importing a remote package that does
    /// (SwiftDate's `Date - Date`). Read there, it is a stand-in naming the operator and the
    /// module, not swiftc's error; in a file importing nothing unread it stays the error that
    /// stops the module's read.
    @Test func anOperatorTheLibraryLacksIsAStandInOnlyInAFileImportingAModuleNotRead() throws {
        let span = """
            import SwiftUI
            extension Date { static let epoch = Date(timeIntervalSince1970: 0) }

            """
        let screen = """
            import SwiftUI
            import SwiftDate
            struct SpanBar: View {
                var body: some View {
                    let span = Date(timeIntervalSince1970: 86_400) - Date.epoch
                    Color.red.frame(width: 30, height: 10)
                }
            }
            #Preview { SpanBar() }

            """
        let (readings, mode) = Self.readTwo(("a/Epoch.swift", span), ("a/SpanBar.swift", screen))
        #expect(mode == .program)
        let diagnostics = readings[1].diagnostics
        #expect(!diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(diagnostics.map(\.text))")
        #expect(diagnostics.contains { $0.text.contains("'Date - Date'") && $0.text.contains("SwiftDate") }, "\(diagnostics.map(\.text))")
        #expect(Self.widths(readings[1]) == [30])
        // Without the import the module's read stops at swiftc's error; the file laid out alone
        // (`Date.epoch` then another file's stand-in, whose difference is as unknown) says why.
        let (plain, _) = Self.readTwo(("a/Epoch.swift", span), ("a/SpanBar.swift", screen.replacingOccurrences(of: "import SwiftDate\n", with: "")))
        let stop = plain[1].diagnostics.first { $0.id == "moduleReadingFailed" }
        #expect(stop?.text.contains("binary operator '-' cannot be applied") == true, "\(plain[1].diagnostics.map(\.text))")
        #expect(!plain[1].diagnostics.contains { $0.text.contains("SwiftDate") })
    }

    /// `/Route.Tag.settings`: the standard library declares no prefix `/` (Apple, "Operator
    /// Declarations": its prefix operators are `!`, `.!`, `~`, `+`, `-`, `..<`, `...`), so in a
    /// file importing a module not read it is that module's (CasePaths' case path operator,
    /// re-exported by ComposableArchitecture): a stand-in naming the operator. In a file importing
    /// nothing unread it stays swiftc's error, which stops the module.
    @Test func aPrefixOperatorTheStandardLibraryLacksIsAStandInOnlyInAFileImportingAModuleNotRead() throws {
        let route = "import SwiftUI\nenum Route { enum Tag { case settings, profile } }\n"
        let screen = """
            import SwiftUI
            import ComposableArchitecture
            struct Footer: View {
                var body: some View {
                    let path = /Route.Tag.settings
                    Color.red.frame(width: 30, height: 10)
                }
            }
            #Preview { Footer() }

            """
        let (readings, mode) = Self.readTwo(("a/Route.swift", route), ("a/Footer.swift", screen))
        #expect(mode == .program)
        let diagnostics = readings[1].diagnostics
        #expect(!diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(diagnostics.map(\.text))")
        #expect(diagnostics.contains { $0.text.contains("'/Tag'") }, "\(diagnostics.map(\.text))")
        #expect(Self.widths(readings[1]) == [30])
        let (plain, _) = Self.readTwo(("a/Route.swift", route),
                                      ("a/Footer.swift", screen.replacingOccurrences(of: "import ComposableArchitecture\n", with: "")))
        // There the module stops at swiftc's error and the file is read alone.
        #expect(plain[1].diagnostics.contains { $0.id == "moduleReadingFailed" && $0.text.contains("unary operator '/'") },
                "\(plain[1].diagnostics.map(\.text))")
    }

    /// In a file that imports a module LayoutLens does not read, a name no file declares may be
    /// that module's even one edit away from the program's own (`NBNavigationStack` beside
    /// `NRNavigationStack`): a stand-in naming the module, not a typo.
    @Test func aNameOneEditFromTheProgramsIsAStandInInAFileImportingAModuleNotRead() throws {
        let stack = "import SwiftUI\nstruct NRNavigationStack<Content: View>: View { @ViewBuilder var content: Content; var body: some View { content } }\n"
        let screen = """
            import SwiftUI
            import NavigationBackport
            #Preview { NBNavigationStack { Color.red.frame(width: 10, height: 10) } }

            """
        let (readings, mode) = Self.readTwo(("a/Stack.swift", stack), ("a/Screen.swift", screen))
        #expect(mode == .program)
        let diagnostics = readings[1].diagnostics
        #expect(!diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(diagnostics.map(\.text))")
        #expect(diagnostics.contains { $0.text.contains("'NBNavigationStack' is not declared in the files read (it may come from 'NavigationBackport'") })
    }
}
