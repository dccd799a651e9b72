import LayoutEngine
import SwiftInterpreter

/// `GridItem` and `LazyVGrid` (see `LazyVGridLayout` for the column rule).
extension SwiftUIRuntime {
    func registerGrids() {
        registerFixedGrids()
        registerLazyHGrid()
        let item = interpreter.registerNativeType("GridItem")
        // `GridItem.Size.flexible(minimum:maximum:)` written out (or kept in a `let` first): the
        // same size as the implicit member `GridItem(.flexible(…))` reads (Apple docs,
        // "GridItem.Size": the cases `fixed(_:)`, `flexible(minimum:maximum:)`,
        // `adaptive(minimum:maximum:)`).
        let size = interpreter.registerNativeType("GridItem.Size")
        item.nestedTypes["Size"] = size
        for name in ["fixed", "flexible", "adaptive"] {
            size.staticMethods[name] = [.native(name) { _, _, arguments in
                .unresolvedMember(UnresolvedMember(name: name, arguments: arguments))
            }]
        }
        item.initializers.append(.hosted("init", labels: nil) { `self`, _, arguments in
            self.interpreter.nativeValue("GridItem", try self.gridColumn(NativeArguments("GridItem", arguments)))
        })
        initializer("LazyVGrid") { `self`, arguments in
            try arguments.check(allowed: ["columns", "alignment", "spacing", "pinnedViews", "content"], unlabelledCount: 1, in: self)
            let source = self.currentLocation
            guard let columnsValue = arguments["columns"] else {
                throw self.failure(.missingArgument("columns", callee: "LazyVGrid"))
            }
            let columns = try self.interpreter.elements(of: columnsValue).map { try self.gridItem($0) }
            let spacing = try self.optionalNumber(arguments["spacing"], "spacing")
            let layout = LazyVGridLayout(columns: columns, spacing: spacing)
            return self.view("LazyVGrid", .container(layout, label: "LazyVGrid", content: try self.builtContent(arguments)), source: source)
        }
    }

    private func registerLazyHGrid() {
        interpreter.registerNativeType("LazyHGrid").conformances = ["View"]
        initializer("LazyHGrid") { `self`, arguments in
            try arguments.check(allowed: ["rows", "alignment", "spacing", "pinnedViews", "content"], unlabelledCount: 0, in: self)
            let source = self.currentLocation
            guard let rowsValue = arguments["rows"] else {
                throw self.failure(.missingArgument("rows", callee: "LazyHGrid"))
            }
            let rows = try self.interpreter.elements(of: rowsValue).map { try self.gridItem($0) }
            let spacing = try self.optionalNumber(arguments["spacing"], "spacing")
            let layout = LazyHGridLayout(rows: rows, spacing: spacing)
            return self.view("LazyHGrid", .container(layout, label: "LazyHGrid", content: try self.builtContent(arguments)), source: source)
        }
    }

    /// A `GridItem` value, or `.init(…)` written in a `[GridItem]` literal.
    private func gridItem(_ value: Value) throws -> GridColumn {
        if case let .native(native) = value, let column = native.payload as? GridColumn { return column }
        if case let .unresolvedMember(member) = value, member.name == "init" {
            return try gridColumn(NativeArguments("GridItem", member.arguments ?? []))
        }
        throw failure(.elementTypeMismatch(found: interpreter.typeName(of: value), expected: "GridItem"))
    }

    /// `GridItem(_ size: = .flexible(), spacing: = nil, alignment: = nil)`.
    private func gridColumn(_ arguments: NativeArguments) throws -> GridColumn {
        try arguments.check(allowed: ["spacing", "alignment"], unlabelledCount: 1, in: self)
        let spacing = try optionalNumber(arguments["spacing"], "spacing")
        guard let size = arguments.unlabelled.first else { return GridColumn(spacing: spacing) }
        guard case let .unresolvedMember(member) = size else {
            throw mismatch(size, expected: "GridItem.Size")
        }
        let sizeArguments = NativeArguments(member.name, member.arguments ?? [])
        switch member.name {
        case "fixed":
            guard let length = sizeArguments.unlabelled.first else { throw failure(.missingArgument(callee: "fixed")) }
            return GridColumn(.fixed(try number(length, "fixed")), spacing: spacing)
        case "flexible", "adaptive":
            let labels = ["minimum", "maximum"]
            try sizeArguments.check(allowed: labels, unlabelledCount: 0, in: self)
            let minimum = try optionalNumber(sizeArguments["minimum"], "minimum") ?? 10
            let maximum = try optionalNumber(sizeArguments["maximum"], "maximum", allowsInfinity: true) ?? .infinity
            if member.name == "adaptive", !sizeArguments.has("minimum") {
                throw failure(.missingArgument("minimum", callee: "adaptive"))
            }
            return GridColumn(member.name == "flexible" ? .flexible(minimum: minimum, maximum: maximum)
                                                        : .adaptive(minimum: minimum, maximum: maximum), spacing: spacing)
        default:
            throw failure(.noMemberOnType(member.name, type: "GridItem.Size"), naming: member.name)
        }
    }
}

