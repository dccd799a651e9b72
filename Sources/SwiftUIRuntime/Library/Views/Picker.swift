import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Picker` in the menu style (the default on iOS) and the `tag`/`pickerStyle` modifiers it reads:
/// `PickerLayout` — the selected option and a chevron; in a list row the label leads. The segmented
/// style is `SegmentedPickerLayout` (equal segments, Apple HIG; its height is unverified) without the
/// label. **Unverified:** the label–selection gap; the wheel style is a 216 pt wheel as wide as
/// offered; other picker styles are laid out as the menu style with a warning. Under `.labelsHidden()` no label leads in a list row.
extension SwiftUIRuntime {
    enum ControlKey {
        static let pickerStyle = "_pickerStyle"
    }

    /// A wheel picker's height, `UIPickerView`'s in portrait (see `picker(_:)`).
    static let wheelPickerHeight = 216.0

    // MARK: Picker

    /// `Picker("Title", selection: $choice) { … }` and the `label:` forms, in the menu style: the
    /// option whose `.tag` equals the selection, with a chevron; in a list row the label leads.
    func picker(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["selection", "label", "content", "sources", "currentValueLabel", "systemImage", "image"], unlabelledCount: 1, in: self)
        let source = currentLocation
        guard let selection = arguments["selection"] else {
            throw failure(.missingArgument("selection", callee: "Picker"))
        }
        var label: Value?
        if let title = arguments.unlabelled.first, !isFunctionValue(title),
           let iconLabel = ["systemImage", "image"].first(where: { arguments[$0] != nil }), let labelType = interpreter.type(named: "Label") {
            // `Picker(_:systemImage:selection:content:)` (iOS 18): its label is "generated from a
            // localized string key and a system image" (Apple docs): `Label(title, systemImage:)`.
            label = try interpreter.construct(labelType, [CallArgument(nil, title), CallArgument(iconLabel, arguments[iconLabel]!)])
        } else if let title = arguments.unlabelled.first, !isFunctionValue(title) {
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
        let chosenIndex = try options.firstIndex { option in try option.tag.map { try interpreter.equals($0, current) } ?? false }
            ?? (options.allSatisfy { $0.tag == nil } && !options.isEmpty ? 0 : nil)
        let chosen = chosenIndex.map { options[$0].view }
        let range = interpreter.currentRange
        return view("Picker", .deferred { [unowned self] in
            if case .string("segmented")? = self.environment.values[ControlKey.pickerStyle] {
                self.warnUnmodelledControlSize("segmented Picker", at: range)
                // The segmented style: every option in its own equal segment; iOS shows no label.
                let layout = SegmentedPickerLayout(segmentCount: options.count, selectedIndex: chosenIndex)
                return self.view("Picker", .container(layout, label: "SegmentedPicker", content: .array(options.map(\.view))), source: source)
            }
            if case .string("wheel")? = self.environment.values[ControlKey.pickerStyle] {
                // The wheel style is a `UIPickerView`: as wide as the view containing it and 216 pt
                // tall in portrait (Mark Meretzky, "UIPickerView", markmeretzky.com: "as wide as the
                // view that contains it, and its height is 216 … in portrait orientation"; measured
                // on iOS 6–7, **unverified** on current iOS), the selected option in the middle row.
                self.warn(.approximatedView("pickerStyle(.wheel)", rule: "a wheel \(Int(Self.wheelPickerHeight)) pt tall as wide as it is offered, showing the selected option"), at: range)
                let frame = FlexibleFrameLayout(maxWidth: .infinity, minHeight: Self.wheelPickerHeight, idealHeight: Self.wheelPickerHeight,
                                                maxHeight: Self.wheelPickerHeight)
                return self.view("Picker", .container(frame, label: "WheelPicker", content: .array(chosen.map { [$0] } ?? [])), source: source)
            }
            if case let .string(style)? = self.environment.values[ControlKey.pickerStyle], !["menu", "automatic"].contains(style) {
                self.warn(.approximatedView("pickerStyle(.\(style))", rule: "laid out as the menu style"), at: range)
            }
            let chevron = self.symbolImage("chevron.up.chevron.down", source: source)
            let shown = self.view("HStack", .container(StackLayout.hStack(), label: "HStack",
                                                       content: .array([chosen ?? .void, chevron])), source: source)
            var parts: [Value] = []
            if let label, !self.labelsHiddenInEffect, case .bool(true)? = self.environment.values[ListKey.insideList] { parts.append(label) }
            parts.append(shown)
            return self.view("Picker", .container(PickerLayout(), label: "Picker", content: .array(parts)), source: source)
        }, source: source)
    }

    /// The options of a picker's content with their tags: views written directly, in groups and
    /// `ForEach`es, each `.tag(value)` found on its modifier chain.
    func pickerOptions(_ value: Value) -> [(view: Value, tag: Value?)] {
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

    func tagValue(_ description: ViewDescription) -> Value? {
        guard case let .modified(base, modifier) = description.content else { return nil }
        if let tag = modifier.tag { return tag }
        guard case let .native(native) = base, let inner = native.payload as? ViewDescription else { return nil }
        return tagValue(inner)
    }

    func registerControlModifiers() {
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
