import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Table`, `TableColumn` and `TableRow` as an iPhone shows them. Apple, `Table` ("Supporting a
/// compact horizontal size class"): in a compact horizontal size class a table shows no column
/// headers and collapses every column after the first, so it reads as a list of its first
/// column's cells; the "Tables" collection page says the same ("Narrow displays may adapt to show
/// only the first column of the table"). So a table here is a `List` of one row per element, each
/// row the first column's cell, with the list's own metrics (`ListLayout`).
///
/// **Unverified:** which list style the compact table's rows take (laid out as the `.inset`
/// list style, the iOS default table style `InsetTableStyle`'s name sake) — see docs/engine.md.
/// In a regular width (an iPad) SwiftUI shows every column under a header row; that is not laid
/// out yet: the first column is, with a warning.
extension SwiftUIRuntime {
    enum TableKey {
        /// The table's first column, set while a `TableRow` below it is resolved.
        static let firstColumn = "_tableFirstColumn"
    }

    /// A `TableColumn`: what a row's cell in it shows.
    struct TableColumnPayload {
        enum Cell {
            /// `TableColumn("Name", value: \.name)`: the string at the key path, as a `Text`.
            case keyPath(KeyPathValue)
            /// `TableColumn("Name") { row in … }`: the closure's view.
            case content(Function)
        }
        let cell: Cell
    }

    /// Modifiers of a column that change what a regular-width table shows (widths, customisation,
    /// alignment): a compact table shows only the cells, so the column stays as it is.
    static let tableColumnModifiers = ["width", "customizationID", "alignment", "defaultVisibility",
                                       "disabledCustomizationBehavior", "help"]

    func registerTables() {
        interpreter.declareType("TableColumnContent", kind: .protocolType)
        interpreter.declareType("TableRowContent", kind: .protocolType)
        for name in ["Table", "TableRow"] {
            interpreter.registerNativeType(name).conformances = ["View"]
        }
        let column = interpreter.registerNativeType("TableColumn")
        column.conformances = ["TableColumnContent"]
        for name in Self.tableColumnModifiers {
            column.addMethod(name, .hosted(name) { _, selfValue, _ in selfValue })
        }
        initializer("Table") { `self`, arguments in try self.table(arguments) }
        initializer("TableColumn") { `self`, arguments in try self.tableColumn(arguments) }
        initializer("TableRow") { `self`, arguments in try self.tableRow(arguments) }
    }

    /// `Table(data) { columns }`, `Table(data, children: \.children) { columns }` and
    /// `Table(of: Row.self) { columns } rows: { TableRow(…) … }`, with or without `selection:`,
    /// `sortOrder:` and `columnCustomization:` (which change no frame).
    private func table(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["of", "selection", "sortOrder", "columnCustomization", "children", "columns", "rows"],
                            unlabelledCount: 1, in: self)
        let source = currentLocation
        let range = interpreter.currentRange
        let columnsClosure = arguments["columns"].flatMap { if case let .function(f) = $0 { f } else { nil } }
            ?? firstClosure(arguments).flatMap { if case let .function(f) = $0 { f } else { nil } }
        guard let columnsClosure else { throw failure(.missingArgument("columns", callee: "Table")) }
        var columns: [TableColumnPayload] = []
        try collectColumns(try interpreter.call(columnsClosure, [], building: "ViewBuilder"), into: &columns)
        guard let first = columns.first else { throw failure("a 'Table' needs at least one 'TableColumn'") }
        let rows: Value
        if case let .function(rowsClosure)? = arguments["rows"] {
            rows = try interpreter.call(rowsClosure, [], building: "ViewBuilder")
        } else if let data = arguments.unlabelled.first(where: { !$0.isClosureValue }) {
            let elements = try dataElements(data)
            guard elements.count <= 1_000 else { throw failure(.limitElements("Table", count: elements.count)) }
            var cells: [Value] = []
            for element in elements {
                var cell = try tableCell(first, for: element, source: source)
                if case let .keyPath(children)? = arguments["children"], try hasChildren(interpreter.apply(children, to: element)) {
                    // A row with children shows the disclosure chevron, collapsed, as an outline
                    // `List`'s row does (Apple, `Table.init(_:children:columns:)`).
                    cell = disclosureHeader(cell, source: source)
                }
                cells.append(cell)
            }
            rows = .array(cells)
        } else {
            throw failure(.missingArgument("rows", callee: "Table"))
        }
        let columnValue = interpreter.nativeValue("TableColumn", first)
        let content = view("ModifiedContent", .environment(base: rows, change: .value(key: TableKey.firstColumn, columnValue)))
        return view("Table", .deferred { [unowned self] in
            if case let .enumValue(sizeClass) = (try? self.environmentValue("horizontalSizeClass")).map(Self.unwrappedOptional),
               sizeClass.caseName == "regular" {
                self.warn(.approximatedView("Table", rule: "in a regular width SwiftUI shows every column under a header row; "
                                            + "its first column is laid out, as in a compact width"), at: range)
            }
            let list = self.listView("Table", content: content, source: source)
            return self.view("ModifiedContent", .environment(base: list, change: .value(key: ListKey.style, .string("inset"))))
        }, source: source)
    }

    private func hasChildren(_ value: Value) -> Bool {
        if case .optional(nil) = value { return false }
        return true
    }

    private static func unwrappedOptional(_ value: Value) -> Value {
        if case let .optional(wrapped?) = value { return wrapped }
        return value
    }

    /// The columns a `TableColumnBuilder` block holds, in order, through `if`, `Group`-like
    /// blocks and the file's own `TableColumnContent` values.
    private func collectColumns(_ value: Value, into columns: inout [TableColumnPayload], depth: Int = 0) throws {
        guard depth < Self.maximumViewDepth else {
            throw failure("table columns nest more than \(Self.maximumViewDepth) levels deep; the scenario is left out", kind: .limit)
        }
        switch value {
        case let .array(values):
            for item in values { try collectColumns(item, into: &columns, depth: depth + 1) }
        case let .optional(wrapped?):
            try collectColumns(wrapped, into: &columns, depth: depth + 1)
        case .optional(nil), .void:
            return
        case let .native(native):
            if let column = native.payload as? TableColumnPayload {
                columns.append(column)
            } else if let description = native.payload as? ViewDescription, case let .list(values) = description.content {
                try collectColumns(.array(values), into: &columns, depth: depth + 1)
            } else {
                throw failure("'\(native.type.name)' is not a table column; a table's columns are 'TableColumn's")
            }
        case .structValue, .object:
            try collectColumns(try interpreter.member(of: value, named: "body"), into: &columns, depth: depth + 1)
        default:
            throw failure("'\(interpreter.typeName(of: value))' is not a table column; a table's columns are 'TableColumn's")
        }
    }

    /// `TableColumn("Name", value: \.name)`, `TableColumn("Name") { row in … }`,
    /// `TableColumn("Name", value: \.name) { row in … }` (the key path then only sorts),
    /// `TableColumn("Name", sortUsing: …) { row in … }`, and a `Text` title.
    private func tableColumn(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "comparator", "sortUsing", "content"], unlabelledCount: 1, in: self)
        if case let .function(content)? = arguments["content"] ?? firstClosure(arguments) {
            return interpreter.nativeValue("TableColumn", TableColumnPayload(cell: .content(content)))
        }
        guard case let .keyPath(path)? = arguments["value"] else {
            throw failure(.missingArgument("content", callee: "TableColumn"))
        }
        return interpreter.nativeValue("TableColumn", TableColumnPayload(cell: .keyPath(path)))
    }

    /// `TableRow(value)`: the row of one value, its first column's cell (read where the row is
    /// resolved, below its table).
    private func tableRow(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: [], unlabelledCount: 1, in: self)
        guard let value = arguments.unlabelled.first else { throw failure(.missingArgument(callee: "TableRow")) }
        let source = currentLocation
        return view("TableRow", .deferred { [unowned self] in
            guard case let .native(native)? = self.environment.values[TableKey.firstColumn],
                  let column = native.payload as? TableColumnPayload else {
                throw self.failure("a 'TableRow' is shown only in the rows of a 'Table'")
            }
            return try self.tableCell(column, for: value, source: source)
        }, source: source)
    }

    /// The cell `column` shows for `element`.
    private func tableCell(_ column: TableColumnPayload, for element: Value, source: SourceLocation?) throws -> Value {
        switch column.cell {
        case let .content(closure):
            return try interpreter.call(closure, [element], building: "ViewBuilder")
        case let .keyPath(path):
            return text(try string(try interpreter.apply(path, to: element), "value"), source: source)
        }
    }
}
