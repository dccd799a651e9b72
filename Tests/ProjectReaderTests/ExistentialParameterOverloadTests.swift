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
