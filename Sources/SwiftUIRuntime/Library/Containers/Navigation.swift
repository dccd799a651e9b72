import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// What the views below a `NavigationStack` or `TabView` say of the bars, collected while its
/// content is resolved (in SwiftUI these travel up the tree as preferences).
struct BarRecords {
    struct Navigation {
        var title: String?
        /// `navigationBarTitleDisplayMode`: `automatic`, `inline` or `large`.
        var displayMode: String?
        /// `navigationBarHidden(_:)` / `toolbar(_:for: .navigationBar)`: true hides the bar, false
        /// shows it, nil leaves it as the stack shows it.
        var barHidden: Bool?
        /// `.searchable` in the navigation bar's placement: a search field below the title.
        var hasSearchField = false
    }

    /// One record per `NavigationStack` being resolved, innermost last.
    var navigation: [Navigation] = []
    /// One list of tab item labels per `TabView` being resolved, innermost last.
    var tabItems: [[Value]] = []
    /// Per `TabView` tab being resolved, innermost last: whether its content asked to hide the
    /// tab bar (`toolbar(.hidden, for: .tabBar)`), nil when it said nothing.
    var tabBarHidden: [Bool?] = []
}

/// `NavigationStack`, `NavigationView`, `TabView`, and the modifiers that fill their bars
/// (`navigationTitle`, `navigationBarTitleDisplayMode`, `tabItem`). See `NavigationStackLayout`
/// and `TabViewLayout`.
extension SwiftUIRuntime {
    static let navigationViewTypeNames = ["NavigationStack", "NavigationView", "TabView"]

    func registerNavigation() {
        for name in Self.navigationViewTypeNames {
            interpreter.registerNativeType(name).conformances = ["View"]
        }
        for name in ["NavigationStack", "NavigationView"] {
            initializer(name) { `self`, arguments in
                try arguments.check(allowed: ["path", "root", "content"], unlabelledCount: 0, in: self)
                let source = self.currentLocation
                let content = try self.builtContent(arguments, label: arguments.has("root") ? "root" : "content")
                return self.view(name, .deferred { [unowned self] in
                    try self.navigationStack(name, content: content, source: source)
                }, source: source)
            }
        }
        initializer("TabView") { `self`, arguments in
            try arguments.check(allowed: ["selection", "content"], unlabelledCount: 0, in: self)
            let source = self.currentLocation
            let content = try self.builtContent(arguments)
            let range = self.interpreter.currentRange
            // `TabView(selection:)`: the tab whose tag (`.tag(_:)`, `Tab(value:)`) equals the bound
            // value is the one shown (Apple, `TabView.init(selection:content:)`: "The value of this
            // binding must match the `value` of the tabs"; `Tab.init(value:content:)`: "The
            // `selection` value which selects this tab").
            let selection = try arguments["selection"].map { try BindingPayload.read($0) }
            return self.view("TabView", .deferred { [unowned self] in
                try self.tabView(content: content, selection: selection, source: source, range: range)
            }, source: source)
        }
        registerBarModifiers()
        registerBarVisibility()
        registerSafeAreaInset()
        registerSafeAreaPadding()
    }

    /// Resolves the content first, so that the title its views set is known, then makes the bar.
    private func navigationStack(_ name: String, content: Value, source: SourceLocation?) throws -> Value {
        bars.navigation.append(BarRecords.Navigation())
        let nodes: [ViewNode]
        do {
            nodes = try resolve(content)
        } catch {
            bars.navigation.removeLast()
            throw error
        }
        let record = bars.navigation.removeLast()
        if record.barHidden == true {
            // A hidden bar takes no room: the content has the whole stack (Apple,
            // `navigationBarHidden(_:)`, `toolbar(_:for:)`).
            let stack = ViewNode(NavigationStackLayout(name: name), children: nodes, label: name, source: source)
            return view(name, .leaf(stack), source: source)
        }
        let title = record.title ?? ""
        // The root of a stack shows a large title unless told otherwise; no title, no large bar.
        let isLarge = !title.isEmpty && (record.displayMode ?? "automatic") != "inline"
        var barChildren: [ViewNode] = []
        if !title.isEmpty {
            try countView()
            barChildren.append(ViewNode(TextLeaf(title), label: "Text", source: source))
        }
        try countView()
        let bar = ViewNode(NavigationBarLayout(isLarge: isLarge, hasSearchField: record.hasSearchField), children: barChildren, label: "NavigationBar", source: source)
        let stack = ViewNode(NavigationStackLayout(name: name), children: [bar] + nodes, label: name, source: source)
        return view(name, .leaf(stack), source: source)
    }

