import LayoutEngine
import SwiftInterpreter

/// `GridItem` and `LazyVGrid` (see `LazyVGridLayout` for the column rule).
extension SwiftUIRuntime {
    func registerGrids() {
        let item = interpreter.registerNativeType("GridItem")
        item.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            self.interpreter.nativeValue("GridItem", try self.gridColumn(NativeArguments("GridItem", arguments)))
        })
        initializer("LazyVGrid") { [unowned self] arguments in
            try arguments.check(allowed: ["columns", "alignment", "spacing", "pinnedViews", "content"], unlabelledCount: 1, in: self)
            let source = self.currentLocation
            guard let columnsValue = arguments["columns"] else {
                throw self.failure("missing argument for parameter 'columns' in call to 'LazyVGrid'")
            }
            let columns = try self.interpreter.elements(of: columnsValue).map { try self.gridItem($0) }
            let spacing = try self.optionalNumber(arguments["spacing"], "spacing")
            let layout = LazyVGridLayout(columns: columns, spacing: spacing)
            return self.view("LazyVGrid", .container(layout, label: "LazyVGrid", content: try self.builtContent(arguments)), source: source)
        }
    }

    /// A `GridItem` value, or `.init(…)` written in a `[GridItem]` literal.
    private func gridItem(_ value: Value) throws -> GridColumn {
        if case let .native(native) = value, let column = native.payload as? GridColumn { return column }
        if case let .unresolvedMember(member) = value, member.name == "init" {
            return try gridColumn(NativeArguments("GridItem", member.arguments ?? []))
        }
        throw failure("cannot convert value of type '\(interpreter.typeName(of: value))' to expected element type 'GridItem'")
    }

    /// `GridItem(_ size: = .flexible(), spacing: = nil, alignment: = nil)`.
    private func gridColumn(_ arguments: NativeArguments) throws -> GridColumn {
        try arguments.check(allowed: ["spacing", "alignment"], unlabelledCount: 1, in: self)
        let spacing = try optionalNumber(arguments["spacing"], "spacing")
        guard let size = arguments.unlabelled.first else { return GridColumn(spacing: spacing) }
        guard case let .unresolvedMember(member) = size else {
            throw failure("cannot convert value of type '\(interpreter.typeName(of: size))' to expected argument type 'GridItem.Size'")
        }
        let sizeArguments = NativeArguments(member.name, member.arguments ?? [])
        switch member.name {
        case "fixed":
            guard let length = sizeArguments.unlabelled.first else { throw failure("missing argument in call to 'fixed'") }
            return GridColumn(.fixed(try number(length, "fixed")), spacing: spacing)
        case "flexible", "adaptive":
            let labels: Set<String> = ["minimum", "maximum"]
            try sizeArguments.check(allowed: labels, unlabelledCount: 0, in: self)
            let minimum = try optionalNumber(sizeArguments["minimum"], "minimum") ?? 10
            let maximum = try optionalNumber(sizeArguments["maximum"], "maximum", allowsInfinity: true) ?? .infinity
            if member.name == "adaptive", !sizeArguments.has("minimum") {
                throw failure("missing argument for parameter 'minimum' in call to 'adaptive'")
            }
            return GridColumn(member.name == "flexible" ? .flexible(minimum: minimum, maximum: maximum)
                                                        : .adaptive(minimum: minimum, maximum: maximum), spacing: spacing)
        default:
            throw failure("type 'GridItem.Size' has no member '\(member.name)'")
        }
    }
}
