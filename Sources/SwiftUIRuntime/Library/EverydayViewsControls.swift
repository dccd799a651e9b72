import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `TextField`, `SecureField`, `Slider`, `Stepper`, `ProgressView` and `Picker` (menu style),
/// and the `tag`/`pickerStyle` modifiers they read. Each resolves to its engine primitive
/// (`TextFieldLayout`, `SliderLeaf`, `ToggleLayout` + `StepperLeaf`, `ProgressLeaf`,
/// `PickerLayout`); see `docs/engine.md` for which numbers are measured.
extension SwiftUIRuntime {
    static let controlViewTypeNames = ["TextField", "SecureField", "Slider", "Stepper", "ProgressView", "Picker"]

    enum ControlKey {
        static let pickerStyle = "_pickerStyle"
    }

    func registerControls() {
        for name in Self.controlViewTypeNames {
            interpreter.registerNativeType(name).conformances = ["View"]
        }
        for name in ["TextField", "SecureField"] {
            initializer(name) { `self`, arguments in try self.textField(name, arguments) }
        }
        initializer("Slider") { `self`, arguments in try self.slider(arguments) }
        initializer("Stepper") { `self`, arguments in try self.stepper(arguments) }
        initializer("ProgressView") { `self`, arguments in try self.progressView(arguments) }
        initializer("Picker") { `self`, arguments in try self.picker(arguments) }
        registerControlModifiers()
    }

    private func textLeaf(_ text: String, source: SourceLocation?) -> Value {
        view("Text", .leaf(ViewNode(TextLeaf(text), label: "Text", source: source)), source: source)
    }

    /// A title given as a string or as a view.
    private func titleView(_ value: Value, source: SourceLocation?) throws -> Value {
        if case .string = value { return textLeaf(try string(value, "title"), source: source) }
        if case let .function(closure) = value { return try interpreter.call(closure, [], building: "ViewBuilder") }
        return value
    }

    // MARK: TextField

    /// `TextField("Placeholder", text: $name)`, `prompt:`, `axis:`, `value:format:`. Shows the
    /// bound text, or the placeholder when it is empty.
    private func textField(_ name: String, _ arguments: NativeArguments) throws -> Value {
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
        if arguments.has("axis") {
            warn(.approximatedView(name + "(axis:)", rule: "laid out on one line"))
        }
        // A secure field shows bullets; one per character of the text, as wide as the text is not.
        if name == "SecureField", shown != placeholder { shown = String(repeating: "•", count: shown.count) }
        let text = textLeaf(shown, source: source)
        return view(name, .container(TextFieldLayout(name: name), label: name, content: text), source: source)
    }

    /// The string of a `Text` view, through the modifiers that style it.
    private func promptText(_ value: Value) -> String? {
        guard case let .native(native) = value, let description = native.payload as? ViewDescription else { return nil }
        switch description.content {
        case let .leaf(node): return (node.primitive as? TextLeaf)?.content
        case let .modified(base, _): return promptText(base)
        default: return nil
        }
    }

    // MARK: Slider

