import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `NavigationLink`, `Link` and `Menu`: views shown as their label. Their destinations and
/// contents are other screens or pop-ups, never laid out with the view.
///
/// Outside a list each is its label, as a borderless button is (Fivestars, "Exploring SwiftUI's
/// Button styles": iOS's default button style is borderless, no padding). In a `List`/`Form` row a
/// `NavigationLink` adds the disclosure chevron at the trailing edge (`PickerLayout`: label
/// leading, chevron trailing, the row's width) — the chevron's size is the **unverified** symbol
/// rule (`SymbolScale`).
extension SwiftUIRuntime {
    func registerLinks() {
        for name in ["NavigationLink", "Link", "Menu"] {
            interpreter.registerNativeType(name).conformances = ["View"]
        }
        let url = interpreter.registerNativeType("URL")
        url.initializers.append(.hosted("init", labels: nil) { `self`, _, arguments in
            let arguments = NativeArguments("URL", arguments)
            // `URL(filePath:)` (iOS 16) and `URL(fileURLWithPath:)` are not optional; `URL(string:)` is.
            for label in ["filePath", "fileURLWithPath"] {
                if let path = arguments[label] {
                    var text = try self.string(path, label)
                    // `relativeTo:` a file URL: a relative path lies in the base's folder (Apple
                    // docs, "init(fileURLWithPath:relativeTo:)"; RFC 3986 §5.2: the base's last
                    // segment is replaced), so its absolute URL is the base's folder + the path.
                    if !text.hasPrefix("/"), let base = arguments["relativeTo"].flatMap({ Self.unwrapped($0).nativePayload(EnumCasePayload.self)?.name }),
                       base.hasPrefix("file://"), let slash = base.lastIndex(of: "/") {
                        text = String(base[base.index(base.startIndex, offsetBy: 7)...slash]) + text
                    }
                    return self.interpreter.nativeValue("URL", EnumCasePayload(name: "file://" + text))
                }
            }
            guard let string = arguments["string"] else { throw self.failure(.missingArgument("string", callee: "URL")) }
            return .optional(self.interpreter.nativeValue("URL", EnumCasePayload(name: try self.string(string, "string"))))
        })
        initializer("NavigationLink") { `self`, arguments in
            // `state:` is the Composable Architecture's `NavigationLink(state:label:)`, a value-based
            // link to a navigation path's state (the package extends SwiftUI's `NavigationLink`).
            try arguments.check(allowed: ["destination", "value", "state", "isActive", "tag", "selection", "label"], unlabelledCount: 2, in: self)
            let source = self.currentLocation
            let label = try self.linkLabel(arguments, callee: "NavigationLink", source: source)
            return self.view("NavigationLink", .deferred { [unowned self] in
                guard case .bool(true)? = self.environment.values[ListKey.insideList] else {
                    let layout = ButtonLayout(styleName: "link", name: "NavigationLink")
                    return self.view("NavigationLink", .container(layout, label: "NavigationLink", content: label), source: source)
                }
                let chevron = self.symbolImage("chevron.forward", source: source)
                return self.view("NavigationLink", .container(PickerLayout(name: "NavigationLink"), label: "NavigationLink",
                                                              content: .array([label, chevron])), source: source)
            }, source: source)
        }
        initializer("Link") { `self`, arguments in
            try arguments.check(allowed: ["destination", "label"], unlabelledCount: 1, in: self)
            let source = self.currentLocation
            guard arguments.has("destination") else { throw self.failure(.missingArgument("destination", callee: "Link")) }
            let label = try self.linkLabel(arguments, callee: "Link", source: source)
            return self.view("Link", .container(ButtonLayout(styleName: "link", name: "Link"), label: "Link", content: label), source: source)
        }
        initializer("Menu") { `self`, arguments in
            try arguments.check(allowed: ["content", "label", "primaryAction", "systemImage", "image"], unlabelledCount: 2, in: self)
            let source = self.currentLocation
            let label = try self.linkLabel(arguments, callee: "Menu", source: source)
            return self.view("Menu", .container(ButtonLayout(styleName: "menu", name: "Menu"), label: "Menu", content: label), source: source)
        }
        registerMenuIndicator()
    }

