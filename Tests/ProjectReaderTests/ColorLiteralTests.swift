import LayoutEngine
import Testing
@testable import ProjectReader

/// `#colorLiteral(red:green:blue:alpha:)` (`SwiftInterpreter/Evaluation/ColorLiterals.swift`):
/// a `UIColor` without a contextual type, a `Color` where one is expected.
@Suite struct ColorLiteralTests {
    /// `Color(#colorLiteral(…))` passes the literal's `UIColor` to `Color.init(_:)`; a property
    /// typed `Color` takes the literal as a `Color`. Both fill with the literal's components.
    @Test func aColorLiteralFillsWithItsComponents() throws {
        let reading = read("""
        import SwiftUI
        struct Swatches: View {
            let wrapped = Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
            let typed: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.5)
            var body: some View {
                HStack {
                    Rectangle().fill(wrapped)
                    Rectangle().fill(typed)
                }
            }
        }
        #Preview { Swatches() }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let fills = try #require(reading.scenarios.first).root.allNodes.filter { $0.kind == "Rectangle" }.compactMap(\.style.fill)
        #expect(fills == [.rgb(red: 0.2, green: 0.4, blue: 0.6, opacity: 1), .rgb(red: 1, green: 0.5, blue: 0, opacity: 0.5)])
    }

    /// Without a contextual type the literal is UIKit's `_ColorLiteralType`, a `UIColor`.
    @Test func anUntypedColorLiteralIsAUIColor() throws {
        let reading = read("""
        import SwiftUI
        let accent = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.25)
        #Preview { Text(accent is UIColor ? "UIColor" : "other") }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["UIColor"])
    }
}
