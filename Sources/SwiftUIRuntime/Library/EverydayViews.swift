import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// SwiftUI's everyday controls and containers beyond stacks: `ScrollView`, `Button` under its
/// built-in styles, `Toggle`, `Label`, and the style modifiers they read (`buttonStyle`,
/// `controlSize`, `labelStyle`). Each resolves to its own engine primitive (see `docs/engine.md`).
extension SwiftUIRuntime {
    /// Native view types added here (`Button` and `ScrollView` are registered with the others).
    static let everydayViewTypeNames = ["Label", "Toggle", "LazyVGrid"]

    /// Environment keys the style modifiers set and the views read when resolved.
    enum StyleKey {
        static let button = "_buttonStyle"
        static let controlSize = "_controlSize"
        static let label = "_labelStyle"
        static let imageScale = "_imageScale"
    }

    func registerEverydayViews() {
        for name in Self.everydayViewTypeNames {
            interpreter.registerNativeType(name).conformances = ["View"]
        }
        registerScrollView()
        registerButton()
        registerToggle()
        registerLabel()
        registerStyleModifiers()
        registerGrids()
        registerLists()
        registerNavigation()
        registerControls()
        registerLinks()
        registerRows()
        registerDynamicTypeSize()
    }

    /// SwiftUI views LayoutLens cannot lay out yet (`ViewCatalogue.unsupported` less those the
    /// runtime knows): using one is an error at its name that says so, rather than "cannot find
    /// 'DatePicker' in scope". Registered last, so only names nothing else registered get it; a
    /// file's own type of the same name shadows it.
    func registerUnsupportedViews() {
        for name in ViewCatalogue.unsupported.sorted() where interpreter.type(named: name) == nil {
            unsupportedViewsRegistered.append(name)
            interpreter.registerNativeType(name).conformances = ["View"]
            initializer(name) { `self`, _ in
                throw self.failure(DiagnosticMessage.unsupportedView(name).text + "; the scenario is left out", kind: .unsupported)
            }
        }
    }

    // MARK: ScrollView

