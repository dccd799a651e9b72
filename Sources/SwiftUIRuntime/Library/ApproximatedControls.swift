import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// iOS controls LayoutLens has no measured model of (issue 14), laid out as their default iOS
/// style shows them, each with a warning naming the approximation:
///
/// - `DatePicker` in the compact style (iOS's default): the label leading and, trailing, one
///   button per displayed component (`.date` → "Jan 1, 2024", `.hourAndMinute` → "12:00 AM", en_US
///   as `Text(_:style:)` formats dates); both by default. Each button is its text padded
///   **(unverified)** 11 a side and 6 above and below, the buttons 8 apart; the row is the
///   `PickerLayout` rule of a menu `Picker` (label proposed what the buttons leave).
/// - `ColorPicker`: the label leading and a colour well trailing, **(unverified)** a 28 × 28 circle.
/// - `Gauge(value:in:)`: as a linear `ProgressView` — its label above a bar filling the width.
extension SwiftUIRuntime {
    func registerApproximatedControls() {
        for name in ["DatePicker", "ColorPicker", "Gauge"] { interpreter.registerNativeType(name).conformances = ["View"] }
        initializer("DatePicker") { `self`, arguments in try self.datePicker(arguments) }
        initializer("ColorPicker") { `self`, arguments in try self.colorPicker(arguments) }
        initializer("Gauge") { `self`, arguments in try self.gauge(arguments) }
    }

    /// The padding of a compact date picker's button around its text (unverified).
    static let compactDateButtonInsets = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    /// The side of a `ColorPicker`'s well (unverified).
    static let colorWellSide = 28.0

    private func controlLabel(_ arguments: NativeArguments, source: SourceLocation?) throws -> Value? {
        if let title = arguments.unlabelled.first, case .string = title {
            return view("Text", .leaf(ViewNode(TextLeaf(try string(title, "title")), label: "Text", source: source)), source: source)
        }
        if case let .function(closure)? = arguments["label"] ?? arguments.trailingClosure.map(Value.function) {
            return try interpreter.call(closure, [], building: "ViewBuilder")
        }
        return nil
    }

    /// A row: the label (if any) leading, `trailing` at its ideal size at the trailing edge.
    private func controlRow(_ name: String, label: Value?, trailing: Value, source: SourceLocation?) -> Value {
        view(name, .container(PickerLayout(name: name), label: name, content: .array((label.map { [$0] } ?? []) + [trailing])),
             source: source)
    }

    private func datePicker(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["selection", "in", "displayedComponents", "label"], unlabelledCount: 1, in: self)
        let source = currentLocation
        guard let selection = arguments["selection"] else {
            throw failure(.missingArgument("selection", callee: "DatePicker"))
        }
        var seconds = Interpreter.fixedNow
        let selected = try BindingPayload.read(selection)
        if case let .native(native) = selected, let date = native.payload as? Double {
            seconds = date
        } else if !interpreter.isUnseen(selected) {
            throw failure(.argumentTypeMismatch(found: "Binding<\(interpreter.typeName(of: selected))>", expected: "Binding<Date>"))
        }
        var components = ["date", "hourAndMinute"]
        switch arguments["displayedComponents"] {
        case let .unresolvedMember(member)?: components = [member.name]
        case let .array(values)?: components = values.compactMap { if case let .unresolvedMember(member) = $0 { member.name } else { nil } }
        default: break
        }
        warn(.approximatedView("DatePicker", rule: "the compact style: its label, then the date and time as padded texts "
                               + "(the buttons' padding is not measured)"))
        let buttons: [Value] = components.map { component in
            let text = component == "date" ? Self.abbreviatedDate(seconds) : Self.dateText(seconds, style: "time")
            var button = ViewNode(PaddingLayout(insets: Self.compactDateButtonInsets),
                                  children: [ViewNode(TextLeaf(text), label: "Text", source: source)], label: "DatePickerButton", source: source)
            button.style.fill = .system(.gray)
            button.style.opacity = 0.2
            button.style.cornerRadius = 6
            return view("DatePickerButton", .leaf(button), source: source)
        }
        let trailing = view("HStack", .container(StackLayout.hStack(spacing: 8), label: "HStack", content: .array(buttons)), source: source)
        return controlRow("DatePicker", label: try controlLabel(arguments, source: source), trailing: trailing, source: source)
    }

    /// "Jan 1, 2024": the en_US abbreviated date a compact date picker shows.
    static func abbreviatedDate(_ seconds: Double) -> String {
        let full = dateText(seconds, style: "date")
        guard let space = full.firstIndex(of: " ") else { return full }
        return String(full[..<space].prefix(3)) + full[space...]
    }

    private func colorPicker(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["selection", "supportsOpacity", "label"], unlabelledCount: 1, in: self)
        let source = currentLocation
        guard arguments["selection"] != nil else { throw failure(.missingArgument("selection", callee: "ColorPicker")) }
        warn(.approximatedView("ColorPicker", rule: "its label and a colour well, a \(Int(Self.colorWellSide)) × \(Int(Self.colorWellSide)) circle "
                               + "(not measured)"))
        let well = ViewNode(FrameLayout(width: Self.colorWellSide, height: Self.colorWellSide),
                            children: [ViewNode(ShapeLeaf(.circle), label: "Circle", source: source)], label: "ColorWell", source: source)
        return controlRow("ColorPicker", label: try controlLabel(arguments, source: source), trailing: view("ColorWell", .leaf(well), source: source),
                          source: source)
    }

    private func gauge(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "markedValueLabels"],
                            unlabelledCount: 0, in: self)
        let source = currentLocation
        guard arguments["value"] != nil else { throw failure(.missingArgument("value", callee: "Gauge")) }
        warn(.approximatedView("Gauge", rule: "laid out as a linear ProgressView: its label above a bar"))
        let bar = view("ProgressBar", .leaf(ViewNode(ProgressLeaf(isLinear: true), label: "ProgressBar", source: source)), source: source)
        guard let label = try controlLabel(arguments, source: source) else { return bar }
        return view("Gauge", .container(StackLayout.vStack(alignment: .leading), label: "Gauge", content: .array([label, bar])), source: source)
    }
}
