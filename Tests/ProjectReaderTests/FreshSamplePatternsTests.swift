import LayoutEngine
import Testing
@testable import ProjectReader

/// Swift and SwiftUI shapes a fresh sample of public view files (48 files of 8 repositories kept
/// outside the repository) used and the reader did not yet run; each case is written here from
/// the language rule or Apple's API, not copied.
@Suite struct FreshSamplePatternsTests {
    /// SE-0286 (forward-scan matching of trailing closures): the unlabelled first trailing closure
    /// skips a defaulted parameter whose type is not a function, so `Menu(size:actions:label:)`
    /// called as `Menu { … } label: { … }` binds the closures to `actions` and `label`, and `size`
    /// keeps its default 50.
    @Test func trailingClosureSkipsADefaultedNonFunctionParameter() throws {
        let views = try placedViews("""
        import SwiftUI
        struct Menu<Label: View>: View {
            var size: CGFloat
            var actions: [String]
            var label: () -> Label
            init(size: CGFloat = 50, actions: () -> [String], @ViewBuilder label: @escaping () -> Label) {
                self.size = size
                self.actions = actions()
                self.label = label
            }
            var body: some View {
                label().frame(width: size, height: size * CGFloat(actions.count))
            }
        }
        #Preview(traits: .sizeThatFitsLayout) {
            Menu { ["a", "b"] } label: { Color.red }
        }
        """)
        // 50 wide, 50 × 2 actions = 100 tall.
        #expect(try frame(views, kind: "Color") == Rect(x: 0, y: 0, width: 50, height: 100))
    }

