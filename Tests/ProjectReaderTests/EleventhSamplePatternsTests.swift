import LayoutEngine
import Testing
@testable import ProjectReader

/// Shapes an eleventh sample of public view files (50 files of 5 app repositories kept outside
/// the repository) used and the reader did not yet run. Each file compiles in its app, where
/// another file declares what this one uses; each case is written here from the language rule,
/// not copied.
@Suite struct EleventhSamplePatternsTests {
    private func interpreted(_ source: String) throws -> FileReading {
        read(source)
    }

    /// `.frame(54)` and `.listRowInsets(.all, 8)`: no overload of SwiftUI's takes these
    /// arguments, so the app declares its own in another file (`func frame(_ side: CGFloat)`).
    /// The call is ignored with a warning that names it; the rest lays out.
    @Test func aModifierCalledWithAnotherFilesOverload() throws {
        let reading = try interpreted("""
        import SwiftUI
        struct Badge: View {
            var body: some View {
                Text("7").frame(54).listRowInsets(.all, 8).padding(4)
            }
        }
        #Preview { Badge() }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        let overloads = reading.diagnostics.filter { $0.message.id == "undefinedModifierOverload" }
        #expect(overloads.count == 2)
        let scenario = try #require(reading.scenarios.first)
        let views = layout(scenario).root.allViews
        // The ignored frame makes no frame view; the padding of 4 around the text stays.
        #expect(!views.contains { $0.kind == "frame" })
        let text = try #require(views.first { $0.kind == "Text" })
        let padding = try #require(views.first { $0.kind == "padding" })
        #expect(padding.frame.width == text.frame.width + 8)
    }

    /// Labels SwiftUI's `frame` never takes stay an error when the file itself is wrong in a way
    /// no overload can mend: a label given twice.
    @Test func aLabelGivenTwiceIsStillAnError() throws {
        let reading = try interpreted("#Preview { Color.red.frame(width: 10, width: 20) }")
        #expect(reading.diagnostics.contains { $0.severity == .error && $0.message.text.contains("extra argument 'width'") })
    }

    /// A `Color` property given another file's colour (`strokeColor: .brandRed`) and used as a
    /// view is a `Color` view: it takes the whole proposal as every colour does (here the 54 × 54
    /// the frame offers the stack), painted gray, with a warning.
    @Test func anotherFilesColourUsedAsAView() throws {
        let reading = try interpreted("""
        import SwiftUI
        struct Ring: View {
            var strokeColor: Color
            var body: some View {
                ZStack { Circle(); strokeColor }.frame(width: 54, height: 54)
            }
        }
        #Preview { Ring(strokeColor: .brandRed) }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.text.contains("'Color.brandRed'") && $0.message.text.contains("a colour") })
        let scenario = try #require(reading.scenarios.first)
        let colour = try #require(layout(scenario).root.allViews.first { $0.kind == "Color" })
        #expect(colour.frame.width == 54 && colour.frame.height == 54)
    }

    /// `HStack(spacing: .space12)` with `space12` from another file's `extension CGFloat`: as if
    /// no spacing were given (SwiftUI's default between two texts is 8), with a warning; a
    /// static the file declares itself is used.
    @Test func anotherFilesSpacingConstant() throws {
        let reading = try interpreted("""
        import SwiftUI
        extension CGFloat { static let gutter: CGFloat = 30 }
        struct Row: View {
            var body: some View {
                VStack {
                    HStack(spacing: .space12) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
                    HStack(spacing: .gutter) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
                }
            }
        }
        #Preview { Row() }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.text.contains("'CGFloat.space12'") && $0.message.text.contains("as if 'spacing' were not given") })
        let scenario = try #require(reading.scenarios.first)
        let stacks = layout(scenario).root.allViews.filter { $0.kind == "HStack" }
        // Two 10-wide colours: 10 + 8 + 10 with the default spacing, 10 + 30 + 10 with the file's.
        #expect(stacks.map(\.frame.width) == [28, 50])
    }

    /// `HStack(alignment: model.imageAlignment)` with the model of another file: the default
    /// alignment, `.center`, with a warning. A 10-high colour beside a 30-high one sits 10 below
    /// the top ((30 − 10) / 2).
    @Test func anotherFilesAlignment() throws {
        let reading = try interpreted("""
        import SwiftUI
        struct Row: View {
            let model: RowModel
            var body: some View {
                HStack(alignment: model.imageAlignment) {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 30)
                }
            }
        }
        #Preview { Row(model: .sample) }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.text.contains("the default, .center") })
        let scenario = try #require(reading.scenarios.first)
        let frames = layout(scenario).root.allViews.filter { $0.kind == "frame" }.map(\.frame)
        #expect(frames.count == 2)
        #expect(frames[0].origin.y - frames[1].origin.y == 10)
    }

    /// `[title, "pinned"].joined(separator: ", ")` with `title` another file's string: the
    /// joined string is as unknown as its part, so a text of it shows the name (reported).
    @Test func stringsJoinedWithAnotherFilesString() throws {
        let reading = try interpreted("""
        import SwiftUI
        struct Pinned: View {
            let conversation: Conversation
            private var label: String {
                var parts: [String] = [conversation.title, "pinned"]
                parts.append("muted")
                return parts.joined(separator: ", ")
            }
            var body: some View { Text(label) }
        }
        #Preview { Pinned(conversation: .sample) }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.scenarios.count == 1)
    }

    /// From a twelfth sample (30 files of 3 repositories): `viewModel as! Building` given another
    /// file's value. The file compiles and its preview passes such a value, so the cast is taken
    /// to succeed and the value stays unknown; `as?` of it binds nothing (reported), as an
    /// optional binding of another file's value does.
    @Test func anotherFilesValueCast() throws {
        let reading = try interpreted("""
        import SwiftUI
        struct Tower: View {
            @ObservedObject var model: Building
            init(viewModel: AnyObject?) {
                let building = viewModel as! Building
                self._model = ObservedObject(initialValue: building)
            }
            var body: some View {
                VStack {
                    Text("Tower")
                    if let shop = (model as Any) as? Shop { Text(shop.name) }
                }
            }
        }
        #Preview { Tower(viewModel: Building()) }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.filter { $0.kind == "Text" }.count == 1)
    }

    /// From a fourteenth sample (30 files of 3 app repositories): a segment width of
    /// `width / CGFloat(options.count)` with no options is infinite. SwiftUI drops a negative or
    /// non-finite frame dimension with a runtime warning ("Invalid frame dimension (negative or
    /// non-finite)."; `reference/swiftui-layout-facts.md` B5, from OpenSwiftUI's `_FrameLayout`)
    /// and lays the frame out as if it were not given: the colour takes the 200 offered, and the
    /// given height of 28 stays.
    @Test func aNonFiniteFrameDimensionIsDropped() throws {
        let reading = try interpreted("""
        import SwiftUI
        struct Segments: View {
            var options: [String]
            var body: some View {
                GeometryReader { reader in
                    let itemWidth = reader.size.width / CGFloat(options.count)
                    Color.blue.frame(width: itemWidth - 4, height: 28)
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 200, height: 100)) { Segments(options: []) }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.id == "droppedFrameDimension" })
        let scenario = try #require(reading.scenarios.first)
        let colour = try #require(layout(scenario).root.allViews.first { $0.kind == "Color" })
        #expect(colour.frame.width == 200 && colour.frame.height == 28)
    }

    /// `.cornerRadius([.topLeading, .topTrailing], 24)`: SwiftUI's `cornerRadius(_:antialiased:)`
    /// takes one radius, so this is the app's own overload (ignored, warned); `round(average)` of
    /// another file's number is as unknown as the number.
    @Test func anotherFilesCornerOverloadAndARoundedUnknown() throws {
        let reading = try interpreted("""
        import SwiftUI
        struct Stats: View {
            let entries: [Entry]
            private var average: String {
                let values = entries.compactMap { $0.difficulty }
                let mean = Double(values.reduce(0, +)) / Double(max(values.count, 1))
                return "\\(Int(round(mean))) \\(Int(pow(mean, 2)))"
            }
            var body: some View {
                Text(average).padding().background(Color.gray).cornerRadius([.topLeading, .topTrailing], 24)
            }
        }
        #Preview { Stats(entries: Entry.samples) }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.id == "undefinedModifierOverload" && $0.message.text.contains("'cornerRadius'") })
    }

    /// From a fifteenth sample (34 files of 5 repositories): `ForEach($items) { $item in … }`.
    /// SwiftUI's `Binding` to a collection is itself a collection of bindings to the elements, and
    /// a closure parameter written `$item` (SE-0293) declares `$item`, the binding, and `item`, its
    /// wrapped value. Two items give two rows, each a field bound to the title and a text of it.
    @Test func forEachOverABindingToACollection() throws {
        let views = try placedViews("""
        import SwiftUI
        struct Item: Identifiable { let id: Int; var title: String }
        struct Editor: View {
            @State private var items = [Item(id: 1, title: "One"), Item(id: 2, title: "Three")]
            var body: some View {
                VStack {
                    ForEach($items) { $item in
                        TextField("Title", text: $item.title)
                        Text(item.title)
                    }
                }
            }
        }
        #Preview { Editor() }
        """)
        #expect(views.filter { $0.kind == "TextField" }.count == 2)
        let texts = views.filter { $0.kind == "Text" && $0.label == "Text" }
        // Each field shows its bound title, and the text beside it is that title too: "Three" is
        // wider than "One".
        #expect(texts.count == 4)
        #expect(texts[0].frame.width == texts[1].frame.width)
        #expect(texts[2].frame.width == texts[3].frame.width)
        #expect(texts[2].frame.width > texts[0].frame.width)
    }

    /// `ForEach($viewModel.items)` with the view model of another file: no rows (reported), and
    /// `EventStore.shared.events = samples` in a preview sets a value the file cannot see.
    @Test func bindingsAndAssignmentsIntoAnotherFilesValues() throws {
        let reading = try interpreted("""
        import SwiftUI
        struct Items: View {
            @State private var viewModel = ItemsViewModel()
            var body: some View {
                List {
                    ForEach($viewModel.items) { $item in Text(item.title) }
                }
            }
        }
        #Preview {
            EventStore.shared.events = ["a", "b"]
            Settings.verbose = true
            return Items()
        }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.text.contains("'ItemsViewModel.items'") && $0.message.text.contains("empty") })
        let scenario = try #require(reading.scenarios.first)
        #expect(!layout(scenario).root.allViews.contains { $0.kind == "Text" })
    }

    /// `.rotationEffect(.radians(-.pi / 2))`: the argument of `radians(_:)` is a `Double`, so
    /// `-.pi` is `Double`'s; with no contextual type the interpreter takes the floating-point
    /// default. `frame(maxWidth: -.infinity)` is negative, so SwiftUI drops it (warning).
    @Test func negatedImplicitMembers() throws {
        let reading = try interpreted("""
        import SwiftUI
        #Preview {
            Color.red.frame(width: 20, height: 20)
                .rotationEffect(.radians(-.pi / 2))
                .frame(maxWidth: -.infinity)
        }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.id == "droppedFrameDimension" && $0.message.text.contains("-inf") })
    }

    /// From a sixteenth sample (45 files of 5 repositories): an outline list,
    /// `List(tree, children: \.children) { … }`. Its top-level elements are its rows, collapsed;
    /// a row whose children are not nil is a disclosure row (a chevron trailing), the others
    /// plain rows. Apple's `List.init(_:children:rowContent:)`.
    @Test func anOutlineListShowsItsTopLevelRowsCollapsed() throws {
        let views = try placedViews("""
        import SwiftUI
        struct Node: Identifiable {
            let id: Int
            let name: String
            var children: [Node]? = nil
        }
        struct Tree: View {
            let nodes = [
                Node(id: 1, name: "Fruit", children: [Node(id: 2, name: "Apple"), Node(id: 3, name: "Pear")]),
                Node(id: 4, name: "Bread"),
            ]
            var body: some View {
                List(nodes, children: \\.children) { node in Text(node.name) }
            }
        }
        #Preview { Tree() }
        """)
        // Two top-level rows; the children (Apple, Pear) are not shown.
        #expect(views.filter { $0.kind == "Text" }.count == 2)
        #expect(views.filter { $0.kind == "DisclosureGroup" }.count == 1)
    }

    /// `Animation.easeInOut(duration: 0.3).delay(1)` and `AnyTransition.modifier(active:identity:)`
    /// are SwiftUI's own types (how a change animates or appears), not another file's names: they
    /// change no frame and need no warning.
    @Test func animationsAndTransitionsAreSwiftUIs() throws {
        let reading = try interpreted("""
        import SwiftUI
        struct Spin: ViewModifier {
            let angle: Double
            func body(content: Content) -> some View { content.rotationEffect(.degrees(angle)) }
        }
        struct Card: View {
            let appear = AnyTransition.modifier(active: Spin(angle: 90), identity: Spin(angle: 0))
            let timing = Animation.easeInOut(duration: 0.3).delay(1)
            var body: some View {
                Text("Card")
                    .transition(appear.combined(with: .opacity))
                    .transition(.asymmetric(insertion: .move(edge: .leading), removal: .scale))
                    .animation(timing, value: 1)
            }
        }
        #Preview { Card() }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        #expect(reading.scenarios.count == 1)
    }

    /// `extension ButtonStyle where Self == PrimaryStyle { static func primary(tall:) -> Self {
    /// .init(tall: tall) } }`, as apps write their styles: `.buttonStyle(.primary(tall: true))`
    /// finds the static through the protocol, and inside it `Self` is `PrimaryStyle`. The style's
    /// body sets the button's height: 80 tall, 50 otherwise.
    @Test func aStyleFromAConstrainedProtocolExtension() throws {
        let views = try placedViews("""
        import SwiftUI
        struct PrimaryStyle: ButtonStyle {
            var tall = false
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding().frame(height: tall ? 80 : 50).background(Color.blue)
            }
        }
        extension ButtonStyle where Self == PrimaryStyle {
            static var primary: PrimaryStyle { PrimaryStyle() }
            static func primary(tall: Bool) -> Self { .init(tall: tall) }
        }
        #Preview {
            VStack {
                Button("One") { }.buttonStyle(.primary)
                Button("Two") { }.buttonStyle(.primary(tall: true))
            }
        }
        """)
        #expect(views.filter { $0.kind == "frame" }.map(\.frame.height) == [50, 80])
    }

    /// From an eighteenth sample (55 files of 6 app repositories): `ProgressView(progress: 0.3)`.
    /// SwiftUI's `ProgressView` takes no `progress:`, so the app declares its own view of that name
    /// in another file: a placeholder, with a warning. `Spacer(10)`, an extra unlabelled argument,
    /// stays an error; and `Hint()` is another file's type, not a typo of `Link` (another first
    /// letter makes another word).
    @Test func theAppsOwnViewNamedLikeSwiftUIs() throws {
        let reading = try interpreted("""
        import SwiftUI
        struct Activity: View {
            @State var hint: Hint = Hint()
            var body: some View {
                VStack {
                    ProgressView(progress: 0.3)
                    Text("Steps")
                }
            }
        }
        #Preview { Activity() }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.id == "undefinedViewOverload" })
        let spacer = try interpreted("#Preview { Spacer(10) }")
        #expect(spacer.diagnostics.contains { $0.severity == .error })
    }
}
