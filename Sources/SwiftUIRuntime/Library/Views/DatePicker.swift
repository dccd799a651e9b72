import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `DatePicker` in the compact style (iOS's default), approximated with a warning: the label leading,
/// one padded button per component trailing. **Unverified:** the buttons' padding (11 a side, 6 above
/// and below) and the 8 pt gap between them; the texts are en_US dates of the interpreter's fixed now.
extension SwiftUIRuntime {
    /// The padding of a compact date picker's button around its text (unverified).
    static let compactDateButtonInsets = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)

    func datePicker(_ arguments: NativeArguments) throws -> Value {
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
        let label = try controlLabel(arguments, source: source)
        return view("DatePicker", .deferred { [unowned self] in
            // `.labelsHidden()`: the date and time buttons alone.
            self.controlRow("DatePicker", label: self.labelsHiddenInEffect ? nil : label, trailing: trailing, source: source)
        }, source: source)
    }

    /// "Jan 1, 2024": the en_US abbreviated date a compact date picker shows.
    static func abbreviatedDate(_ seconds: Double) -> String {
        let full = dateText(seconds, style: "date")
        guard let space = full.firstIndex(of: " ") else { return full }
        return String(full[..<space].prefix(3)) + full[space...]
    }
}
