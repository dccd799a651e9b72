import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `LabeledContent`: the label leading and the content trailing across the width, as a form row shows
/// them (Apple, `LabeledContent`) — the `PickerLayout` rule, whose gap is unverified.
extension SwiftUIRuntime {
    /// `LabeledContent("Version", value: "2.4")`, `LabeledContent("Name") { content }`,
    /// `LabeledContent { content } label: { label }`: the label leading and the content trailing
    /// across the width, as a form row shows them (Apple, `LabeledContent`) — the `PickerLayout` rule.
    func labeledContent(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "format", "content", "label"], unlabelledCount: 1, in: self)
        let source = currentLocation
        var label: Value?
        // The title: a string, a `LocalizedStringResource` (`.settings("Advanced")`, Apple docs
        // `init(_ titleResource:…)`), or another file's (`"Photo".localized(language)`).
        if let title = arguments.unlabelled.first, Self.isTitleText(title) {
            label = text(try string(title, "title"), source: source)
        }
        if case let .function(closure)? = arguments["label"] { label = try interpreter.call(closure, [], building: "ViewBuilder") }
        let content: Value
        if let value = arguments["value"] {
            if case .string = value {
                content = text(try string(value, "value"), source: source)
            } else {
                content = text(try interpreter.describe(value), source: source)
            }
        } else {
            guard case let .function(function)? = arguments["content"] ?? firstClosure(arguments) else {
                throw failure(.missingArgument("value", callee: "LabeledContent"))
            }
            content = try interpreter.call(function, [], building: "ViewBuilder")
        }
        guard let label else { throw failure(.missingArgument("label", callee: "LabeledContent")) }
        return view("LabeledContent", .deferred { [unowned self] in
            // A user `LabeledContentStyle` in effect above lays the row out itself, from the
            // configuration's `label` and `content` (Apple, `LabeledContentStyleConfiguration`).
            if let styled = try self.customStyled("labeledContentStyle", ["label": label, "content": content]) { return styled }
            let trailing = self.view("HStack", .container(StackLayout.hStack(), label: "HStack", content: content), source: source)
            return self.view("LabeledContent", .container(PickerLayout(name: "LabeledContent"), label: "LabeledContent",
                                                          content: .array([label, trailing])), source: source)
        }, source: source)
    }
}