/// `Grid`, `GridRow` and the grid-cell modifiers (see `GridLayout`).
extension SwiftUIRuntime {
    func registerFixedGrids() {
        for name in ["Grid", "GridRow"] {
            interpreter.registerNativeType(name).conformances = ["View"]
        }
        initializer("Grid") { `self`, arguments in
            try arguments.check(allowed: ["alignment", "horizontalSpacing", "verticalSpacing", "content"], unlabelledCount: 0, in: self)
            let source = self.currentLocation
            let alignment = try arguments["alignment"].map { try self.alignment($0) } ?? .center
            let layout = GridLayout(alignment: alignment,
                                    horizontalSpacing: try self.optionalNumber(arguments["horizontalSpacing"], "horizontalSpacing"),
                                    verticalSpacing: try self.optionalNumber(arguments["verticalSpacing"], "verticalSpacing"))
            let rows = try self.gridRows(try self.builtContent(arguments), source: source)
            return self.view("Grid", .container(layout, label: "Grid", content: .array(rows)), source: source)
        }
        initializer("GridRow") { `self`, arguments in
            try arguments.check(allowed: ["alignment", "content"], unlabelledCount: 0, in: self)
            let source = self.currentLocation
            let alignment = try arguments["alignment"].map { try self.vertical($0) }
            return self.view("GridRow", .container(GridRowMarker(alignment: alignment), label: "GridRow",
                                                   content: try self.builtContent(arguments)), source: source)
        }
        guard let viewType = interpreter.type(named: "View") else { return }
        func cellModifier(_ name: String, _ make: @escaping (SwiftUIRuntime, Value) throws -> GridCellModifier) {
            viewType.addMethod(name, .hosted(name, labels: nil) { `self`, base, arguments in
                let arguments = NativeArguments(name, arguments)
                try arguments.check(allowed: [], unlabelledCount: 1, in: self)
                guard let value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: name)) }
                let cell = try make(self, value)
                let modifier = ModifierDescription(name: name) { node, _ in ViewNode(cell, children: [node], label: name, source: nil) }
                return self.view("ModifiedContent", .modified(base: base, modifier: modifier))
            })
        }
        cellModifier("gridCellColumns") { `self`, value in
            let count = try self.number(value, "count")
            guard count >= 1, count <= 1_000, count == count.rounded() else {
                throw self.failure("gridCellColumns(\(NumberText.format(count))) must be a whole number of columns from 1 to 1000")
            }
            return GridCellModifier(columns: Int(count))
        }
        cellModifier("gridCellAnchor") { `self`, value in GridCellModifier(anchor: try self.unitPoint(value)) }
        cellModifier("gridColumnAlignment") { `self`, value in GridCellModifier(columnAlignment: try self.horizontal(value)) }
        cellModifier("gridCellUnsizedAxes") { `self`, value in
            var horizontal = false, vertical = false
            let names: [String]
            if case let .array(values) = value { names = try values.map { try self.caseName($0, "Axis.Set") } } else { names = [try self.caseName(value, "Axis.Set")] }
            for name in names {
                switch name {
                case "horizontal": horizontal = true
                case "vertical": vertical = true
                default: throw self.failure(.noMemberOnType(name, type: "Axis.Set"), naming: name)
                }
            }
            return GridCellModifier(unsizedHorizontally: horizontal, unsizedVertically: vertical)
        }
    }

    /// A grid's children: each `GridRow` as its marker followed by its cells; any other view as a
    /// row of its own spanning every column. `ForEach`es and groups of rows are opened up.
    private func gridRows(_ value: Value, source: SourceLocation?) throws -> [Value] {
        switch value {
        case let .array(values): return try values.flatMap { try gridRows($0, source: source) }
        case .void, .optional(nil): return []
        case let .optional(wrapped?): return try gridRows(wrapped, source: source)
        case let .native(native):
            if let description = native.payload as? ViewDescription {
                switch description.content {
                case let .list(values): return try values.flatMap { try gridRows($0, source: source) }
                case let .container(primitive, _, content) where primitive is GroupLayout:
                    return try gridRows(content, source: source)
                case let .container(primitive as GridRowMarker, _, content):
                    let marker = view("GridRow", .leaf(ViewNode(primitive, label: "GridRow", source: description.source)),
                                      source: description.source)
                    return [marker, content]
                default: break
                }
            }
            fallthrough
        default:
            let marker = view("GridRow", .leaf(ViewNode(GridRowMarker(spansAllColumns: true), label: "GridRow", source: source)), source: source)
            return [marker, value]
        }
    }
}