    private func registerScrollView() {
        initializer("ScrollView") { `self`, arguments in
            try arguments.check(allowed: ["showsIndicators", "content"], unlabelledCount: 2, in: self)
            let source = self.currentLocation
            var horizontal = false, vertical = true
            if let axes = arguments.unlabelled.first, !axes.isFunction {
                let names = try self.axisNames(axes)
                horizontal = names.contains("horizontal")
                vertical = names.contains("vertical")
            }
            if let shows = arguments["showsIndicators"] { _ = try self.bool(shows, "showsIndicators") }
            let layout = ScrollViewLayout(horizontal: horizontal, vertical: vertical)
            return self.view("ScrollView", .container(layout, label: "ScrollView", content: try self.builtContent(arguments)),
                             source: source)
        }
    }

    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`, `[]` (an `Axis.Set`).
    func axisNames(_ value: Value) throws -> Set<String> {
        if case let .array(values) = value { return try values.reduce(into: Set<String>()) { $0.formUnion(try axisNames($1)) } }
        let name = try caseName(value, "Axis.Set")
        guard name == "horizontal" || name == "vertical" else {
            throw failure(.noMemberOnType(name, type: "Axis.Set"), naming: name)
        }
        return [name]
    }

    // MARK: Button

    private func registerButton() {
        initializer("Button") { `self`, arguments in
            try arguments.check(allowed: ["action", "label", "role"], unlabelledCount: 2, in: self)
            let source = self.currentLocation
            let label: Value
            if let title = arguments.unlabelled.first, case .string = title {
                let text = try self.string(title, "title")
                label = self.view("Text", .leaf(ViewNode(TextLeaf(text), label: "Text", source: source)), source: source)
            } else {
                guard case let .function(closure)? = arguments["label"] ?? arguments.all.last?.value, arguments.all.count >= 2 else {
                    throw self.failure(.missingArgument("label", callee: "Button"))
                }
                label = try self.interpreter.call(closure, [], building: "ViewBuilder")
            }
            let range = self.interpreter.currentRange
            return self.view("Button", .deferred { [unowned self] in
                if let styled = try self.customStyled("buttonStyle", ["label": label, "isPressed": .bool(false), "role": .nil]) { return styled }
                let layout = self.buttonLayout(warningAt: range)
                return self.view("Button", .container(layout, label: "Button", content: label), source: source)
            }, source: source)
        }
    }

    /// The layout of a button under the style and control size in effect at its place.
    private func buttonLayout(warningAt range: SourceRange?) -> ButtonLayout {
        let style = environment.values[StyleKey.button].flatMap { if case let .string(name) = $0 { name } else { nil } } ?? "automatic"
        let size = environment.values[StyleKey.controlSize].flatMap { if case let .string(name) = $0 { name } else { nil } } ?? "regular"
        switch style {
        case "automatic", "plain", "borderless":
            return ButtonLayout(styleName: style)
        case "bordered", "borderedProminent":
            return ButtonLayout(insets: BorderedButtonMetrics.insets(controlSize: size), styleName: style)
        default:
            warn(.unmodelledModifier("buttonStyle"), at: range)
            return ButtonLayout(styleName: style)
        }
    }

    // MARK: Toggle

    private func registerToggle() {
        initializer("Toggle") { `self`, arguments in
            try arguments.check(allowed: ["isOn", "label", "sources"], unlabelledCount: 2, in: self)
            let source = self.currentLocation
            guard arguments.has("isOn") else { throw self.failure(.missingArgument("isOn", callee: "Toggle")) }
            let label: Value
            if let title = arguments.unlabelled.first, case .string = title {
                let text = try self.string(title, "title")
                label = self.view("Text", .leaf(ViewNode(TextLeaf(text), label: "Text", source: source)), source: source)
            } else if case let .function(closure)? = arguments["label"] ?? arguments.trailingClosure.map(Value.function) {
                label = try self.interpreter.call(closure, [], building: "ViewBuilder")
            } else {
                throw self.failure(.missingArgument("label", callee: "Toggle"))
            }
            let toggleSwitch = self.view("Switch", .leaf(ViewNode(SwitchLeaf(), label: "Switch", source: source)), source: source)
            let isOn = arguments["isOn"] ?? .nil
            return self.view("Toggle", .deferred { [unowned self] in
                if let styled = try self.customStyled("toggleStyle", ["label": label, "isOn": try BindingPayload.read(isOn), "$isOn": isOn]) {
                    return styled
                }
                return self.view("Toggle", .container(ToggleLayout(), label: "Toggle", content: .array([label, toggleSwitch])), source: source)
            }, source: source)
        }
    }

    // MARK: Label

    private func registerLabel() {
        initializer("Label") { `self`, arguments in
            try arguments.check(allowed: ["systemImage", "image", "title", "icon"], unlabelledCount: 2, in: self)
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
            return self.view("Label", .deferred { [unowned self] in
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

    /// `Image(systemName:)` as a square placeholder sized from the font at its place and the
    /// `imageScale` in effect there (`SymbolScale`).
    func symbolImage(_ name: String, source: SourceLocation?) -> Value {
        let found = images(name, true)
        return view("Image", .deferred { [unowned self] in
            let scaleName = self.environment.values[StyleKey.imageScale].flatMap { if case let .string(name) = $0 { name } else { nil } }
            let scale = scaleName.flatMap(SymbolScale.init(rawValue:)) ?? .medium
            var leaf = ImageLeaf(name: "systemName:" + name, naturalSize: found.size)
            leaf.symbolScale = scale.factor
            return self.view("Image", .leaf(ViewNode(leaf, label: "Image(systemName: \"\(name)\")", source: source)), source: source)
        }, source: source)
    }

    // MARK: Style modifiers

    /// `buttonStyle`, `controlSize`, `labelStyle`: environment values read by the views below.
    /// Built-in styles are written as implicit members (`.bordered`); anything else (a custom
    /// style value) is kept by its type name and reported when a button reads it.
    private func registerStyleModifiers() {
        guard let viewType = interpreter.type(named: "View") else { return }
        let modifiers: [(String, String, Set<String>)] = [
            ("buttonStyle", StyleKey.button, ["automatic", "plain", "borderless", "bordered", "borderedProminent"]),
            ("controlSize", StyleKey.controlSize, ["mini", "small", "regular", "large", "extraLarge"]),
            ("labelStyle", StyleKey.label, ["automatic", "titleOnly", "iconOnly", "titleAndIcon"]),
            ("imageScale", StyleKey.imageScale, ["small", "medium", "large"]),
        ]
        for (name, key, known) in modifiers {
            viewType.addMethod(name, .hosted(name, labels: nil) { `self`, base, arguments in
                let arguments = NativeArguments(name, arguments)
                try arguments.check(allowed: [], unlabelledCount: 1, in: self)
                guard var value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: name)) }
                if case let .unresolvedMember(member) = value, !known.contains(member.name),
                   let resolved = try? self.interpreter.coerce(value, to: .named(name.prefix(1).uppercased() + name.dropFirst())) {
                    // `.pill` from `extension ButtonStyle where Self == PillButtonStyle { static var pill … }`.
                    value = resolved
                }
                if let styled = self.withCustomStyle(name, value, base: base) { return styled }
                let style: String
                if case let .unresolvedMember(member) = value, member.arguments == nil {
                    guard known.contains(member.name) else { throw self.failure("type of '\(name)' has no member '\(member.name)'") }
                    style = member.name
                } else if name == "controlSize" || name == "imageScale" {
                    style = try self.caseName(value, "ControlSize")
                } else {
                    style = self.interpreter.typeName(of: value)
                }
                return self.view("ModifiedContent", .environment(base: base, change: .value(key: key, .string(style))))
            })
        }
    }
}

private extension Value {
    var isFunction: Bool { if case .function = self { true } else { false } }
}
