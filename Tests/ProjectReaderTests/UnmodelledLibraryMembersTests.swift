import LayoutEngine
import Testing
@testable import ProjectReader

/// A member or initializer of Apple's type that LayoutLens models only in part: the file compiles
/// in its app, so the framework declares it, and its value is a stand-in of that type with a
/// warning naming it, never nothing (`Void`) and never an error that stops the preview.
@Suite struct UnmodelledLibraryMembersTests {
    /// `self.init()` in `extension NSEntityDescription` delegates to Core Data's `init()`, which
    /// LayoutLens does not model: `self` is a stand-in whose properties can be set (nothing is
    /// kept) and read (assumed), where it was `Void` and `self.name = …` stopped the file.
    @Test func anExtensionInitializerDelegatingToAnUnmodelledOneMakesAStandIn() throws {
        let reading = read("""
        import SwiftUI
        import CoreData
        extension NSEntityDescription {
            convenience init<T>(class customClass: T.Type) where T: NSManagedObject {
                self.init()
                self.name = String(describing: customClass)
            }
        }
        final class Item: NSManagedObject {}
        #Preview {
            Text(NSEntityDescription(class: Item.self).name ?? "unnamed")
        }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        #expect(reading.diagnostics.contains { $0.id == "assumedValue" && $0.text.contains("'NSEntityDescription()") })
        let scenario = try #require(reading.scenarios.first)
        // The name is a stand-in read as an optional: nil, so `??` gives its right side.
        #expect(scenario.root.texts == ["unnamed"])
    }

    /// `UIFontDescriptor(fontAttributes:)`, an initializer LayoutLens does not model, made into a
    /// font and handed to SwiftUI as `Font(_:)`: the font is assumed to be the body font, so the
    /// text is as large as one in `.body`, with a warning naming the initializer.
    @Test func anUnmodelledInitializerGivesAStandInOfItsType() throws {
        let reading = read("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            VStack {
                Text("Message").font(Font(UIFont(descriptor: UIFontDescriptor(fontAttributes: [:]), size: 0)))
                Text("Message").font(.body)
            }
        }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        #expect(reading.diagnostics.contains { $0.id == "assumedValue" && $0.text.contains("UIFontDescriptor(fontAttributes:)") },
                "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let texts = layout(scenario).root.allViews.filter { $0.kind == "Text" }.map(\.frame.size)
        try #require(texts.count == 2)
        #expect(texts[0] == texts[1])
    }

    /// A size read from a member the library lacks (`fontDescriptor.withDesign(_:)`), flowing through a
    /// function declared `-> CGFloat` into `UIFont.systemFont(ofSize:)`: a `CGFloat` in the app,
    /// assumed the body size (17 pt, the `.body` text style at the default Dynamic Type size) as
    /// `Font.system(size:)` assumes for another file's size.
    @Test func aFontSizeFromAnUnmodelledMemberIsTheBodySize() throws {
        let reading = read("""
        import SwiftUI
        private func preferredSize(for style: UIFont.TextStyle) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style).fontDescriptor.withDesign(.rounded)!.pointSize
        }
        #Preview(traits: .sizeThatFitsLayout) {
            VStack {
                Text("Message").font(Font(UIFont.systemFont(ofSize: preferredSize(for: .body).rounded(), weight: .regular)))
                Text("Message").font(.system(size: 17))
            }
        }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        #expect(reading.diagnostics.contains { $0.text.contains("withDesign") && $0.text.contains("17 pt") },
                "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let texts = layout(scenario).root.allViews.filter { $0.kind == "Text" }.map(\.frame.size)
        try #require(texts.count == 2)
        #expect(texts[0] == texts[1])
    }

    /// A value LayoutLens cannot know plotted by a chart (`.value("Now", clock.now)` of another
    /// module's clock): plottable in the app, as the file compiles, so the mark is drawn with its
    /// name as a category and a warning, where the chart stopped.
    @Test func aStandInPlottedByAChartIsACategoryNamedAfterIt() throws {
        let reading = read("""
        import SwiftUI
        import Charts
        #Preview(traits: .sizeThatFitsLayout) {
            Chart {
                RuleMark(x: .value("Now", SharedClock.current.now))
            }
            .frame(width: 200, height: 100)
        }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        #expect(reading.diagnostics.contains { $0.text.contains("'SharedClock.current.now'") && $0.text.contains("as a category") })
        #expect(reading.scenarios.count == 1)
    }

    /// The values SwiftUI hands to layout code are modelled with their initializers: one none of
    /// them has is a mistake in the file (swiftc: "extra argument 'side' in call"), not a stand-in.
    @Test func anUnknownInitializerOfALayoutValueStaysAnError() {
        let reading = read("""
        import SwiftUI
        #Preview {
            let proposal = ProposedViewSize(side: 2)
            Text("x").frame(width: proposal.width)
        }
        """)
        #expect(reading.diagnostics.contains { $0.severity == .error && $0.text.contains("'side'") })
    }
}
