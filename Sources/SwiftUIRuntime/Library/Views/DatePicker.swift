import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `DatePicker` in the compact style (iOS's default), approximated with a warning: the label leading,
/// one padded button per component trailing. **Unverified:** the buttons' padding (11 a side, 6 above
/// and below) and the 8 pt gap between them; the texts are en_US dates of the interpreter's fixed now.
///
/// `.datePickerStyle(_:)` (Apple, "DatePickerStyle": `.automatic`, `.compact`, `.graphical`,
/// `.wheel` on iOS): `.wheel` is a set of scrolling wheels, laid out as the label leading and the
/// wheels trailing in the width it leaves (8 pt apart, **unverified**), 216 pt tall, the height UIKit pins a `UIPickerView`
/// to in portrait ("invalid height value 0.0 pinned to 216.0", a 320 × 216 picker measured on
/// iOS 7, M. Meretzky's INFO1-CE9236 course notes; **unverified** on current iOS). `.graphical`
/// (a month calendar) has no published size: it is laid out as the compact style, with a warning
/// saying so, as are macOS's `.field` and `.stepperField`.
extension SwiftUIRuntime {
    /// The padding of a compact date picker's button around its text (unverified).
    static let compactDateButtonInsets = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    /// The height of a wheel date picker (a `UIPickerView`'s in portrait; unverified on current iOS).
    static let wheelDatePickerHeight = 216.0

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
        let range = interpreter.currentRange
        return view("DatePicker", .deferred { [unowned self] in
            // `.labelsHidden()`: the date and time buttons alone.
            let shownLabel = self.labelsHiddenInEffect ? nil : label
            var style = "compact"
            if case let .string(name)? = self.environment.values[StyleKey.datePicker] { style = name }
            if style == "wheel" {
                self.warn(.approximatedView("DatePicker", rule: "the wheel style: its label, then the wheels as an empty box as wide as "
                                            + "offered and \(Int(Self.wheelDatePickerHeight)) pt tall (unverified)"), at: range)
                var box = ViewNode(ShapeLeaf(.rectangle), label: "Wheels", source: source)
                box.style.fill = .system(.gray)
                box.style.opacity = 0.1
                let wheels = self.view("DatePickerWheels", .leaf(ViewNode(FrameLayout(height: Self.wheelDatePickerHeight), children: [box],
                                                                          label: "DatePickerWheels", source: source)), source: source)
                // The wheels take the width the label leaves (`PickerLayout.minimumGap` between).
                return self.view("DatePicker", .container(StackLayout.hStack(spacing: PickerLayout.minimumGap), label: "DatePicker",
                                                          content: .array((shownLabel.map { [$0] } ?? []) + [wheels])), source: source)
            }
            let laidOutAs = ["compact", "automatic"].contains(style) ? "the compact style" : "the compact style (.\(style) is not measured)"
            self.warn(.approximatedView("DatePicker", rule: "\(laidOutAs): its label, then the date and time as padded texts "
                                        + "(the buttons' padding is not measured)"), at: range)
            return self.controlRow("DatePicker", label: shownLabel, trailing: trailing, source: source)
        }, source: source)
    }

    /// "Jan 1, 2024": the en_US abbreviated date a compact date picker shows.
    static func abbreviatedDate(_ seconds: Double) -> String {
        let full = dateText(seconds, style: "date")
        guard let space = full.firstIndex(of: " ") else { return full }
        return String(full[..<space].prefix(3)) + full[space...]
    }
}