    /// An initializer that no overload accepts is reported at the call, not at a property's
    /// initial value the instance evaluated on the way.
    @Test func noMatchingInitializerIsReportedAtTheCall() throws {
        let reading = read("""
        import SwiftUI
        struct Card: View {
            @State private var offset: CGPoint = .zero
            init(title: String) {}
            var body: some View { Color.red }
        }
        #Preview {
            Card(name: "x")
        }
        """)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.range.start.line == 8)
    }

    /// Apple, `CoordinateSpaceProtocol.scrollView` (iOS 17): a frame in the nearest scroll view's
    /// space. The scroll view is padded 20 into a 200 × 200 canvas, so it starts at (20, 20); its
    /// VStack puts a 30-high colour above the reader: the reader is at y 30 in the scroll view's
    /// space (50 globally), and its content is as tall as that minY.
    @Test func frameInTheScrollViewSpace() throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview(traits: .fixedLayout(width: 200, height: 200)) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 30)
                    GeometryReader { proxy in
                        Color.red.frame(width: 10, height: proxy.frame(in: .scrollView).minY)
                    }
                    .frame(height: 60)
                }
            }
            .padding(20)
        }
        """)
        #expect(views.first { $0.label == "Color.red" }?.frame.height == 30)
    }

    /// The `#Preview` macro's declared parameter `body:` may be passed as an argument instead of a
    /// trailing closure (Apple, "Preview(_:body:)").
    @Test func previewBodyPassedAsAnArgument() throws {
        let reading = read("""
        import SwiftUI
        #Preview("Labelled", body: {
            Color.red.frame(width: 10, height: 20)
        })
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let scenario = try #require(reading.scenarios.first)
        #expect(scenario.name == "Labelled")
        #expect(try frame(layout(scenario).root.allViews, kind: "Color").size == Size(width: 10, height: 20))
    }

    /// SwiftUI accepts an infinite corner radius (the common pill idiom): it draws the shape as a
    /// capsule, and frames do not change. `.cornerRadius(.infinity)` keeps the colour's frame.
    @Test func infiniteCornerRadiusIsAPill() throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            VStack(spacing: 0) {
                RoundedRectangle(cornerRadius: .infinity).frame(width: 80, height: 30)
                Color.red.frame(width: 80, height: 30).cornerRadius(.infinity)
            }
        }
        """)
        let shape = try #require(views.first { $0.label == "RoundedRectangle" })
        #expect(shape.content == .shape(.capsule))
        #expect(try frame(views, kind: "Color") == Rect(x: 0, y: 30, width: 80, height: 30))
    }

    /// Apple: `URL(filePath:)` (iOS 16) is not optional, `Menu(content:label:)` takes its label as
    /// the trailing closure after a `content:` argument.
    @Test func fileURLsAndAMenuWithItsContentFirst() throws {
        let views = try placedViews("""
        import SwiftUI
        struct FileRow: View {
            let url: URL
            var body: some View {
                Menu(content: { Button("Open") {} }) { Text("Actions") }
            }
        }
        #Preview { FileRow(url: URL(filePath: "/tmp/a.txt")) }
        """)
        #expect(views.contains { $0.kind == "Text" })
    }

    /// `Text(.search)`: a string symbol Xcode generates from a string catalogue, whose text is in
    /// a file LayoutLens does not read; its name stands in, with a warning, as for another file's
    /// value.
    @Test func aLocalizedStringSymbolShowsItsName() throws {
        let reading = read("""
        import SwiftUI
        #Preview { Text(.search) }
        """)
        #expect(reading.diagnostics.contains { $0.severity == .warning && $0.message.text.contains("'search'") })
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.first { $0.kind == "Text" }?.text?.lines.first?.text == "search")
    }

    /// `#if canImport(SomePackage)`: the file is compiled in its app, which links the packages it
    /// tests for, so the branch is taken; another platform's SDK (`AppKit`) is not importable in an
    /// iOS build.
    @Test func canImportOfAPackageHoldsAndOfAppKitDoesNot() throws {
        let views = try placedViews("""
        import SwiftUI
        #if canImport(ReaderKit) && !canImport(AppKit)
        #Preview(traits: .sizeThatFitsLayout) { Color.red.frame(width: 10, height: 10) }
        #else
        #Preview(traits: .sizeThatFitsLayout) { Color.red.frame(width: 20, height: 20) }
        #endif
        """)
        #expect(try frame(views, kind: "Color").size == Size(width: 10, height: 10))
    }

    /// A sixth sample's shapes. Names that differ from one of the file's only in digits
    /// (`ChartsShow2View` beside `ChartsShowView`) are other files' names, not typos.
    @Test func aNumberedSiblingOfAFileNameIsAnotherFilesName() throws {
        let reading = read("""
        import SwiftUI
        struct ChartsShowView: View {
            var body: some View {
                VStack { NavigationLink(destination: ChartsShow2View()) { Text("Second") } }
            }
        }
        #Preview { ChartsShowView() }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.scenarios.count == 1)
    }

    /// A file without a preview is laid out as a preview would show it, with plain stand-ins: a
    /// closure giving a `Bool` gives `false`, so `if canUpdate(item)` takes its else branch.
    @Test func aStandInClosureGivesItsResultsPlainValue() throws {
        let views = try placedViews("""
        import SwiftUI
        struct Card: View {
            let canUpdate: (Int) -> Bool
            var body: some View {
                if canUpdate(1) { Color.red.frame(width: 10, height: 10) } else { Color.blue.frame(width: 20, height: 20) }
            }
        }
        """, warningsAllowed: true)
        #expect(try frame(views, kind: "Color").size == Size(width: 20, height: 20))
    }

    /// `status.color.opacity(0.12)` with `status` of another file is that file's colour (painted
    /// gray), usable as a background style; `Text(type:)` from another file's `extension Text` is
    /// drawn as a placeholder; a type with a `body` that adopts another file's protocol is a view.
    @Test func otherFilesColoursInitializersAndViewProtocols() throws {
        let reading = read("""
        import SwiftUI
        struct Badge: AppStyledView {
            let status: TicketStatus
            var body: some View {
                VStack {
                    Text("Open").background(status.color.opacity(0.12), in: Capsule())
                    Text(type: .caption)
                }
            }
        }
        #Preview { Badge(status: .open) }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.text.contains("'Text(type:)'") })
        #expect(reading.scenarios.count == 1)
    }

    /// A view adopting another file's protocol, called with an initializer that protocol's
    /// extension adds (`extension AppController { init(entity:) }`): valid in its app, so drawn as
    /// a placeholder with a warning; a type adopting only known protocols still gets the error.
    @Test func anInitializerFromAnotherFilesProtocolExtension() throws {
        let foreign = read("""
        import SwiftUI
        struct SignUp: AppController {
            init(presenter: Int) {}
            var body: some View { Text("Sign up") }
        }
        #Preview { SignUp(entity: 1) }
        """)
        #expect(!foreign.diagnostics.contains { $0.severity == .error }, "\(foreign.diagnostics)")
        #expect(foreign.diagnostics.contains { $0.message.text.contains("'SignUp(entity:)'") })
        let known = read("""
        import SwiftUI
        struct SignUp: View {
            init(presenter: Int) {}
            var body: some View { Text("Sign up") }
        }
        #Preview { SignUp(entity: 1) }
        """)
        #expect(known.diagnostics.contains { $0.severity == .error && $0.message.text.contains("no initializer") })
    }

    /// SE-0258: a property whose wrapper the attribute makes (`@Query var items`, a database
    /// module's `@ObservedResults(Book.self) var books`) needs no memberwise argument, so `Shelf()`
    /// is a valid call; the wrapper is another module's, so its value is unknown here and only
    /// warned about.
    @Test func anotherModulesWrapperNeedsNoMemberwiseArgument() throws {
        let views = try placedViews("""
        import SwiftUI
        struct Shelf: View {
            @ObservedResults(Book.self) var books
            var title = "Shelf"
            var body: some View { Text(title) }
        }
        #Preview { Shelf() }
        """, warningsAllowed: true)
        #expect(views.contains { $0.kind == "Text" })
    }
}

/// `Font.Design.monospaced` in every spelling SwiftUI has (Apple: `system(size:weight:design:)`,
/// `Font.monospaced()`, `View.monospaced(_:)`, `View.fontDesign(_:)`): each gives the text the
/// system font's monospaced design at the body size (SF Mono's widths: `SystemMonospacedFontTests`).
@Suite struct MonospacedDesignTests {
    @Test(arguments: [
        "Text(\"Hello UIKit\").font(.system(size: 17, design: .monospaced))",
        "Text(\"Hello UIKit\").font(.system(.body, design: .monospaced))",
        "Text(\"Hello UIKit\").font(.body.monospaced())",
        "Text(\"Hello UIKit\").monospaced()",
        "Text(\"Hello UIKit\").fontDesign(.monospaced)",
        "VStack { Text(\"Hello UIKit\") }.monospaced()",
    ])
    func everySpellingMeasuresInSFMono(_ expression: String) throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            \(expression)
        }
        """)
        let text = try #require(views.first { $0.kind == "Text" }?.text)
        #expect(text.font.design == .monospaced)
        #expect(text.font.size == 17)
    }

    @Test func monospacedFalseKeepsTheDefaultDesign() throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            Text("Hello UIKit").monospaced(false)
        }
        """)
        #expect(views.first { $0.kind == "Text" }?.text?.font.design == .default)
    }
}

/// Apple: `Text.bold()` and `View.bold(_:)` "apply a bold font weight to the text"; `fontWeight(_:)`
/// sets the weight of the text in a view. The weight holds over a font set closer to the text, so
/// `Text("x").font(.title).bold()` is a bold title, as is a title inside a bold stack.
@Suite struct FontWeightOverFontTests {
    @Test(arguments: [
        ("Text(\"Featured\").font(.title).bold()", FontWeight.bold),
        ("Text(\"Featured\").bold().font(.title)", FontWeight.bold),
        ("Text(\"Featured\").font(.title).fontWeight(.heavy)", FontWeight.heavy),
        ("VStack { Text(\"Featured\").font(.title) }.fontWeight(.semibold)", FontWeight.semibold),
        ("VStack { Text(\"Featured\").font(.title).fontWeight(.light) }.bold()", FontWeight.light),
    ])
    func theWeightHoldsOverAFontSetCloser(_ expression: String, expected: FontWeight) throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            \(expression)
        }
        """)
        let text = try #require(views.first { $0.kind == "Text" }?.text)
        #expect(text.font.weight == expected)
        #expect(text.font.size == 28)
    }
}
