import LayoutEngine
import Testing
@testable import ProjectReader

/// Shapes a seventh and an eighth sample of public view files (40 files of 4 repositories and 50
/// of 5, kept outside the repository) used and the reader did not yet run; each case is written
/// here from the language rule or Apple's API, not copied.
@Suite struct SeventhSamplePatternsTests {
    /// `CButton` beside SwiftUI's `Button` is an app's own view, named with a prefix letter (a
    /// placeholder with a warning); `BButton`, a doubled letter, is still a typo of `Button`.
    @Test func aPrefixedVariantOfABuiltInNameIsAnotherFilesView() throws {
        let prefixed = read("""
        import SwiftUI
        struct Onboarding: View {
            @Binding var step: Int
            var body: some View { VStack { Text("Like"); CButton(step: $step) } }
        }
        #Preview { Onboarding(step: .constant(0)) }
        """)
        #expect(!prefixed.diagnostics.contains { $0.severity == .error }, "\(prefixed.diagnostics)")
        #expect(prefixed.diagnostics.contains { $0.message.text.contains("'CButton' is defined in another file") })
        let typo = read("""
        import SwiftUI
        struct Onboarding: View {
            var body: some View { VStack { Text("Like"); BButton("Next") {} } }
        }
        #Preview { Onboarding() }
        """)
        #expect(typo.diagnostics.contains { $0.severity == .error && $0.message.text.contains("'BButton'") })
    }

    /// Apple, `ShapeStyle.shadow(_:)` (iOS 16): a colour with a drop shadow is a shape style again,
    /// so `background(_:in:)` fills its shape with it; the shape takes the background's frame,
    /// the padded text's (a shadow changes no frame).
    @Test func aShapeStyleWithAShadowFillsABackgroundShape() throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            Color.blue.frame(width: 50, height: 20)
                .padding(10)
                .background(Color.white.shadow(.drop(color: .black.opacity(0.2), radius: 2)), in: .rect(cornerRadius: 8))
        }
        """)
        // 50 + 2 × 10 by 20 + 2 × 10.
        #expect(try frame(views, kind: "RoundedRectangle").size == Size(width: 70, height: 40))
    }

    /// `.brand.opacity(0.5)` and `.card.shadow(.drop(radius: 1))` with `brand` and `card` from
    /// another file's `extension ShapeStyle`: that file's colours still, painted gray with a
    /// warning that names them.
    @Test func aChainOnAnotherFilesColourIsThatColour() throws {
        let reading = read("""
        import SwiftUI
        struct Tag: View {
            var body: some View {
                VStack {
                    Text("New").background(.brand.opacity(0.5), in: Capsule())
                    Text("Old").background(.card.shadow(.drop(radius: 1)), in: .rect(cornerRadius: 4))
                }
            }
        }
        #Preview { Tag() }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.text.contains("'Color.brand'") })
        #expect(reading.diagnostics.contains { $0.message.text.contains("'Color.card'") })
    }

    /// `DisclosureGroup(_:isExpanded:content:)` titled with another file's string
    /// (`"Identity".localized(language)` from its `extension String`): the title is a placeholder
    /// text, and the expanded group shows its content below it.
    @Test func aDisclosureGroupTitledByAnotherFilesString() throws {
        let views = try placedViews("""
        import SwiftUI
        struct Form: View {
            let language = "en"
            var body: some View {
                DisclosureGroup("Identity".localized(language), isExpanded: .constant(true)) {
                    Color.red.frame(height: 12)
                }
            }
        }
        #Preview { Form() }
        """, warningsAllowed: true)
        #expect(views.contains { $0.kind == "Text" })
        #expect(try frame(views, kind: "Color").height == 12)
    }

    /// `ScrollView(Axis.Set.horizontal)`: the type written out in full. A horizontal scroll view
    /// proposes its content no width, so a colour takes its ideal width of 10 (a vertical one
    /// would give it the scroll view's 200).
    @Test func aScrollViewWithItsAxisSetWrittenInFull() throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            ScrollView(Axis.Set.horizontal) { Color.red.frame(height: 10) }
                .frame(width: 200, height: 50)
        }
        """)
        #expect(try frame(views, kind: "Color").width == 10)
    }

    /// A file's own `padding(inset:)` overloads SwiftUI's `padding`, it does not hide it: the
    /// call with the file's labels runs the file's method, `padding(3)` and the
    /// `padding(.horizontal, 5)` inside it are SwiftUI's. Width 10 + 2 × 5 + 2 × 3 = 26, height
    /// 10 + 2 × 3 = 16.
    @Test func aFilesOverloadOfAModifierLeavesSwiftUIsOverloads() throws {
        let views = try placedViews("""
        import SwiftUI
        struct Inset { let size: CGFloat }
        extension View {
            func padding(inset: Inset) -> some View { padding(.horizontal, inset.size) }
        }
        #Preview(traits: .sizeThatFitsLayout) {
            Color.red.frame(width: 10, height: 10).padding(inset: Inset(size: 5)).padding(3)
        }
        """)
        #expect(views.first?.frame.size == Size(width: 26, height: 16))
    }

    /// `.ss.tabBar(.hidden)`: another file's `extension View { var ss: … }` namespaces its
    /// modifiers; the chain is one unknown modifier, ignored with a warning that names it, and the
    /// view keeps its frame.
    @Test func aNamespacedModifierOfAnotherFile() throws {
        let reading = read("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            Color.red.frame(width: 10, height: 10).ss.tabBar(.hidden)
        }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.text.contains("'ss.tabBar'") })
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.frame.size == Size(width: 10, height: 10))
    }
}