    /// The selected tab's content above the tab bar with every tab's item. Without a `selection`
    /// the first tab is shown (a tab view opens on its first tab; the other tabs' content is not on
    /// screen, so laying out one tab is the whole picture); with one, the tab whose tag equals the
    /// bound value (the first, with a warning, when none does).
    private func tabView(content: Value, selection: Value?, source: SourceLocation?, range: SourceRange?) throws -> Value {
        let tabs = try tabValues(content)
        let shownIndex = try selectedTabIndex(tabs, selection: selection, range: range)
        var shown: [ViewNode] = []
        var items: [ViewNode] = []
        var barHidden = false
        let pages = isPageStyleTabView
        for (offset, tab) in tabs.enumerated() {
            // The page style shows one page and no bar of items: the other pages are off screen, so
            // they are not built (a paged `TabView` over 200 weeks lays out the week shown).
            if pages, offset != shownIndex { continue }
            bars.tabItems.append([])
            bars.tabBarHidden.append(nil)
            let nodes: [ViewNode]
            do {
                nodes = try resolve(tab)
            } catch {
                bars.tabItems.removeLast()
                bars.tabBarHidden.removeLast()
                throw error
            }
            let labels = bars.tabItems.removeLast()
            let hidden = bars.tabBarHidden.removeLast()
            if offset == shownIndex {
                shown = nodes
                barHidden = hidden == true
            }
            if let label = labels.first {
                items.append(try tabItemNode(try resolve(label), source: source))
            }
        }
        // The shown tab's `toolbar(.hidden, for: .tabBar)`, or the `.page` style (its page dots are
        // drawn over the content): no bar, the content has the whole view.
        if barHidden || pages {
            return view("TabView", .leaf(ViewNode(TabViewLayout(showsBar: false), children: shown, label: "TabView", source: source)), source: source)
        }
        try countView()
        let bar = ViewNode(TabBarLayout(), children: items, label: "TabBar", source: source)
        let tabView = ViewNode(TabViewLayout(), children: shown + [bar], label: "TabView", source: source)
        return view("TabView", .leaf(tabView), source: source)
    }

    /// Whether the `TabView` being resolved has the page style (`.tabViewStyle(.page)` above it).
    private var isPageStyleTabView: Bool {
        if case .bool(true)? = environment.values[Self.tabViewStyleKey] { return true }
        return false
    }

    /// A tab's item in the bar: a `Label` (or an image and a text written side by side) as
    /// `TabItemLayout` — its icon at the 25-pt tab-bar glyph size, its title in 10-pt text —
    /// stacked on an iPhone in portrait (compact width, regular height), beside it otherwise.
    private func tabItemNode(_ nodes: [ViewNode], source: SourceLocation?) throws -> ViewNode {
        let parts = nodes.count == 1 && nodes[0].primitive is LabelLayout ? nodes[0].children : nodes
        let classes = device.sizeClasses(in: orientation)
        let stacked = classes.horizontal == "compact" && classes.vertical == "regular"
        func sized(_ node: ViewNode, _ points: Double) -> ViewNode {
            ViewNode(EnvironmentModifier(.font(FontDescriptor(size: points))), children: [node], label: "font", source: nil)
        }
        var children: [ViewNode] = []
        for (index, part) in parts.enumerated() {
            try countView()
            let isIcon = index == 0 && parts.count > 1
            children.append(sized(part, isIcon ? TabItemLayout.glyphSize : TabItemLayout.titleSize))
        }
        return ViewNode(TabItemLayout(stacked: stacked), children: children, label: "TabItem", source: source)
    }

