import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Button(_:action:)`, `Button(action:label:)`, `Button(_:role:action:)`, `Button(_:systemImage:action:)`
/// and `Button(_:image:action:)` (a `Label` of the title and icon), `Button(intent:label:)` and
/// `Button(_:intent:)`, under the built-in styles
/// (`automatic`, `plain`, `borderless`, `bordered`, `borderedProminent`) or a user `ButtonStyle`.
/// Layout: `ButtonLayout` — no padding for the borderless styles (Fivestars, "Exploring SwiftUI's
/// Button styles"); **unverified** bordered insets per control size (`BorderedButtonMetrics`).
extension SwiftUIRuntime {
    /// Whether a control's unlabelled first argument is its title (`Button("Save") {…}`,
    /// `DisclosureGroup("More") {…}`): a string, a localized string symbol (`Button(.done) {…}`,
    /// `Button(.app(.done)) {…}` of a string catalogue's generated code), a `LocalizedStringResource`
    /// (SwiftUI's `init(_ titleResource: LocalizedStringResource, …)` overloads, iOS 16), or another
    /// file's value; never the action or content closure.
    static func isTitleText(_ value: Value) -> Bool {
        switch value {
        case .string, .unresolvedMember: return true
        case let .native(native) where native.payload is LocalizedResourceText: return true
        default: return undefinedName(value) != nil
        }
    }

    func registerButton() {
        initializer("Button") { `self`, arguments in
            // `intent:` (iOS 17, `Button(intent:label:)`, `Button(_:intent:)`): a button that performs
            // an App Intent instead of a closure (Apple docs, "Button", "Performing an App Intent");
            // laid out alike, and a preview performs nothing.
            try arguments.check(allowed: ["action", "label", "role", "systemImage", "image", "intent"], unlabelledCount: 2, in: self)
            let source = self.currentLocation
            let label: Value
            if let title = arguments.unlabelled.first, let iconLabel = ["systemImage", "image"].first(where: { arguments[$0] != nil }),
               let labelType = self.interpreter.type(named: "Label") {
                // `Button(_:systemImage:action:)`, `Button(_:image:action:)` (iOS 17): "a button
                // with a label made of a title and an icon", `Label(title, systemImage:)` (Apple docs,
                // `Button.init(_:systemImage:action:)`).
                label = try self.interpreter.construct(labelType, [CallArgument(nil, title), CallArgument(iconLabel, arguments[iconLabel]!)])
            } else if let title = arguments.unlabelled.first, Self.isTitleText(title) {
                let text = try self.string(title, "title")
                label = self.view("Text", .leaf(ViewNode(TextLeaf(text), label: "Text", source: source)), source: source)
            } else {
                guard case let .function(closure)? = arguments["label"] ?? arguments.all.last?.value, arguments.all.count >= 2 else {
                    throw self.failure(.missingArgument("label", callee: "Button"))
                }
                label = try self.interpreter.call(closure, [], building: "ViewBuilder")
            }
            let range = self.interpreter.currentRange
            // `role: .destructive` / `.cancel`: only destructive changes the drawing (red).
            let role = arguments["role"].flatMap { value -> String? in
                if case let .unresolvedMember(member) = value { return member.name }
                return nil
            }
            return self.view("Button", .deferred { [unowned self] in
                if let styled = try self.customStyled("buttonStyle", ["label": label, "isPressed": .bool(false), "role": .nil]) { return styled }
                var layout = self.buttonLayout(warningAt: range)
                layout.isDestructive = role == "destructive"
                layout.tint = self.tintInEffect()
                return self.view("Button", .container(layout, label: "Button", content: label), source: source)
            }, source: source)
        }
    }

    /// The layout of a button under the style and control size in effect at its place.
    func buttonLayout(warningAt range: SourceRange?) -> ButtonLayout {
        let style = environment.values[StyleKey.button].flatMap { if case let .string(name) = $0 { name } else { nil } } ?? "automatic"
        let size = environment.values[StyleKey.controlSize].flatMap { if case let .string(name) = $0 { name } else { nil } } ?? "regular"
        switch style {
        case "automatic", "plain", "borderless":
            return ButtonLayout(styleName: style)
        case Self.standInStyle:
            return ButtonLayout(styleName: "automatic")
        case "bordered", "borderedProminent":
            return ButtonLayout(insets: BorderedButtonMetrics.insets(controlSize: size), styleName: style)
        case "glass", "glassProminent":
            // iOS 26's glass styles "apply glass border artwork based on the button's context"
            // (Apple, `GlassButtonStyle`, `GlassProminentButtonStyle`), as the bordered styles
            // apply "standard border artwork": laid out and drawn as those (**unverified** insets).
            return ButtonLayout(insets: BorderedButtonMetrics.insets(controlSize: size),
                                styleName: style == "glass" ? "bordered" : "borderedProminent")
        default:
            warn(.unmodelledModifier("buttonStyle"), at: range)
            return ButtonLayout(styleName: style)
        }
    }
}
