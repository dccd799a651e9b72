import LayoutEngine
import SwiftInterpreter

/// `GroupBox` in iOS's default style: its label (a title string, a `label:` view or closure) above
/// its content, leading-aligned, inside a rounded box filled with the secondary system background,
/// across the width it is offered. Apple, `GroupBox`: "A stylized view, with an optional label,
/// that visually collects a logical grouping of content."
///
/// **Unverified** (no published measurement found; listed in docs/engine.md): the box's padding
/// (16 on every side, the compact-width system margin), the gap between label and content (8,
/// the default spacing), the corner radius (8), the label's `.headline` font, and that the box
/// takes the width offered.
extension SwiftUIRuntime {
    static let groupBoxPadding = 16.0
    static let groupBoxSpacing = 8.0
    static let groupBoxCornerRadius = 8.0

    func registerGroupBox() {
        interpreter.registerNativeType("GroupBox").conformances = ["View"]
        initializer("GroupBox") { `self`, arguments in try self.groupBox(arguments) }
    }

    /// `GroupBox { content }`, `GroupBox("Title") { content }`, `GroupBox { content } label: { … }`
    /// and `GroupBox(label: Text("Title")) { content }`.
    private func groupBox(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["label", "content"], unlabelledCount: 1, in: self)
        let source = currentLocation
        var label: Value?
        var labelIsTitle = false
        if let title = arguments.unlabelled.first, Self.isTitleText(title) {
            label = text(try string(title, "title"), source: source)
            labelIsTitle = true
        } else if let given = arguments["label"] {
            if case let .function(closure) = given {
                label = try interpreter.call(closure, [], building: "ViewBuilder")
            } else {
                label = given
            }
        }
        var content: Value = view("EmptyView", .list([]))
        if case let .function(closure)? = arguments["content"] ?? firstClosure(arguments) {
            content = try interpreter.call(closure, [], building: "ViewBuilder")
        }
        let range = interpreter.currentRange
        return view("GroupBox", .deferred { [unowned self] in
            // `.groupBoxStyle(MyStyle())` above: the style's `makeBody(configuration:)` with the
            // box's `label` and `content` (Apple, `GroupBoxStyleConfiguration`).
            let configuration = ["label": label ?? self.view("EmptyView", .list([])), "content": content]
            if let styled = try self.customStyled("groupBoxStyle", configuration) { return styled }
            if case let .string(style)? = self.environment.values[StyleKey.groupBox], style != "automatic", style != "DefaultGroupBoxStyle" {
                self.warn(.approximatedView("groupBoxStyle(\(style))", rule: "a group box style iOS does not have or LayoutLens does not model; laid out in the default style"), at: range)
            }
            // The default style sets a title string in the headline font; a style's
            // `configuration.label` is the plain title, as the style's own fonts apply to it.
            let styledLabel = labelIsTitle ? label.map { self.fontModifier($0, TextStyle.headline.defaultFont) } : label
            return self.defaultGroupBox(label: styledLabel, content: content, source: source)
        }, source: source)
    }

    /// The box in iOS's default style: label over content in the filled, rounded, padded box.
    private func defaultGroupBox(label: Value?, content: Value, source: SourceLocation?) -> Value {
        let stack = view("VStack", .container(StackLayout.vStack(alignment: .leading, spacing: Self.groupBoxSpacing), label: "VStack",
                                               content: .array((label.map { [$0] } ?? []) + [content])), source: source)
        let modifier = ModifierDescription(name: "GroupBox") { node, _ in
            let wide = ViewNode(FlexibleFrameLayout(maxWidth: .infinity, alignment: .leading), children: [node], label: "frame", source: nil)
            let side = Self.groupBoxPadding
            var box = ViewNode(PaddingLayout(insets: EdgeInsets(top: side, leading: side, bottom: side, trailing: side)),
                               children: [wide], label: "GroupBox", source: source)
            box.style.fill = .system(.secondarySystemBackground)
            box.style.cornerRadius = Self.groupBoxCornerRadius
            return box
        }
        return view("GroupBox", .modified(base: stack, modifier: modifier), source: source)
    }
}
