import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// A SwiftUI view as a value of the interpreted program: a description of the view, as in SwiftUI
/// (`Text("a").padding()` is a value that *describes* padded text), never a laid-out thing.
///
/// Descriptions are resolved into the engine's `ViewNode`s when a preview is laid out
/// (`ViewResolver`), top-down, so that a user view's `body` runs with the environment in effect
/// at its place in the tree.
struct ViewDescription {
    enum Content {
        /// A leaf made at once (`Text`, `Color`, shapes, `Spacer`, `Image`).
        case leaf(ViewNode)
        /// A container primitive whose children are the views of one builder result.
        case container(any LayoutPrimitive, label: String, content: Value)
        /// Several views side by side: a builder block, `Group` content, a `ForEach`'s rows.
        case list([Value])
        /// `base` with one modifier applied.
        case modified(base: Value, modifier: ModifierDescription)
        /// `base` seen with a changed environment (`.environment(\.colorScheme, .dark)`,
        /// `.environmentObject(model)`): affects user views' `@Environment` reads below.
        case environment(base: Value, change: EnvironmentChange)
        /// `GeometryReader { proxy in … }`: the content closure (called during layout) and where
        /// the reader is written.
        case geometryReader(content: Function, range: SourceRange?)
        /// A view made only when resolved, with the environment of its place (a `ViewModifier`'s
        /// `body(content:)`, a style's `makeBody(configuration:)`).
        case deferred(() throws -> Value)
        /// A program's `ViewModifier` applied with `.modifier(_:)`: `make` is its `body(content:)`,
        /// made when resolved like `deferred`. While its body resolves, the modifier's type and
        /// value stand on the path of user views, so a modifier that applies itself in its own body
        /// meets the view limits where it names itself (`ViewLimitPositionTests`).
        case modifierBody(type: String, modifier: Value, make: () throws -> Value)
    }

    var content: Content
    /// Where the view's name starts in its file.
    var source: SourceLocation?

    init(_ content: Content, source: SourceLocation?) {
        self.content = content
        self.source = source
    }
}

/// A modifier as a value: what the resolver does to the modified view's node.
struct ModifierDescription {
    /// The modifier's name as written (`padding`, `frame`), for labels and messages.
    var name: String
    /// Secondary views (`overlay`/`background` content), resolved before `apply` is called.
    var secondaries: [Value] = []
    /// What a preview modifier (`previewDisplayName`, `previewLayout`) says of its preview.
    var preview: PreviewModifier?
    /// Makes the modified node from the base's node and the resolved secondaries.
    var apply: (ViewNode, [ViewNode]) throws -> ViewNode
    /// `.tag(value)`: the value a `Picker` matches against its selection.
    var tag: Value?
    /// The arguments the modifier was called with, for chart content: a modifier written on a
    /// `ForEach` of marks or on a `ChartContent` value applies to every mark inside
    /// (`Library/Charts/ChartView.swift`), as Swift Charts' `ChartContent` modifiers do.
    var arguments: [CallArgument] = []

    init(name: String, secondaries: [Value] = [], preview: PreviewModifier? = nil, tag: Value? = nil,
         apply: @escaping (ViewNode, [ViewNode]) throws -> ViewNode) {
        self.name = name
        self.secondaries = secondaries
        self.preview = preview
        self.tag = tag
        self.apply = apply
    }
}

/// What `.previewDisplayName(_:)` and `.previewLayout(_:)` on a PreviewProvider entry say.
enum PreviewModifier {
    case title(String)
    case trait(PreviewLayoutTrait)
    /// `.ignoresSafeArea(edges:)` / `.edgesIgnoringSafeArea(_:)`: as a preview's outermost
    /// modifier, the root is proposed the screen minus only the insets it does not ignore.
    case ignoresSafeArea(EdgeSet)
    /// `.previewInterfaceOrientation(_:)`.
    case orientation(PreviewOrientation)
    /// `.previewContext(WidgetPreviewContext(family:))`: the entry previewed as a widget.
    case widget(WidgetFamily)
    /// `attributes.previewContext(state, viewKind:)`: a Live Activity presentation.
    case liveActivity(LiveActivityPreviewRequest)
}

/// A change to the runtime environment made by `.environment(…)` or `.environmentObject(…)`.
enum EnvironmentChange {
    /// `.environment(\.name, value)`.
    case value(key: String, Value)
    /// `.environmentObject(object)`: found by the object's type name.
    case object(typeName: String, Value)
}
