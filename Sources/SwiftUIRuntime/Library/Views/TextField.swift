import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `TextField` and `SecureField` (`prompt:`, `axis:`, `value:format:`): `TextFieldLayout`, one line of
/// the current font as wide as proposed; under `.textFieldStyle(.roundedBorder)` inset inside a
/// rounded border. **Unverified:** the plain field's height (one text line) and the rounded-border
/// insets (`TextFieldLayout.roundedBorderInsets`). `axis: .vertical` wraps its text within the line
/// limits above it; past the upper limit it shows its first lines as a scrolled field does.
extension SwiftUIRuntime {
    /// `TextField("Placeholder", text: $name)`, `prompt:`, `axis:`, `value:format:`. Shows the
    /// bound text, or the placeholder when it is empty.
    func textField(_ name: String, _ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["text", "prompt", "axis", "value", "format", "formatter", "onEditingChanged", "onCommit", "label"],
                            unlabelledCount: 1, in: self)
        let source = currentLocation
        var placeholder = ""
        if let title = arguments.unlabelled.first, case .string = title { placeholder = try string(title, "title") }
        if let prompt = arguments["prompt"] {
            // `prompt: Text("Title").foregroundColor(.gray)`: the text under its modifiers.
            placeholder = try promptText(prompt) ?? string(prompt, "prompt")
        }
        var shown = placeholder
        if let bound = arguments["text"] {
            let text = try BindingPayload.read(bound)
            if case let .string(current) = text, !current.isEmpty { shown = current }
        } else if !arguments.has("value") {
            throw failure(.missingArgument("text", callee: name))
        }
        // `axis: .vertical`: the text wraps and the field grows to fit it, within the line limits
        // above it, as a `Text` does (Apple, `lineLimit(_:)`: "a closed range of lines that a
        // `Text` view or a vertical `TextField` can occupy"; useyourloaf.com, "SwiftUI Multi-line
        // Text Fields": the field grows vertically, wrapping over several lines).
        let wraps = try arguments["axis"].map { try caseName($0, "Axis") == "vertical" } ?? false
        // A secure field shows bullets; one per character of the text, as wide as the text is not.
        if name == "SecureField", shown != placeholder { shown = String(repeating: "•", count: shown.count) }
        let text = textLeaf(shown, source: source)
        return textFieldView(name, text: text, wraps: wraps, range: interpreter.currentRange, source: source)
    }

    /// The field as the styles in effect where it is resolved draw it: a user `TextFieldStyle`'s
    /// `_body(configuration:)` (`CustomStyles.swift`), else the built-in layout.
    private func textFieldView(_ name: String, text: Value, wraps: Bool, range: SourceRange?, source: SourceLocation?) -> Value {
        view(name, .deferred { [unowned self] in
            // Inside the style's body the field is plain (`customTextFieldStyled`), so this
            // second resolution takes the built-in path.
            let configuration = self.textFieldView(name, text: text, wraps: wraps, range: range, source: source)
            if let styled = try self.customTextFieldStyled(configuration: configuration) { return styled }
            // `.textFieldStyle(.roundedBorder)` above the field: the bordered, inset field. A style
            // the program declares without `_body(configuration:)` is laid out plain, said; one
            // no file read declares is laid out plain too, its stand-in warning saying so.
            self.warnUnmodelledControlSize(name, at: range)
            var roundedBorder = false
            if case let .string(style)? = self.environment.values[StyleKey.textField] {
                roundedBorder = style == "roundedBorder"
                if !["roundedBorder", "plain", "automatic", Self.standInStyle].contains(style) {
                    self.warn(.approximatedView("textFieldStyle(\(style))", rule: "laid out as the plain style"), at: range)
                }
            }
            let layout = TextFieldLayout(name: name, roundedBorder: roundedBorder, wraps: wraps)
            return self.view(name, .container(layout, label: name, content: text), source: source)
        }, source: source)
    }

    /// The string of a `Text` view, through the modifiers that style it.
    func promptText(_ value: Value) -> String? {
        guard case let .native(native) = value, let description = native.payload as? ViewDescription else { return nil }
        switch description.content {
        case let .leaf(node): return (node.primitive as? TextLeaf)?.content
        case let .modified(base, _): return promptText(base)
        default: return nil
        }
    }
}