    /// `Slider(value: $v, in: 0...1)`; `minimumValueLabel:`/`maximumValueLabel:` sit at the
    /// ends with the default spacing (unverified); the `label` is not shown on iOS.
    private func slider(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "in", "step", "label", "minimumValueLabel", "maximumValueLabel", "onEditingChanged"],
                            unlabelledCount: 0, in: self)
        let source = currentLocation
        guard arguments.has("value") else { throw failure(.missingArgument("value", callee: "Slider")) }
        let track = view("SliderTrack", .leaf(ViewNode(SliderLeaf(), label: "SliderTrack", source: source)), source: source)
        var parts: [Value] = []
        if let minimum = arguments["minimumValueLabel"] { parts.append(try titleView(minimum, source: source)) }
        parts.append(track)
        if let maximum = arguments["maximumValueLabel"] { parts.append(try titleView(maximum, source: source)) }
        return view("Slider", .container(StackLayout.hStack(), label: "Slider", content: .array(parts)), source: source)
    }

    // MARK: Stepper

    /// `Stepper("Title", value: $v, in: 1...10)`, `Stepper(value:) { label }`,
    /// `Stepper("Title", onIncrement:onDecrement:)`: the label leading, the 94 × 32 control trailing.
    private func stepper(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "in", "step", "label", "onIncrement", "onDecrement", "onEditingChanged", "format"],
                            unlabelledCount: 1, in: self)
        let source = currentLocation
        let label: Value
        if let title = arguments.unlabelled.first, !isFunctionValue(title) {
            label = try titleView(title, source: source)
        } else if let closure = arguments["label"] ?? arguments.trailingClosure.map(Value.function) {
            label = try titleView(closure, source: source)
        } else {
            throw failure(.missingArgument("label", callee: "Stepper"))
        }
        let control = view("StepperControl", .leaf(ViewNode(StepperLeaf(), label: "StepperControl", source: source)), source: source)
        return view("Stepper", .container(ToggleLayout(control: StepperLeaf.size, name: "Stepper"), label: "Stepper",
                                          content: .array([label, control])), source: source)
    }

    private func isFunctionValue(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }

    // MARK: ProgressView

    /// `ProgressView()` (spinner), `ProgressView("Loading")` (spinner above its label),
    /// `ProgressView(value: 0.4)` and `ProgressView("Title", value:total:)` (bar below its label).
    /// Label and indicator are stacked with the default spacing (unverified).
    private func progressView(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "total", "label", "currentValueLabel", "timerInterval", "countsDown"],
                            unlabelledCount: 1, in: self)
        let source = currentLocation
        if arguments.has("timerInterval") {
            throw failure("'ProgressView(timerInterval:)' is not supported yet; the scenario is left out", kind: .unsupported)
        }
        let isLinear = arguments.has("value")
        let indicator = view(isLinear ? "ProgressBar" : "ProgressSpinner",
                             .leaf(ViewNode(ProgressLeaf(isLinear: isLinear), label: isLinear ? "ProgressBar" : "ProgressSpinner",
                                            source: source)), source: source)
        var label: Value?
        if let title = arguments.unlabelled.first, !isFunctionValue(title) {
            label = try titleView(title, source: source)
        } else if let closure = arguments["label"] ?? (arguments.unlabelled.isEmpty ? nil : arguments.trailingClosure.map(Value.function)) {
            label = try titleView(closure, source: source)
        }
        guard let label else { return indicator }
        let stack = isLinear ? StackLayout.vStack(alignment: .leading) : StackLayout.vStack()
        let parts: [Value] = isLinear ? [label, indicator] : [indicator, label]
        return view("ProgressView", .container(stack, label: "ProgressView", content: .array(parts)), source: source)
    }

    // MARK: Picker

    /// `Picker("Title", selection: $choice) { … }` and the `label:` forms, in the menu style: the
    /// option whose `.tag` equals the selection, with a chevron; in a list row the label leads.
    private func picker(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["selection", "label", "content", "sources", "currentValueLabel"], unlabelledCount: 1, in: self)
        let source = currentLocation
        guard let selection = arguments["selection"] else {
            throw failure(.missingArgument("selection", callee: "Picker"))
        }
        var label: Value?
        if let title = arguments.unlabelled.first, !isFunctionValue(title) {
            label = try titleView(title, source: source)
        } else if let given = arguments["label"] {
            label = try titleView(given, source: source)
        }
        let contentClosure = arguments.all.first { $0.label == nil && isFunctionValue($0.value) } ?? arguments.all.first { $0.label == "content" }
        guard case let .function(closure)? = contentClosure?.value else {
            throw failure(.missingArgument("content", callee: "Picker"))
        }
        let content = try interpreter.call(closure, [], building: "ViewBuilder")
        let current = try BindingPayload.read(selection)
        let options = pickerOptions(content)
        let chosen = try options.first { option in try option.tag.map { try interpreter.equals($0, current) } ?? false }?.view
            ?? (options.allSatisfy { $0.tag == nil } ? options.first?.view : nil)
        let range = interpreter.currentRange
        return view("Picker", .deferred { [unowned self] in
            if case let .string(style)? = self.environment.values[ControlKey.pickerStyle], !["menu", "automatic"].contains(style) {
                self.warn(.approximatedView("pickerStyle(.\(style))", rule: "laid out as the menu style"), at: range)
            }
            let chevron = self.symbolImage("chevron.up.chevron.down", source: source)
            let shown = self.view("HStack", .container(StackLayout.hStack(), label: "HStack",
                                                       content: .array([chosen ?? .void, chevron])), source: source)
            var parts: [Value] = []
            if let label, case .bool(true)? = self.environment.values[ListKey.insideList] { parts.append(label) }
            parts.append(shown)
            return self.view("Picker", .container(PickerLayout(), label: "Picker", content: .array(parts)), source: source)
        }, source: source)
    }

    /// The options of a picker's content with their tags: views written directly, in groups and
    /// `ForEach`es, each `.tag(value)` found on its modifier chain.
    private func pickerOptions(_ value: Value) -> [(view: Value, tag: Value?)] {
        switch value {
        case let .array(values): return values.flatMap { pickerOptions($0) }
        case .void, .optional(nil): return []
        case let .optional(wrapped?): return pickerOptions(wrapped)
        case let .native(native):
            guard let description = native.payload as? ViewDescription else { return [(value, nil)] }
            switch description.content {
            case let .list(values): return values.flatMap { pickerOptions($0) }
            case let .container(primitive, _, content) where primitive is GroupLayout: return pickerOptions(content)
            default: return [(value, tagValue(description))]
            }
        default: return [(value, nil)]
        }
    }

    private func tagValue(_ description: ViewDescription) -> Value? {
        guard case let .modified(base, modifier) = description.content else { return nil }
        if let tag = modifier.tag { return tag }
        guard case let .native(native) = base, let inner = native.payload as? ViewDescription else { return nil }
        return tagValue(inner)
    }

    private func registerControlModifiers() {
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("tag", .hosted("tag", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("tag", arguments)
            guard let tag = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "tag")) }
            return self.view("ModifiedContent", .modified(base: base, modifier: ModifierDescription(name: "tag", tag: tag) { node, _ in node }))
        })
        viewType.addMethod("pickerStyle", .hosted("pickerStyle", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("pickerStyle", arguments)
            guard let value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "pickerStyle")) }
            let known = ["automatic", "menu", "segmented", "wheel", "inline", "navigationLink", "palette", "radioGroup"]
            let style: String
            if case let .unresolvedMember(member) = value, member.arguments == nil {
                guard known.contains(member.name) else { throw self.failure(.noMemberOnType(member.name, type: "PickerStyle"), naming: member.name) }
                style = member.name
            } else {
                style = self.interpreter.typeName(of: value)
            }
            return self.view("ModifiedContent", .environment(base: base, change: .value(key: ControlKey.pickerStyle, .string(style))))
        })
    }
}
