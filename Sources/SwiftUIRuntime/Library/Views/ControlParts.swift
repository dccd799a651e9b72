import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// Parts several controls share: a title given as a string or as a view, a label closure, a row of a
/// label and a trailing control (`PickerLayout`'s rule), and the small helpers of form rows.
extension SwiftUIRuntime {
    func textLeaf(_ text: String, source: SourceLocation?) -> Value {
        view("Text", .leaf(ViewNode(TextLeaf(text), label: "Text", source: source)), source: source)
    }

    /// A title given as a string or as a view.
    func titleView(_ value: Value, source: SourceLocation?) throws -> Value {
        if case .string = value { return textLeaf(try string(value, "title"), source: source) }
        if case let .function(closure) = value { return try interpreter.call(closure, [], building: "ViewBuilder") }
        // A `LocalizedStringResource` title (`ProgressView(.app("Connecting…"))`, SwiftUI's
        // `init(_ titleResource: LocalizedStringResource)` overloads, iOS 16; a program's static
        // function on it, or a string catalogue's symbol): its text, as `Text` shows it.
        switch value {
        case .unresolvedMember: return textLeaf(try string(value, "title"), source: source)
        case let .native(native) where native.payload is LocalizedResourceText: return textLeaf(try string(value, "title"), source: source)
        default: return value
        }
    }

    /// `.controlSize(_:)` at a size other than `.regular` above a control whose size at that
    /// setting LayoutLens does not model (toggles, sliders, steppers, segmented pickers, text
    /// fields): the control keeps its regular size, with a warning. No published measurement gives
    /// their sizes per control size (docs/engine.md, "Controls"); iOS 26 draws some larger at
    /// `.large`/`.extraLarge`.
    func warnUnmodelledControlSize(_ control: String, at range: SourceRange?) {
        guard case let .string(size)? = environment.values[StyleKey.controlSize], size != "regular" else { return }
        warn(.approximatedView("\(control) at controlSize(.\(size))", rule: "laid out at its regular size"), at: range)
    }

    func isFunctionValue(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }

    func controlLabel(_ arguments: NativeArguments, source: SourceLocation?) throws -> Value? {
        if let title = arguments.unlabelled.first, Self.isTitleText(title) {
            return view("Text", .leaf(ViewNode(TextLeaf(try string(title, "title")), label: "Text", source: source)), source: source)
        }
        if case let .function(closure)? = arguments["label"] ?? arguments.trailingClosure.map(Value.function) {
            return try interpreter.call(closure, [], building: "ViewBuilder")
        }
        return nil
    }

    /// A row: the label (if any) leading, `trailing` at its ideal size at the trailing edge.
    func controlRow(_ name: String, label: Value?, trailing: Value, source: SourceLocation?) -> Value {
        view(name, .container(PickerLayout(name: name), label: name, content: .array((label.map { [$0] } ?? []) + [trailing])),
             source: source)
    }

    func text(_ string: String, source: SourceLocation?) -> Value {
        view("Text", .leaf(ViewNode(TextLeaf(string), label: "Text", source: source)), source: source)
    }

    /// The first unlabelled closure (the content of `X("Title") { content }`).
    func firstClosure(_ arguments: NativeArguments) -> Value? {
        arguments.all.first { argument in
            if argument.label == nil, case .function = argument.value { return true }
            return false
        }?.value
    }

    func fontModifier(_ base: Value, _ font: FontDescriptor) -> Value {
        let modifier = ModifierDescription(name: "font") { node, _ in
            ViewNode(EnvironmentModifier(.font(font)), children: [node], label: "font", source: nil)
        }
        return view("ModifiedContent", .modified(base: base, modifier: modifier))
    }
}

extension SwiftUIRuntime {
    /// Where a control's value sits in its range, 0…1 (`Slider(value: $v, in: 0...10)`,
    /// `Gauge(value: 0.4)`; the range is 0…1 when not given, Apple `Slider`/`Gauge`). Nil when
    /// the value is another file's or not a number: the control is then drawn half full.
    func valueFraction(_ value: Value?, in range: Value?) throws -> Double? {
        guard let value, case let read = try BindingPayload.read(value),
              let current = try? number(read, "value") else { return nil }
        var lower = 0.0, upper = 1.0
        if case let .range(bounds)? = range, let low = bounds.lower, let high = bounds.upper {
            lower = (try? number(low, "in")) ?? 0
            upper = (try? number(high, "in")) ?? 1
        }
        guard upper > lower, current.isFinite else { return nil }
        return min(max((current - lower) / (upper - lower), 0), 1)
    }
}
