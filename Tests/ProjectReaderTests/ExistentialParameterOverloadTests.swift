import LayoutEngine
import Testing
@testable import ProjectReader

/// A program's `View` extension whose parameter is an existential of its own protocol
/// (`(any Palette)?`) does not take a library value that does not conform to the protocol: swiftc
/// calls SwiftUI's overload for a `Color`, so a modifier that forwards to SwiftUI's
/// `foregroundColor(_:)` does not call itself again (The Swift Programming Language,
/// "Protocols as Types").
@Suite struct ExistentialParameterOverloadTests {
    @Test func aLibraryValueGoesToTheLibraryOverloadNotTheProtocolOne() throws {
        let views = try placedViews("""
        import SwiftUI
        protocol Palette { func resolved() -> Color }
        struct Brand: Palette { func resolved() -> Color { .red } }
        struct PaletteColor: ViewModifier {
            let palette: (any Palette)?
            func body(content: Content) -> some View {
                content.foregroundColor(palette?.resolved())
            }
        }
        extension View {
            func foregroundColor(_ palette: (any Palette)?) -> some View { modifier(PaletteColor(palette: palette)) }
        }
        #Preview {
            Text("Hi").foregroundColor(Brand())
        }
        """)
        // One text, laid out once: "Hi" is 2 × 8.5 = 17 wide with the test measurer.
        #expect(views.filter { $0.kind == "Text" }.count == 1)
        #expect(try frame(views, kind: "Text").width == 17)
    }
}

/// An instance of the program's struct is no library value: `textStyle(_ font: Font)` beside
/// `textStyle(_ style: AppTextStyle)` given an `AppTextStyle` is the second (swiftc picks by type).
@Suite struct ProgramValueForLibraryParameterTests {
    @Test func aProgramStructGoesToTheOverloadDeclaringItsType() throws {
        let views = try placedViews("""
        import SwiftUI
        struct AppTextStyle { let font: Font; let tracking: CGFloat }
        extension View {
            func textStyle(_ font: Font) -> some View { self.font(font) }
            func textStyle(_ style: AppTextStyle) -> some View { font(style.font).tracking(style.tracking) }
        }
        #Preview {
            Text("Hello").textStyle(AppTextStyle(font: .title, tracking: 2))
        }
        """)
        // The title is 28 pt: 5 × (0.5 × 28 + 2) = 80 wide with the test measurer.
        #expect(try frame(views, kind: "Text").width == 80)
    }
}
