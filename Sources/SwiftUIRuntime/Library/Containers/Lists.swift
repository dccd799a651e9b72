import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `List`, `Form` and `Section`, and the list modifiers (`listStyle`, `listRowInsets`, and the
/// ones that only paint). See `ListLayout` and `ListSectionLayout` for the layout rules.
extension SwiftUIRuntime {
    static let listViewTypeNames = ["List", "Form", "Section"]

    enum ListKey {
        /// The style `.listStyle(…)` set above a list.
        static let style = "_listStyle"
        /// Set while a list's content is resolved: a `Section` there is a list section.
        static let insideList = "_insideList"
        /// `EnvironmentValues.defaultMinListRowHeight`, as user code writes it.
        static let minimumRowHeight = "defaultMinListRowHeight"
        static let rowSpacing = "_listRowSpacing"
        static let sectionSpacing = "_listSectionSpacing"
    }

    /// List modifiers that only paint rows or separators: SwiftUI lays the rows out as without them.
    static let listPaintModifiers = [
        "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator", "listSectionSeparatorTint",
        "listRowBackground", "listItemTint", "scrollContentBackground", "headerProminence",
    ]

    func registerLists() {
        for name in Self.listViewTypeNames {
            interpreter.registerNativeType(name).conformances = ["View"]
        }
        initializer("List") { `self`, arguments in
            try arguments.check(allowed: ["selection", "id", "rowContent", "content", "children"], unlabelledCount: 1, in: self)
            let source = self.currentLocation
            let content = try arguments.has("children") ? self.outlineListContent(arguments, callee: "List") : self.listContent(arguments)
            return self.listView("List", content: content, source: source)
        }
        initializer("Form") { `self`, arguments in
            try arguments.check(allowed: ["content"], unlabelledCount: 0, in: self)
            let source = self.currentLocation
            let content = try self.builtContent(arguments)
            // Forms are inset-grouped on iOS whatever `listStyle` says (Apple, `Form`).
            let form = self.listView("Form", content: content, source: source)
            return self.view("ModifiedContent", .environment(base: form, change: .value(key: ListKey.style, .string("insetGrouped"))))
        }
        initializer("Section") { `self`, arguments in try self.section(arguments) }
        // `OutlineGroup(tree, children: \.children) { node in … }`: the rows an outline `List`
        // makes of the same tree, as a group of views where it stands (in a `List`, its rows).
        interpreter.registerNativeType("OutlineGroup").conformances = ["View"]
        initializer("OutlineGroup") { `self`, arguments in
            try arguments.check(allowed: ["id", "children", "content"], unlabelledCount: 1, in: self)
            guard case let .array(rows) = try self.outlineListContent(arguments, callee: "OutlineGroup") else { return self.view("EmptyView", .list([])) }
            return self.view("OutlineGroup", .list(rows))
        }
        registerListModifiers()
    }

    /// `List { … }`, or `List(data) { element in … }` / `List(data, id: \.key) { … }`: one row
    /// per element, as `ForEach` makes them.
    private func listContent(_ arguments: NativeArguments) throws -> Value {
        guard let data = arguments.unlabelled.first(where: { if case .function = $0 { false } else { true } }) else {
            return try builtContent(arguments)
        }
        guard let closure = arguments.trailingClosure else {
            throw failure(.missingArgument("rowContent", callee: "List"))
        }
        let elements = try dataElements(data)
        guard elements.count <= 1_000 else {
            throw failure(.limitElements("List", count: elements.count))
        }
        return .array(try elements.map { try interpreter.call(closure, [$0], building: "ViewBuilder") })
    }

    /// `List(tree, children: \.children) { node in … }`, an outline: the top-level elements are
    /// the rows, each collapsed (a preview expands nothing); a row whose `children` is not nil
    /// shows the disclosure chevron trailing, as a collapsed `DisclosureGroup` does (Apple,
    /// `List.init(_:children:rowContent:)`). **Unverified:** the chevron's size and place, as for
    /// `DisclosureGroup`.
    private func outlineListContent(_ arguments: NativeArguments, callee: String = "List") throws -> Value {
        let label = callee == "List" ? "rowContent" : "content"
        guard let data = arguments.unlabelled.first, case let .keyPath(children)? = arguments["children"],
              let closure = arguments.trailingClosure ?? arguments[label].flatMap({ if case let .function(f) = $0 { f } else { nil } }) else {
            throw failure(.missingArgument(label, callee: callee))
        }
        // `OutlineGroup(root, children: \.children)`: a single element, not a collection, is the
        // tree's root and its one top-level row (Apple, `OutlineGroup.init(_:children:content:)`:
        // "Creates an outline group from a root data element"); `List` has no such initializer.
        let elements = callee == "OutlineGroup" && isTreeRoot(data) ? [data] : try dataElements(data)
        guard elements.count <= 1_000 else {
            throw failure(.limitElements("List", count: elements.count))
        }
        let source = currentLocation
        return .array(try elements.map { element in
            let row = try interpreter.call(closure, [element], building: "ViewBuilder")
            let childList = try interpreter.apply(children, to: element)
            if case .optional(nil) = childList { return row }
            return disclosureHeader(row, source: source)
        })
    }

    /// Whether `data` is one value of the app's own types that is no collection: a tree's root.
    private func isTreeRoot(_ data: Value) -> Bool {
        switch data {
        case .structValue, .object, .enumValue:
            let type = interpreter.typeInfo(of: data)
            return !["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"].contains { type.conforms(to: $0) }
        default:
            return false
        }
    }

    /// A list or form whose style and minimum row height are read where it is resolved.
    func listView(_ name: String, content: Value, source: SourceLocation?) -> Value {
        let range = interpreter.currentRange
        return view(name, .deferred { [unowned self] in
            let style = self.listStyle()
            let minimum = try self.environment.values[ListKey.minimumRowHeight].map { try self.number($0, "defaultMinListRowHeight") }
            var layout = ListLayout(style: style, minimumRowHeight: minimum ?? ListMetrics.minimumRowHeight, name: name,
                                    rowSpacing: self.listNumber(ListKey.rowSpacing) ?? 0, sectionSpacing: self.listNumber(ListKey.sectionSpacing))
            // `contentMargins` set on this list or any view above it (the environment): the list
            // is a scroll view and insets its sections by them (`ListLayout.contentInsets`).
            if self.contentMarginsAreSet {
                layout.contentInsets = try self.contentMarginsInEffect()
                self.warn(.approximatedView(name, rule: "'contentMargins' above it are added to the list's own margins (unverified)"), at: range)
            }
            let list = self.view(name, .container(layout, label: name, content: content), source: source)
            return self.view("ModifiedContent", .environment(base: list, change: .value(key: ListKey.insideList, .bool(true))))
        }, source: source)
    }

    /// A number a list modifier set above (`listRowSpacing`, `listSectionSpacing`).
    private func listNumber(_ key: String) -> Double? {
        if case let .double(value)? = environment.values[key] { return value }
        return nil
    }

    private func listStyle() -> ListStyleKind {
        guard case let .string(name)? = environment.values[ListKey.style] else { return .insetGrouped }
        switch name {
        case "plain": return .plain
        case "grouped": return .grouped
        case "inset": return .inset
        default: return .insetGrouped
        }
    }

    /// `Section { … }`, `Section("Title") { … }`, `Section(header: Text(…), footer: Text(…)) { … }`,
    /// `Section { … } header: { … } footer: { … }`. Outside a list a section is its header,
    /// content and footer one after another, as a `Group` (Apple, `Section`).
    private func section(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["header", "footer", "content", "isExpanded"], unlabelledCount: 1, in: self)
        let source = currentLocation
        var header: Value?
        if let title = arguments.unlabelled.first, !isClosure(title) {
            let text = try string(title, "title")
            header = view("Text", .leaf(ViewNode(TextLeaf(text), label: "Text", source: source)), source: source)
        } else if let value = arguments["header"] {
            header = try supplementContent(value)
        }
        let footer = try arguments["footer"].map { try supplementContent($0) }
        // The content is the first closure (`Section { rows } header: { … }`) or `content:`.
        let contentClosure: Function?
        if case let .function(function)? = arguments["content"] {
            contentClosure = function
        } else {
            contentClosure = arguments.all.first { $0.label == nil && isClosure($0.value) }.flatMap {
                if case let .function(function) = $0.value { function } else { nil }
            }
        }
        let content = try contentClosure.map { try interpreter.call($0, [], building: "ViewBuilder") } ?? .array([])
        return view("Section", .deferred { [unowned self] in
            guard case .bool(true)? = self.environment.values[ListKey.insideList] else {
                return self.view("Section", .container(GroupLayout(name: "Section"), label: "Section",
                                                       content: .array([header ?? .void, content, footer ?? .void])), source: source)
            }
            var parts: [Value] = []
            if let header {
                parts.append(self.view("header", .container(ListSupplementLayout(.header), label: "header", content: header), source: source))
            }
            parts.append(content)
            if let footer {
                parts.append(self.view("footer", .container(ListSupplementLayout(.footer), label: "footer", content: footer), source: source))
            }
            let minimum = try self.environment.values[ListKey.minimumRowHeight].map { try self.number($0, "defaultMinListRowHeight") }
            let layout = ListSectionLayout(style: self.listStyle(), minimumRowHeight: minimum ?? ListMetrics.minimumRowHeight,
                                           rowSpacing: self.listNumber(ListKey.rowSpacing) ?? 0)
            return self.view("Section", .container(layout, label: "Section", content: .array(parts)), source: source)
        }, source: source)
    }

    /// A header or footer given as a view (`header: Text("…")`) or a builder closure.
    private func supplementContent(_ value: Value) throws -> Value {
        if case let .function(function) = value { return try interpreter.call(function, [], building: "ViewBuilder") }
        return value
    }

    private func isClosure(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }

    private func registerListModifiers() {
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("listStyle", .hosted("listStyle", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("listStyle", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            guard let value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "listStyle")) }
            let known = ["automatic", "default", "insetGrouped", "grouped", "plain", "inset", "sidebar"]
            let name: String
            if let macOSStyle = self.macOSListStyle(value) {
                // `.bordered`, `.inset(alternatesRowBackgrounds:)`: the nearest iOS style (OtherPlatformStyles.swift).
                name = macOSStyle
            } else if case let .unresolvedMember(member) = value {
                // `.inset(alternatesRowBackgrounds: true)` (macOS) is `.inset` with striped rows.
                if known.contains(member.name) {
                    name = member.name
                } else if let undrawn = SwiftUIRuntime.undrawnListStyleName(member.name) {
                    return self.undrawnListStyle(undrawn, base: base)
                } else {
                    throw self.failure(.noMemberOnType(member.name, type: "ListStyle"), naming: member.name)
                }
            } else {
                // `PlainListStyle()`, `InsetGroupedListStyle()`, …
                let typeName = self.interpreter.typeName(of: value)
                let stem = typeName.hasSuffix("ListStyle") ? String(typeName.dropLast("ListStyle".count)) : typeName
                name = stem.prefix(1).lowercased() + stem.dropFirst()
                guard known.contains(name) else {
                    if let undrawn = SwiftUIRuntime.undrawnListStyleName(name) { return self.undrawnListStyle(undrawn, base: base) }
                    throw self.failure("'\(typeName)' is not a list style LayoutLens knows", kind: .unsupported)
                }
            }
            if name == "sidebar" {
                self.warn(.approximatedView("listStyle(.sidebar)", rule: "laid out as .insetGrouped"))
            }
            return self.view("ModifiedContent", .environment(base: base, change: .value(key: ListKey.style, .string(name))))
        })
        // `.formStyle(.grouped)` (Apple, `GroupedFormStyle`: "leading aligned labels and trailing
        // aligned controls within visually grouped sections") and `.automatic` (the default) are
        // how `Form` lays its rows out already; `.columns` (labels in a trailing-aligned column
        // beside the values) keeps that layout with a warning.
        viewType.addMethod("formStyle", .hosted("formStyle", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("formStyle", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            guard let value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "formStyle")) }
            let name = (try? self.caseName(value, "FormStyle")) ?? self.interpreter.typeName(of: value)
            if !["grouped", "automatic"].contains(name) {
                self.warn(.approximatedView("formStyle(\(name))", rule: "laid out as the grouped style"))
            }
            return self.view("ModifiedContent", .modified(base: base, modifier: ModifierDescription(name: "formStyle") { node, _ in node }),
                             source: self.currentLocation)
        })
        for styleName in ["PlainListStyle", "InsetGroupedListStyle", "GroupedListStyle", "InsetListStyle", "DefaultListStyle", "SidebarListStyle",
                          "BorderedListStyle"] {
            let type = interpreter.registerNativeType(styleName)
            type.conformances = ["ListStyle"]
            type.initializers.append(.hosted("init", labels: nil) { `self`, _, _ in
                self.interpreter.nativeValue(styleName, EnumCasePayload(name: styleName))
            })
        }
        viewType.addMethod("listRowInsets", .hosted("listRowInsets", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("listRowInsets", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            let value = arguments.unlabelled.first ?? .optional(nil)
            let source = self.currentLocation
            if case .optional(nil) = value { return base }
            if Self.undefinedName(value) != nil, !Self.isZeroByName(value) {
                // Another file's insets (`.listRowInsets(Insets.row)`): as if not given.
                self.assumed("the default row insets (as if not given)", for: value)
                return base
            }
            guard let insets = try self.insets(value) else {
                throw self.mismatch(value, expected: "EdgeInsets?")
            }
            let modifier = ModifierDescription(name: "listRowInsets") { node, _ in
                ViewNode(ListRowInsetsModifier(insets), children: [node], label: "listRowInsets", source: nil)
            }
            return self.view("ModifiedContent", .modified(base: base, modifier: modifier), source: source)
        })
        viewType.addMethod("listRowSpacing", .hosted("listRowSpacing", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("listRowSpacing", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            let spacing = try self.optionalNumber(arguments.unlabelled.first, "spacing")
            return self.view("ModifiedContent", .environment(base: base, change: .value(key: ListKey.rowSpacing, spacing.map(Value.double) ?? .void)))
        })
        viewType.addMethod("listSectionSpacing", .hosted("listSectionSpacing", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("listSectionSpacing", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            guard let value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "listSectionSpacing")) }
            var spacing: Value = .void
            if case let .unresolvedMember(member) = value, member.arguments == nil {
                switch member.name {
                case "default": spacing = .void
                case "compact": self.warn(.approximatedView("listSectionSpacing(.compact)", rule: "laid out with the default section spacing"))
                default: throw self.failure(.noMemberOnType(member.name, type: "ListSectionSpacing"), naming: member.name)
                }
            } else if case let .unresolvedMember(member) = value, member.name == "custom", let first = member.arguments?.first {
                spacing = .double(try self.number(first.value, "spacing"))
            } else {
                spacing = .double(try self.number(value, "spacing"))
            }
            return self.view("ModifiedContent", .environment(base: base, change: .value(key: ListKey.sectionSpacing, spacing)))
        })
        for name in Self.listPaintModifiers {
            viewType.addMethod(name, .hosted(name, labels: nil) { `self`, base, _ in
                self.view("ModifiedContent", .list([base]))
            })
        }
    }
}