    /// `.menuIndicator(.hidden)` and `.automatic`: a `Menu` here is its label alone, no indicator
    /// beside it, which is what hiding the indicator shows (Apple, `menuIndicator(_:)`: "creates a
    /// menu without an indicator"); `.automatic` keeps the default. `.visible` would add an
    /// indicator LayoutLens does not draw: the generic "not modelled" warning (the later overload).
    private func registerMenuIndicator() {
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("menuIndicator", .hosted("menuIndicator", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("menuIndicator", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            guard let value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "menuIndicator")) }
            switch try self.caseName(value, "Visibility") {
            case "hidden", "automatic": return base
            default:
                let range = self.interpreter.currentRange
                return self.view("ModifiedContent", .modified(base: base, modifier: ModifierDescription(name: "menuIndicator") { node, _ in
                    self.warn(.unmodelledModifier("menuIndicator"), at: range)
                    return node
                }))
            }
        })
    }

    /// A title argument: a string (possibly optional or localized) or another file's value.
    private static func isLinkTitle(_ value: Value) -> Bool {
        switch value {
        case .string: return true
        case let .optional(wrapped?): return isLinkTitle(wrapped)
        case let .unresolvedMember(member): return member.arguments == nil
        case let .native(native): return native.payload is LocalizedResourceText || undefinedName(value) != nil
        default: return undefinedName(value) != nil
        }
    }

    /// The label: a title string (`NavigationLink("Title") { … }`, `Link("Title", destination:)`)
    /// or the `label:` closure (written out or as the last trailing closure after the content).
    private func linkLabel(_ arguments: NativeArguments, callee: String, source: SourceLocation?) throws -> Value {
        // Every unlabelled first parameter of these initializers is the title (Apple docs:
        // `NavigationLink(_:value:)`, `Link(_:destination:)`, `Menu(_:content:)`), so another
        // file's value, an optional string or a localized string resource (`Link(.rateTheApp,
        // destination: url)`) there is a title too, shown as `Text` shows it.
        // `Menu(_:systemImage:content:)`, `Menu(_:image:content:)` (iOS 17): the label is
        // `Label(title, systemImage:)` (Apple docs, `Menu.init(_:systemImage:content:)`).
        if callee == "Menu", let title = arguments.unlabelled.first, Self.isLinkTitle(title),
           let iconLabel = ["systemImage", "image"].first(where: { arguments[$0] != nil }), let labelType = interpreter.type(named: "Label") {
            return try interpreter.construct(labelType, [CallArgument(nil, title), CallArgument(iconLabel, arguments[iconLabel]!)])
        }
        if let title = arguments.unlabelled.first, Self.isLinkTitle(title) {
            let text = try string(title, "title")
            return view("Text", .leaf(ViewNode(TextLeaf(text), label: "Text", source: source)), source: source)
        }
        if case let .function(closure)? = arguments["label"] {
            return try interpreter.call(closure, [], building: "ViewBuilder")
        }
        // `NavigationLink(destination: X) { label }`, `NavigationLink(value: v) { label }`,
        // `Link(destination: url) { label }`, and
        // `Menu(content: items) { label }` (Swift's forward scan gives the trailing closure to `label:`).
        if (callee == "NavigationLink" && (arguments.has("destination") || arguments.has("value") || arguments.has("state")))
            || (callee == "Link" && arguments.has("destination"))
            || (callee == "Menu" && arguments.has("content")), let closure = arguments.trailingClosure {
            return try interpreter.call(closure, [], building: "ViewBuilder")
        }
        throw failure(.missingArgument("label", callee: callee))
    }
}
