import LayoutEngine
import Testing
@testable import ProjectReader

/// A style written as its struct (`BorderedButtonStyle()`) and as SwiftUI's implicit member
/// (`.bordered`) is one style. Compares two readings, so it is no case file (`Cases/README.md`).
@Suite struct StyleSpellingTests {
    /// `PlainButtonStyle()`, `BorderedButtonStyle()`: SwiftUI declares `.bordered` as
    /// `static var bordered: BorderedButtonStyle`, so the struct and the implicit member are one
    /// style and lay out alike; none is a name of another file.
    /// Source: a nineteenth sample of public view files (50 files of 5 repositories kept outside
    /// the repository); Apple, `PrimitiveButtonStyle.bordered`.
    @Test func styleStructsAreTheirImplicitMembers() throws {
        func frames(_ style: String) throws -> [Rect] {
            let reading = try interpretedReading("""
            import SwiftUI
            struct Actions: View {
                var body: some View {
                    VStack {
                        Button("Save") {}.buttonStyle(\(style))
                    }
                }
            }
            #Preview { Actions() }
            """)
            #expect(!reading.diagnostics.contains { $0.message.id.hasPrefix("undefinedName") }, "\(reading.diagnostics)")
            let views = layout(try #require(reading.scenarios.first)).root.allViews
            return views.map(\.frame)
        }
        #expect(try frames("BorderedButtonStyle()") == frames(".bordered"))
        #expect(try frames("PlainButtonStyle()") == frames(".plain"))
        // A bordered button is larger than a plain one (its insets), so the comparison can fail.
        #expect(try frames("BorderedButtonStyle()") != frames("PlainButtonStyle()"))
    }
}
