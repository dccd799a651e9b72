import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `LabeledContent`, `DisclosureGroup` and `ContentUnavailableView`: rows and placeholders that
/// forms and lists are built from. Each is laid out by an existing primitive (see `docs/engine.md`).
extension SwiftUIRuntime {
    func registerRows() {
        for name in ["LabeledContent", "DisclosureGroup", "ContentUnavailableView"] {
            interpreter.registerNativeType(name).conformances = ["View"]
        }
        initializer("LabeledContent") { `self`, arguments in try self.labeledContent(arguments) }
        initializer("DisclosureGroup") { `self`, arguments in try self.disclosureGroup(arguments) }
        initializer("ContentUnavailableView") { `self`, arguments in try self.contentUnavailable(arguments) }
    }

    private func text(_ string: String, source: SourceLocation?) -> Value {
        view("Text", .leaf(ViewNode(TextLeaf(string), label: "Text", source: source)), source: source)
    }

    /// `LabeledContent("Version", value: "2.4")`, `LabeledContent("Name") { content }`,
    /// `LabeledContent { content } label: { label }`: the label leading and the content trailing
    /// across the width, as a form row shows them (Apple, `LabeledContent`) — the `PickerLayout` rule.
    private func labeledContent(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "format", "content", "label"], unlabelledCount: 1, in: self)
        let source = currentLocation
        var label: Value?
        // The title: a string, or another file's (`"Photo".localized(language)` from its `extension String`).
        if let title = arguments.unlabelled.first, Self.isStringOrUnseen(title) {
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
        let trailing = view("HStack", .container(StackLayout.hStack(), label: "HStack", content: content), source: source)
        return view("LabeledContent", .container(PickerLayout(name: "LabeledContent"), label: "LabeledContent",
                                                 content: .array([label, trailing])), source: source)
    }

    /// `DisclosureGroup("Title") { content }`: collapsed unless `isExpanded` is bound to `true`;
    /// its label leading and a `chevron.forward` trailing across the width (`PickerLayout`), the
    /// content below it when expanded (stacked with the default spacing, **unverified**).
    private func disclosureGroup(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["isExpanded", "content", "label"], unlabelledCount: 1, in: self)
        let source = currentLocation
        var label: Value?
        // The title: a string, or another file's (`"Photo".localized(language)` from its `extension String`).
        if let title = arguments.unlabelled.first, Self.isStringOrUnseen(title) {
            label = text(try string(title, "title"), source: source)
        }
        if case let .function(closure)? = arguments["label"] { label = try interpreter.call(closure, [], building: "ViewBuilder") }
        guard let label else { throw failure(.missingArgument("label", callee: "DisclosureGroup")) }
        var expanded = false
        if let binding = arguments["isExpanded"], case let .bool(value) = try BindingPayload.read(binding) { expanded = value }
        let header = disclosureHeader(label, source: source)
        guard expanded else { return header }
        guard case let .function(function)? = arguments["content"] ?? firstClosure(arguments) else { return header }
        let content = try interpreter.call(function, [], building: "ViewBuilder")
        return view("VStack", .container(StackLayout.vStack(alignment: .leading), label: "VStack", content: .array([header, content])),
                    source: source)
    }

    /// A disclosure row: `label` leading and a `chevron.forward` trailing across the width
    /// (`PickerLayout`), as a collapsed `DisclosureGroup` or an outline list's row with children.
    func disclosureHeader(_ label: Value, source: SourceLocation?) -> Value {
        let chevron = symbolImage("chevron.forward", source: source)
        return view("DisclosureGroup", .container(PickerLayout(name: "DisclosureGroup"), label: "DisclosureGroup",
                                                  content: .array([label, chevron])), source: source)
    }

    /// `ContentUnavailableView("No Mail", systemImage: "tray", description: Text("…"))` and
    /// `.search`: a large symbol, the title and the description centred in a column, the whole
    /// filling the space it is offered with the column centred (Apple, `ContentUnavailableView`).
    /// **Unverified:** the symbol at the large-title size, the title in `.title2` bold, the
    /// description in `.body`, the default spacing between them.
    private func contentUnavailable(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["systemImage", "image", "description", "label", "actions"], unlabelledCount: 1, in: self)
        let source = currentLocation
        var parts: [Value] = []
        if let symbol = arguments["systemImage"] {
            let image = symbolImage(try string(symbol, "systemImage"), source: source)
            parts.append(fontModifier(image, TextStyle.largeTitle.defaultFont))
        }
        if let title = arguments.unlabelled.first, case .string = title {
            var font = TextStyle.title2.defaultFont
            font.weight = .bold
            parts.append(fontModifier(text(try string(title, "title"), source: source), font))
        } else if case let .function(closure)? = arguments["label"] {
            parts.append(try interpreter.call(closure, [], building: "ViewBuilder"))
        }
        if let description = arguments["description"] {
            if case let .function(closure) = description {
                parts.append(try interpreter.call(closure, [], building: "ViewBuilder"))
            } else {
                parts.append(description)
            }
        }
        let column = view("VStack", .container(StackLayout.vStack(), label: "VStack", content: .array(parts)), source: source)
        let fill = ModifierDescription(name: "frame") { node, _ in
            ViewNode(FlexibleFrameLayout(maxWidth: .infinity, maxHeight: .infinity), children: [node], label: "frame", source: nil)
        }
        return view("ContentUnavailableView", .modified(base: column, modifier: fill), source: source)
    }

    /// The first unlabelled closure (the content of `X("Title") { content }`).
    private func firstClosure(_ arguments: NativeArguments) -> Value? {
        arguments.all.first { argument in
            if argument.label == nil, case .function = argument.value { return true }
            return false
        }?.value
    }

    private func fontModifier(_ base: Value, _ font: FontDescriptor) -> Value {
        let modifier = ModifierDescription(name: "font") { node, _ in
            ViewNode(EnvironmentModifier(.font(font)), children: [node], label: "font", source: nil)
        }
        return view("ModifiedContent", .modified(base: base, modifier: modifier))
    }
}

extension SwiftUIRuntime {
    /// Whether a title argument is a string, or another file's value standing for one.
    static func isStringOrUnseen(_ value: Value) -> Bool {
        if case .string = value { return true }
        return undefinedName(value) != nil
    }
}
