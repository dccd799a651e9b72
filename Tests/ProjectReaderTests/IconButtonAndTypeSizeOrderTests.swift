import LayoutEngine
import Testing
@testable import ProjectReader

/// SwiftUI API apps use that LayoutLens lacked: `Button(_:systemImage:action:)` (iOS 17),
/// `DynamicTypeSize` and `ContentSizeCategory` ordering (both `Comparable`), and
/// `Character.unicodeScalars`.
@Suite struct IconButtonAndTypeSizeOrderTests {
    /// "Creates a button with a specified system image" whose label is `Label(title,
    /// systemImage:)` (Apple docs): the same size as that `Label` alone.
    @Test func aButtonWithASystemImageIsItsLabel() throws {
        let button = try placedViews("""
        #Preview(traits: .sizeThatFitsLayout) { Button("Share", systemImage: "square.and.arrow.up") {} }
        """)
        let label = try placedViews("""
        #Preview(traits: .sizeThatFitsLayout) { Label("Share", systemImage: "square.and.arrow.up") }
        """)
        let buttonLabel = try #require(button.first { $0.kind == "Label" })
        let alone = try #require(label.first { $0.kind == "Label" })
        #expect(buttonLabel.frame.size == alone.frame.size)
        #expect(button.contains { $0.kind == "Button" })
    }

    /// `typeSize < .accessibility1` in the default environment (`.large`): the smaller branch,
    /// a 10-pt square; `Character.unicodeScalars` of "é" (U+00E9) is one scalar: 1 × 10 = 10 wide.
    @Test func dynamicTypeSizesCompareInCaseOrder() throws {
        let placed = try placedViews("""
        struct Sized: View {
            @Environment(\\.dynamicTypeSize) var typeSize
            var body: some View {
                let side: CGFloat = typeSize < .accessibility1 && DynamicTypeSize.xLarge > .large ? 10 : 20
                let scalars = CGFloat(Character("é").unicodeScalars.count)
                return Color.red.frame(width: side * scalars, height: side)
            }
        }
        #Preview(traits: .sizeThatFitsLayout) { Sized() }
        """)
        let frame = try #require(placed.first { $0.kind == "frame" })
        #expect(frame.frame.size == Size(width: 10, height: 10))
    }
}

/// An extension initializer of a SwiftUI view that delegates with the same labels
/// (`self.init { title } icon: { icon }` inside `init(_ title:, icon:)`) reaches SwiftUI's own
/// `Label(title:icon:)`: the label is the same as `Label(_:systemImage:)` of that title and symbol.
@Suite struct ExtensionInitializerDelegationTests {
    @Test func aLabelExtensionInitializerDelegatesToSwiftUIs() throws {
        let placed = try placedViews("""
        extension Label where Title == Text, Icon == Image {
            init(_ title: String, icon name: String) {
                self.init { Text(title) } icon: { Image(systemName: name) }
            }
        }
        #Preview(traits: .sizeThatFitsLayout) { Label("Share", icon: "star") }
        """)
        let reference = try placedViews("""
        #Preview(traits: .sizeThatFitsLayout) { Label("Share", systemImage: "star") }
        """)
        let label = try #require(placed.first { $0.kind == "Label" })
        #expect(label.frame.size == (try #require(reference.first { $0.kind == "Label" })).frame.size)
    }
}