    /// The tabs of a `TabView`'s content: its views, `ForEach` rows and groups opened up.
    private func tabValues(_ value: Value) throws -> [Value] {
        switch value {
        case let .array(values): return try values.flatMap { try tabValues($0) }
        case .void, .optional(nil): return []
        case let .optional(wrapped?): return try tabValues(wrapped)
        case let .native(native):
            if let description = native.payload as? ViewDescription {
                switch description.content {
                case let .list(values): return try values.flatMap { try tabValues($0) }
                case let .container(primitive, _, content) where primitive is GroupLayout: return try tabValues(content)
                default: break
                }
            }
            return [value]
        default: return [value]
        }
    }

    private func registerBarModifiers() {
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("navigationTitle", .hosted("navigationTitle", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("navigationTitle", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            guard var value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "navigationTitle")) }
            // iOS 16's `navigationTitle(_ title: Binding<String>)`: an editable title, shown as
            // the string the binding holds (Apple docs, "navigationTitle(_:)" taking a binding:
            // "Configures the view's title for purposes of navigation, using a string binding").
            if case let .native(native) = value, let binding = native.payload as? BindingPayload { value = try binding.get() }
            let title = try self.titleText(value)
            let modifier = ModifierDescription(name: "navigationTitle") { [unowned self] node, _ in
                if !self.bars.navigation.isEmpty, self.bars.navigation[self.bars.navigation.count - 1].title == nil {
                    self.bars.navigation[self.bars.navigation.count - 1].title = title
                }
                return node
            }
            return self.view("ModifiedContent", .modified(base: base, modifier: modifier))
        })
        // iOS 13's `navigationBarTitle(_:displayMode:)` (deprecated, still common): the title and,
        // when given, the display mode, as the two modifiers that replaced it set them.
        viewType.addMethod("navigationBarTitle", .hosted("navigationBarTitle", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("navigationBarTitle", arguments)
            try arguments.check(allowed: ["displayMode"], unlabelledCount: 1, in: self)
            guard let value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "navigationBarTitle")) }
            let title = try self.titleText(value)
            let mode = try arguments["displayMode"].map { try self.caseName($0, "NavigationBarItem.TitleDisplayMode") }
            let modifier = ModifierDescription(name: "navigationBarTitle") { [unowned self] node, _ in
                if !self.bars.navigation.isEmpty {
                    let last = self.bars.navigation.count - 1
                    if self.bars.navigation[last].title == nil { self.bars.navigation[last].title = title }
                    if let mode, self.bars.navigation[last].displayMode == nil { self.bars.navigation[last].displayMode = mode }
                }
                return node
            }
            return self.view("ModifiedContent", .modified(base: base, modifier: modifier))
        })
        viewType.addMethod("navigationBarTitleDisplayMode", .hosted("navigationBarTitleDisplayMode", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("navigationBarTitleDisplayMode", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            let mode = try self.caseName(arguments.unlabelled.first ?? .void, "NavigationBarItem.TitleDisplayMode")
            guard ["automatic", "inline", "large"].contains(mode) else {
                throw self.failure(.noMemberOnType(mode, type: "NavigationBarItem.TitleDisplayMode"), naming: mode)
            }
            let modifier = ModifierDescription(name: "navigationBarTitleDisplayMode") { [unowned self] node, _ in
                if !self.bars.navigation.isEmpty, self.bars.navigation[self.bars.navigation.count - 1].displayMode == nil {
                    self.bars.navigation[self.bars.navigation.count - 1].displayMode = mode
                }
                return node
            }
            return self.view("ModifiedContent", .modified(base: base, modifier: modifier))
        })
        viewType.addMethod("tabItem", .hosted("tabItem", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("tabItem", arguments)
            guard let closure = arguments.trailingClosure else { throw self.failure(.missingArgument("label", callee: "tabItem")) }
            let label = try self.interpreter.call(closure, [], building: "ViewBuilder")
            return self.tabItem(base, label: label)
        })
        // iOS 18's `Tab("Title", systemImage: "house") { content }`: the content with that tab item.
        interpreter.registerNativeType("Tab").conformances = ["View"]
        // `Tab(role: .search)`: `TabRole` (iOS 18; Apple docs, "TabRole": "A value that defines
        // the purpose of the tab") has one role, `search`. The tab bar places a search tab apart
        // from the others; its content is laid out as every tab's, so the role changes no frame here.
        let role = interpreter.registerNativeType("TabRole")
        role.conformances = ["Hashable", "Equatable", "Sendable"]
        role.staticValues["search"] = interpreter.nativeValue("TabRole", EnumCasePayload(name: "search"))
        initializer("Tab") { `self`, arguments in
            try arguments.check(allowed: ["systemImage", "image", "value", "role", "content", "label"], unlabelledCount: 2, in: self)
            let source = self.currentLocation
            let label: Value
            if case let .function(closure)? = arguments["label"] {
                // `Tab(value: v) { content } label: { Label(…) }`: the label the closure builds.
                label = try self.interpreter.call(closure, [], building: "ViewBuilder")
            } else {
                var title = ""
                if let text = arguments.unlabelled.first, case .string = text { title = try self.string(text, "title") }
                let titleView = self.view("Text", .leaf(ViewNode(TextLeaf(title), label: "Text", source: source)), source: source)
                var parts: [Value] = []
                if let symbol = arguments["systemImage"] { parts.append(self.symbolImage(try self.string(symbol, "systemImage"), source: source)) }
                parts.append(titleView)
                label = self.view("Label", .container(LabelLayout(), label: "Label", content: .array(parts)), source: source)
            }
            // The content is the `content:` closure or the first trailing closure (a `label:` one follows it).
            var content: Value = self.view("EmptyView", .list([]))
            if case let .function(closure)? = arguments["content"] ?? arguments.unlabelled.first(where: { $0.isFunction }) {
                content = try self.interpreter.call(closure, [], building: "ViewBuilder")
            }
            let tab = self.tabItem(content, label: label)
            // `Tab(value:)`: the value a `TabView(selection:)` selects it by, as `.tag(_:)` is.
            guard let value = arguments["value"] else { return tab }
            return self.view("ModifiedContent", .modified(base: tab, modifier: ModifierDescription(name: "tag", tag: value) { node, _ in node }))
        }
    }

    /// `.safeAreaInset(edge: .bottom, alignment: .center, spacing: 8) { bar }` (see `SafeAreaInsetLayout`),
    /// and iOS 26's `.safeAreaBar(edge:alignment:spacing:content:)`, which takes the same arguments
    /// and makes room the same way (Apple: it "Shows the specified content as a custom bar above
    /// or below the modified view", and the scroll edge effect it adds is drawing only).
    func registerSafeAreaInset() {
        guard let viewType = interpreter.type(named: "View") else { return }
        for name in ["safeAreaInset", "safeAreaBar"] { registerSafeAreaInset(named: name, on: viewType) }
    }

    private func registerSafeAreaInset(named name: String, on viewType: TypeInfo) {
        viewType.addMethod(name, .hosted(name, labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments(name, arguments)
            try arguments.check(allowed: ["edge", "alignment", "spacing", "content"], unlabelledCount: 0, in: self)
            let source = self.currentLocation
            guard let edgeValue = arguments["edge"] else { throw self.failure(.missingArgument("edge", callee: name)) }
            let edgeName = try self.caseName(edgeValue, "VerticalEdge")
            guard let edge = SafeAreaInsetLayout.Edge(rawValue: edgeName) else {
                throw self.failure(.noMemberOnType(edgeName, type: "VerticalEdge"), naming: edgeName)
            }
            var fraction = 0.5
            if let alignment = arguments["alignment"] {
                let name = edge == .top || edge == .bottom ? try self.horizontal(alignment).key.name : try self.vertical(alignment).key.name
                switch name {
                case "leading", "top": fraction = 0
                case "trailing", "bottom": fraction = 1
                default: fraction = 0.5
                }
            }
            let spacing = try self.optionalNumber(arguments["spacing"], "spacing")
            let content = try self.builtContent(arguments)
            let layout = SafeAreaInsetLayout(edge: edge, spacing: spacing, alignment: fraction)
            let modifier = ModifierDescription(name: name, secondaries: [content]) { node, secondaries in
                ViewNode(layout, children: [node] + secondaries, label: name, source: nil)
            }
            return self.view("ModifiedContent", .modified(base: base, modifier: modifier), source: source)
        })
    }

    /// `.safeAreaPadding(…)` (iOS 17): the view's safe area grows by the amounts, so its content is
    /// laid out as `.padding(…)` with the same arguments lays it out (Apple, `safeAreaPadding(_:_:)`;
    /// the `nil` length is the platform default, 16 as for `padding`). A scroll view does not shrink
    /// to its safe area: it keeps its frame, draws behind the insets and insets its content (the
    /// SwiftUI Field Guide, "Scroll View"), so on a `ScrollView` the amounts become its content
    /// margins.
    func registerSafeAreaPadding() {
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("safeAreaPadding", .hosted("safeAreaPadding", labels: nil) { `self`, base, arguments in
            let padding = try self.padding(NativeArguments("safeAreaPadding", arguments))
            let modifier = ModifierDescription(name: "safeAreaPadding") { node, secondaries in
                var padded = try padding.apply(node, secondaries)
                if var scroll = node.primitive as? ScrollViewLayout, let inset = padded.primitive as? PaddingLayout {
                    scroll.contentInsets = scroll.contentInsets + inset.insets
                    var inset = node
                    inset.primitive = scroll
                    return inset
                }
                padded.label = "safeAreaPadding"
                return padded
            }
            return self.view("ModifiedContent", .modified(base: base, modifier: modifier))
        })
    }

    /// `base` with its tab item `label`, recorded for the `TabView` being resolved.
    private func tabItem(_ base: Value, label: Value) -> Value {
        let modifier = ModifierDescription(name: "tabItem") { [unowned self] node, _ in
            if !self.bars.tabItems.isEmpty { self.bars.tabItems[self.bars.tabItems.count - 1].append(label) }
            return node
        }
        return view("ModifiedContent", .modified(base: base, modifier: modifier))
    }

    /// Which of `tabs` a `TabView` shows: the first without a selection; else the one whose tag
    /// equals the selection, or the first with a warning when no tab's tag does.
    private func selectedTabIndex(_ tabs: [Value], selection: Value?, range: SourceRange?) throws -> Int {
        guard let selection, !tabs.isEmpty else { return 0 }
        for (offset, tab) in tabs.enumerated() {
            guard case let .native(native) = tab, let description = native.payload as? ViewDescription,
                  var tag = tagValue(description) else { continue }
            // `Tab(value: .home)`: an implicit member whose type is the selection's (SwiftUI's
            // `Tab(value:content:label:)` takes `Value` from `TabView(selection: Binding<Value>)`).
            if case .unresolvedMember = tag, let type = Self.selectionType(selection, in: interpreter) {
                tag = try interpreter.coerce(tag, to: .named(type.qualifiedName))
            }
            if try interpreter.equals(tag, selection) { return offset }
        }
        warn(.approximatedView("TabView", rule: "no tab's tag equals the selection; the first tab's content is laid out"), at: range)
        return 0
    }

    /// The type of a selection's value (its wrapped value's, for an optional selection), when it
    /// is one an implicit member can name: a structure, enumeration or class.
    private static func selectionType(_ selection: Value, in interpreter: Interpreter) -> TypeInfo? {
        var value = selection
        while case let .optional(wrapped?) = value { value = wrapped }
        switch value {
        case .enumValue, .structValue, .object: return interpreter.typeInfo(of: value)
        default: return nil
        }
    }

    /// A title given as a string or a `Text`.
    private func titleText(_ value: Value) throws -> String {
        if case let .native(native) = value, let description = native.payload as? ViewDescription,
           case let .leaf(node) = description.content, let text = node.primitive as? TextLeaf {
            return text.content
        }
        return try string(value, "title")
    }
}
