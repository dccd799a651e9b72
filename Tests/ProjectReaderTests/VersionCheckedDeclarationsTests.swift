import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Declarations inside `#if swift(…)`/`#if compiler(…)` blocks are the program's when their
/// clause is the one the compiler takes (The Swift Programming Language, "Compiler Control
/// Statements": `swift(>=…)` tests the language version, `compiler(>=…)` the compiler's, `<` the
/// opposite; LayoutLens compiles as Swift 6.2, `CompilerVersionCheck`). A clause for another
/// compiler whose code does not parse is skipped unparsed, as before, without an error.
@Suite struct VersionCheckedDeclarationsTests {
    static let theme = """
    import SwiftUI
    public struct ChatTheme {
        public var spacing: CGFloat = 12
        public init() {}
    }
    public extension EnvironmentValues {
        #if swift(>=6.0)
        @Entry var chatTheme = ChatTheme()
        #else
        var chatTheme: ChatTheme {
            get { self[ChatThemeKey.self] }
            set { self[ChatThemeKey.self] = newValue }
        }
        #endif
    }
    #if swift(<6.0)
    public struct ChatThemeKey: EnvironmentKey {
        public static let defaultValue = ChatTheme()
    }
    #endif
    enum Metrics {
        #if compiler(>=99.0)
        static let gap: CGFloat = )
        #elseif compiler(>=5.9)
        static let gap: CGFloat = 8
        #else
        static let gap: CGFloat = 1
        #endif
    }
    """
    static let row = """
    import SwiftUI
    struct Row: View {
        @Environment(\\.chatTheme) private var theme
        var body: some View {
            Color.red.frame(width: theme.spacing * 2, height: Metrics.gap)
        }
    }
    #Preview { Row() }
    """

    /// `chatTheme` is the `@Entry` of the `swift(>=6.0)` clause, spacing 12: 12 × 2 = 24 wide;
    /// `Metrics.gap` is the `compiler(>=5.9)` clause's 8 (the `compiler(>=99.0)` clause, which
    /// does not parse, is skipped): 8 tall.
    @Test func declarationsOfTheClauseSwift62TakesAreTheProgramS() throws {
        let (readings, _) = ModuleReadingTests.readTwo(("a/Row.swift", Self.row), ("a/Theme.swift", Self.theme))
        let theme = try ModuleReadingTests.reading(readings, "Theme.swift")
        #expect(!theme.diagnostics.contains { $0.severity == .error }, "\(theme.diagnostics.map(\.text))")
        let row = try ModuleReadingTests.reading(readings, "Row.swift")
        #expect(row.diagnostics.isEmpty, "\(row.diagnostics.map(\.text))")
        #expect(try #require(row.scenarios.first).layout().root.frame.size == Size(width: 24, height: 8))
    }
}
