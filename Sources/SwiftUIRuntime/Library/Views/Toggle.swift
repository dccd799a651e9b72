import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Toggle(_:isOn:)`, `Toggle(_:systemImage:isOn:)` and `Toggle(isOn:label:)` in the switch style, or a user `ToggleStyle`.
/// Layout: `ToggleLayout` (label leading, switch trailing; the 8 pt gap is **unverified**) and
/// `SwitchLeaf`, UIKit's 51 × 31 `UISwitch` (measured: Travis Kirton, "Hacking UISwitch"). Under
/// `.labelsHidden()` the toggle is the switch alone, 51 × 31.
extension SwiftUIRuntime {
    func registerToggle() {
        initializer("Toggle") { `self`, arguments in
            try arguments.check(allowed: ["isOn", "label", "sources", "systemImage", "image"], unlabelledCount: 2, in: self)
            let source = self.currentLocation
            let configuration = Self.toggleStyleConfiguration(arguments.unlabelled.first)
            guard arguments.has("isOn") || configuration != nil else { throw self.failure(.missingArgument("isOn", callee: "Toggle")) }
            let label: Value
            if let configuration {
                // `Toggle(configuration)` in a `ToggleStyle`'s `makeBody`: "Creates a toggle based on
                // a toggle style configuration" (Apple, `Toggle.init(_:)`, iOS 15): its label and
                // binding are the styled toggle's.
                label = configuration.values["label"] ?? .array([])
            } else if let title = arguments.unlabelled.first, let iconLabel = ["systemImage", "image"].first(where: { arguments[$0] != nil }),
                      let labelType = self.interpreter.type(named: "Label") {
                // `Toggle(_:systemImage:isOn:)`, `Toggle(_:image:isOn:)` (iOS 17): a toggle whose
                // label is "generated from a localized string key and a system image name" (Apple
                // docs, `Toggle.init(_:systemImage:isOn:)`): `Label(title, systemImage:)`.
                label = try self.interpreter.construct(labelType, [CallArgument(nil, title), CallArgument(iconLabel, arguments[iconLabel]!)])
            } else if let title = arguments.unlabelled.first, Self.isTitleText(title) {
                // A string, a string catalogue's symbol or another file's value (`Toggle(L10n.usage,
                // isOn:)`): `Toggle(_:isOn:)` takes a `LocalizedStringKey` or any `StringProtocol`.
                let text = try self.string(title, "title")
                label = self.view("Text", .leaf(ViewNode(TextLeaf(text), label: "Text", source: source)), source: source)
            } else if case let .function(closure)? = arguments["label"] ?? arguments.trailingClosure.map(Value.function) {
                label = try self.interpreter.call(closure, [], building: "ViewBuilder")
            } else {
                throw self.failure(.missingArgument("label", callee: "Toggle"))
            }
            let isOn = arguments["isOn"] ?? configuration?.values["$isOn"] ?? .nil
            let range = self.interpreter.currentRange
            return self.view("Toggle", .deferred { [unowned self] in
                if let styled = try self.customStyled("toggleStyle", ["label": label, "isOn": try BindingPayload.read(isOn), "$isOn": isOn]) {
                    return styled
                }
                // `.toggleStyle(.button)`: "a button with its label as the title" (Apple,
                // `ToggleStyle.button`), laid out as a button under the button style in effect.
                if case .string("button")? = self.environment.values[Self.toggleStyleKey] {
                    return self.view("Toggle", .container(self.buttonLayout(warningAt: nil), label: "Toggle", content: label), source: source)
                }
                self.warnUnmodelledControlSize("Toggle", at: range)
                // Drawn on or off as the binding reads (a preview runs no action), tinted by `.tint(_:)`.
                let on = (try? BindingPayload.read(isOn)).map { if case .bool(true) = $0 { true } else { false } } ?? false
                let leaf = SwitchLeaf(isOn: on, tint: self.tintInEffect())
                let toggleSwitch = self.view("Switch", .leaf(ViewNode(leaf, label: "Switch", source: source)), source: source)
                if self.labelsHiddenInEffect {
                    return self.view("Toggle", .container(ToggleLayout(labelHidden: true), label: "Toggle", content: .array([toggleSwitch])), source: source)
                }
                return self.view("Toggle", .container(ToggleLayout(), label: "Toggle", content: .array([label, toggleSwitch])), source: source)
            }, source: source)
        }
    }

    /// The configuration `Toggle(configuration)` is given, when its argument is one.
    private static func toggleStyleConfiguration(_ argument: Value?) -> StyleConfiguration? {
        guard case let .native(native)? = argument, native.type.name == "ToggleStyleConfiguration" else { return nil }
        return native.payload as? StyleConfiguration
    }
}
