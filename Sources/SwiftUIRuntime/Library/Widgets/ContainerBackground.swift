import LayoutEngine
import SwiftInterpreter

/// `containerBackground(_ style:for:)` and `containerBackground(for:alignment:content:)` (iOS 17):
/// the background of the container the view is shown in. For `.widget` it is the widget's
/// background, which WidgetKit draws over the whole tile, outside the content margins, and removes
/// where the system draws its own (WWDC23 "Bring widgets to new places": "Removable background").
/// The view itself is laid out as without it (any other container, or outside a widget preview,
/// draws it where LayoutLens does not model: nothing changes).
extension SwiftUIRuntime {
    /// Registered after the built-in modifiers (it replaces the render-only entry).
    func registerContainerBackground() {
        guard let view = interpreter.type(named: "View") else { return }
        let made = Function.native("containerBackground", labels: nil) { [unowned self] _, selfValue, arguments in
            let source = self.currentLocation
            let named = NativeArguments("containerBackground", arguments)
            try named.check(allowed: ["for", "alignment", "content"], unlabelledCount: 1, in: self)
            let isWidget: Bool = {
                switch named["for"] {
                case let .unresolvedMember(member)?: return member.name == "widget"
                case let .native(native)?: return "\(native.payload)" == "widget"
                default: return false
                }
            }()
            var secondaries: [Value] = []
            if isWidget {
                if let closure = named.trailingClosure ?? named["content"].flatMap({ if case let .function(f) = $0 { f } else { nil } }) {
                    secondaries = [try self.interpreter.call(closure, [], building: "ViewBuilder")]
                } else if let style = named.unlabelled.first {
                    secondaries = [try self.containerBackgroundView(style)]
                }
            }
            let alignment = try named["alignment"].map { try self.alignment($0) } ?? .center
            let modifier = ModifierDescription(name: "containerBackground", secondaries: secondaries) { node, resolved in
                if isWidget, self.widgetPreview != nil, !resolved.isEmpty {
                    let layers = resolved.count == 1 ? resolved[0]
                        : ViewNode(ZStackLayout(alignment: alignment), children: resolved, label: "ZStack", source: resolved.first?.source)
                    self.widgetPreview?.background = layers
                }
                return node
            }
            return self.view("ModifiedContent", .modified(base: selfValue, modifier: modifier), source: source)
        }
        let own = (view.addedMethods(named: "containerBackground") ?? []).filter { if case .interpreted = $0.body { true } else { false } }
        view.replaceMethods(named: "containerBackground", with: own.isEmpty ? [made] : own)
    }

    /// A shape style given as the background: a view (a colour, a gradient) as it is; a style the
    /// layout cannot paint (`.fill.tertiary`) as the system's grouped background grey.
    private func containerBackgroundView(_ style: Value) throws -> Value {
        if case let .native(native) = style, native.payload is ViewDescription { return style }
        if let colour = try? color(style, "style") { return color(colour) }
        return color(.system(.gray), label: "containerBackground")
    }
}
