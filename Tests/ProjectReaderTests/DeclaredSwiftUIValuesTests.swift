import LayoutEngine
import Testing
@testable import ProjectReader

/// SwiftUI values a file keeps in its own declarations: a PreviewProvider's `@State static var`
/// bound with `$`, and properties declared with SwiftUI enum types
/// (`var mode: NavigationBarItem.TitleDisplayMode { .inline }`) that feed modifiers.
@Suite struct DeclaredSwiftUIValuesTests {
    /// Swift allows property wrappers on static properties; a PreviewProvider's `@State static var`
    /// is the usual way to hand a `Binding` to the previewed view. "Hi" is 2 characters, so the
    /// frame is 2 × 10 = 20 wide.
    @Test func aPreviewProvidersStaticStateIsBound() throws {
        let placed = try placedViews("""
        import SwiftUI

        struct NameField: View {
            @Binding var name: String
            var body: some View {
                Color.gray.frame(width: CGFloat(name.count) * 10, height: 10)
            }
        }

        struct NameField_Previews: PreviewProvider {
            @State static var name = "Hi"
            static var previews: some View {
                NameField(name: $name)
            }
        }
        """)
        #expect(try frame(placed, kind: "Color").width == 20)
    }

    /// An inline title bar is 44 pt tall (Apple HIG, "Navigation bars"; docs/engine.md), whether
    /// `.inline` is written at the modifier or kept in a property of the declared type.
    @Test func aDisplayModeKeptInATypedProperty() throws {
        let placed = try placedViews("""
        import SwiftUI

        struct Detail: View {
            private var mode: NavigationBarItem.TitleDisplayMode { .inline }
            var body: some View {
                NavigationStack {
                    Text("Body")
                        .navigationTitle("Detail")
                        .navigationBarTitleDisplayMode(mode)
                }
            }
        }

        #Preview { Detail() }
        """)
        #expect(try frame(placed, kind: "NavigationBar").height == 44)
    }
}
