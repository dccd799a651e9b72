import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Label(_:systemImage:)`, `Label(_:image:)`, `Label { title } icon: { icon }` and
/// `Label(configuration)` inside a `LabelStyle`. Layout: `LabelLayout` (icon then title; the gap is
/// **unverified**, taken as the default 8 pt); `labelStyle(.titleOnly/.iconOnly)` keep one part.
extension SwiftUIRuntime {
    func registerLabel() {
        let known = ["systemImage", "image", "title", "icon"]
        initializer("Label") { `self`, arguments in
            if let label = try self.labelWithUnknownIcon(arguments, known: known) { return label }
            try arguments.check(allowed: known, unlabelledCount: 2, in: self)
            let source = self.currentLocation
            let title: Value, icon: Value
            if case let .native(native)? = arguments.unlabelled.first, let configuration = native.payload as? StyleConfiguration {
                // `Label(configuration)` in a `LabelStyle`'s `makeBody`: the label of the style's
                // title and icon, in the built-in style (inside its body the custom style is not in effect).
                title = configuration.values["title"] ?? self.view("EmptyView", .list([]))
                icon = configuration.values["icon"] ?? self.view("EmptyView", .list([]))
            } else if let text = arguments.unlabelled.first, !text.isFunction {
                let string = try self.string(text, "title")
                title = self.view("Text", .leaf(ViewNode(TextLeaf(string), label: "Text", source: source)), source: source)
                if let symbol = arguments["systemImage"] {
                    icon = self.symbolImage(try self.string(symbol, "systemImage"), source: source)
                } else if let asset = arguments["image"] {
                    let name = try self.string(asset, "image")
                    let found = self.images(name, false)
                    if let warning = found.warning { self.warn(warning) }
                    icon = self.view("Image", .leaf(ViewNode(ImageLeaf(name: name, naturalSize: found.size), label: "Image(\"\(name)\")",
                                                             source: source)), source: source)
                } else {
                    throw self.failure(.missingArgument("systemImage", callee: "Label"))
                }
            } else {
                // `Label { title } icon: { icon }`: the first trailing closure is unlabelled.
                guard case let .function(titleClosure)? = arguments["title"] ?? arguments.unlabelled.first,
                      case let .function(iconClosure)? = arguments["icon"] else {
                    throw self.failure(.missingArgument("title", callee: "Label"))
                }
                title = try self.interpreter.call(titleClosure, [], building: "ViewBuilder")
                icon = try self.interpreter.call(iconClosure, [], building: "ViewBuilder")
            }
            return self.labelView(title: title, icon: icon, source: source)
        }
    }

    /// A `Label` of `title` and `icon`, in the label style in effect where it is laid out.
    func labelView(title: Value, icon: Value, source: SourceLocation?) -> Value {
        view("Label", .deferred { [unowned self] in
            if let styled = try self.customStyled("labelStyle", ["title": title, "icon": icon]) { return styled }
            let style = self.environment.values[StyleKey.label].flatMap { if case let .string(name) = $0 { name } else { nil } }
            let parts: [Value]
            switch style {
            case "titleOnly": parts = [title]
            case "iconOnly": parts = [icon]
            default: parts = [icon, title]
            }
            return self.view("Label", .container(LabelLayout(), label: "Label", content: .array(parts)), source: source)
        }, source: source)
    }
}
