import Diagnostics
import SwiftInterpreter

/// User styles: a `ButtonStyle`, `PrimitiveButtonStyle`, `LabelStyle`, `ToggleStyle`,
/// `ProgressViewStyle`, `GroupBoxStyle`, `LabeledContentStyle` or `TextFieldStyle` value set with
/// `.buttonStyle(_:)`, `.labelStyle(_:)`, `.toggleStyle(_:)`, `.progressViewStyle(_:)`,
/// `.groupBoxStyle(_:)`, `.labeledContentStyle(_:)` or `.textFieldStyle(_:)` is kept in the environment,
/// and each button, label or toggle below is laid out as SwiftUI draws it: the style's
/// `makeBody(configuration:)`, run with a configuration whose `label` (`title`, `icon`) is the
/// control's own content, `isPressed` false, `isOn` the toggle's current value and
/// `fractionCompleted` the progress view's fraction (nil when indeterminate).
extension SwiftUIRuntime {
    /// Environment keys holding a user style value, by modifier name.
    static let customStyleKeys = ["buttonStyle": "_customButtonStyle", "labelStyle": "_customLabelStyle",
                                  "toggleStyle": "_customToggleStyle", "progressViewStyle": "_customProgressViewStyle",
                                  "groupBoxStyle": "_customGroupBoxStyle", "textFieldStyle": "_customTextFieldStyle",
                                  "labeledContentStyle": "_customLabeledContentStyle"]

    /// Whether `value` is a style the file declares (a struct or class), not a built-in one.
    func isUserStyle(_ value: Value) -> Bool {
        switch value {
        case .structValue, .object: return true
        default: return false
        }
    }

    /// `base` with the user style `style` in effect for the controls below it.
    func withCustomStyle(_ modifierName: String, _ style: Value, base: Value) -> Value? {
        guard isUserStyle(style), let key = Self.customStyleKeys[modifierName] else { return nil }
        return view("ModifiedContent", .environment(base: base, change: .value(key: key, style)))
    }

    /// The view the user style in effect for `modifierName` makes for a control with these
    /// configuration values, or nil when no user style is in effect. Inside the style's body the
    /// style is not in effect any more, so `Toggle(configuration)` or a button inside a style's
    /// body is laid out with the built-in style, as SwiftUI does.
    func customStyled(_ modifierName: String, _ configuration: [String: Value]) throws -> Value? {
        guard let key = Self.customStyleKeys[modifierName], let style = environment.values[key], isUserStyle(style) else { return nil }
        let typeName = modifierName.prefix(1).uppercased() + modifierName.dropFirst() + "Configuration"
        let configurationValue = interpreter.nativeValue(typeName, StyleConfiguration(values: configuration))
        var instance = style
        let body = try interpreter.callMethod("makeBody", on: &instance, [CallArgument("configuration", configurationValue)])
        return view("ModifiedContent", .environment(base: body, change: .value(key: key, .nil)))
    }

    /// The view the user `TextFieldStyle` in effect makes of a text field, or nil when none is.
    /// The style's requirement is `_body(configuration: TextField<Self._Label>)`, its configuration
    /// the field itself (fivestars.blog, "A TextFieldStyle API preview!": "The current
    /// TextFieldStyle configuration is a TextField instance"); the field inside the body is laid
    /// out plain, the style no longer in effect there. A style without `_body` is laid out plain,
    /// said.
    func customTextFieldStyled(configuration field: Value) throws -> Value? {
        guard let key = Self.customStyleKeys["textFieldStyle"], let style = environment.values[key], isUserStyle(style) else { return nil }
        var instance = style
        guard interpreter.typeInfo(of: style).methods["_body"]?.isEmpty == false else {
            warn(.approximatedView("textFieldStyle(\(interpreter.typeName(of: style)))", rule: "laid out as the plain style"))
            return nil
        }
        let body = try interpreter.callMethod("_body", on: &instance, [CallArgument("configuration", field)])
        let unstyled = view("ModifiedContent", .environment(base: body, change: .value(key: key, .nil)))
        return view("ModifiedContent", .environment(base: unstyled, change: .value(key: StyleKey.textField, .string("plain"))))
    }

    func registerStyleConfigurations() {
        for name in ["ButtonStyleConfiguration", "LabelStyleConfiguration", "ToggleStyleConfiguration", "ProgressViewStyleConfiguration",
                     "GroupBoxStyleConfiguration", "LabeledContentStyleConfiguration"] {
            interpreter.registerNativeType(name, descriptor: NativeTypeDescriptor(member: { _, value, member in
                guard case let .native(native) = value, let configuration = native.payload as? StyleConfiguration else { return nil }
                return configuration.values[member]
            }))
        }
        // `.toggleStyle(CheckboxStyle())`; the built-in styles: `.switch` and `.automatic` (the
        // switch on iOS, Apple `ToggleStyle.automatic`) keep the toggle's own layout, `.button`
        // lays it out as a button (`Toggle.swift`); `.checkbox` (macOS's) is laid out as the switch
        // with a warning; others keep the toggle's layout with a warning.
        guard let view = interpreter.type(named: "View"), view.methods(named: "toggleStyle") == nil else { return }
        view.addMethod("toggleStyle", .native("toggleStyle", labels: nil) { [unowned self] _, base, arguments in
            guard var style = arguments.first?.value else { throw self.failure(.missingArgument(callee: "toggleStyle")) }
            if case let .unresolvedMember(member) = style, !["switch", "automatic", "button", "checkbox"].contains(member.name),
               let resolved = try? self.interpreter.coerce(style, to: .named("ToggleStyle")) {
                // `.icon(size:)` from `extension ToggleStyle where Self == IconToggleStyle { static func icon(…) }`:
                // Swift looks an implicit member up on the constrained extensions of the protocol.
                style = resolved
            }
            if let styled = self.withCustomStyle("toggleStyle", style, base: base) { return styled }
            let name: String
            if case let .unresolvedMember(member) = style { name = member.name } else { name = self.interpreter.typeName(of: style) }
            switch name {
            case "switch", "automatic", "SwitchToggleStyle", "DefaultToggleStyle":
                return self.view("ModifiedContent", .environment(base: base, change: .value(key: Self.toggleStyleKey, .string("switch"))))
            case "button", "ButtonToggleStyle":
                return self.view("ModifiedContent", .environment(base: base, change: .value(key: Self.toggleStyleKey, .string("button"))))
            case "checkbox", "CheckboxToggleStyle":
                // Apple, `ToggleStyle.checkbox`: macOS only; the nearest iOS style is the switch.
                self.warn(.approximatedView("toggleStyle(.checkbox)", rule: "a macOS toggle style (iOS has none such); laid out as .switch"))
                return self.view("ModifiedContent", .environment(base: base, change: .value(key: Self.toggleStyleKey, .string("switch"))))
            default:
                let range = self.interpreter.currentRange
                return self.view("ModifiedContent", .modified(base: base, modifier: ModifierDescription(name: "toggleStyle") { node, _ in
                    self.warn(.unmodelledModifier("toggleStyle"), at: range)
                    return node
                }))
            }
        })
    }

    /// `.toggleStyle(_:)` of a built-in style: `switch` or `button`.
    static let toggleStyleKey = "_toggleStyle"
}

/// What a style's `makeBody(configuration:)` reads: `label`, `isPressed`, `title`, `icon`, `isOn`.
struct StyleConfiguration {
    var values: [String: Value]
}
