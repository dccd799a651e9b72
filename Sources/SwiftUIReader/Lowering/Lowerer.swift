import Diagnostics
import LayoutEngine
import SwiftUIRuntime

/// Turns the syntax of view bodies into engine `ViewNode` trees: built-in views become primitives,
/// modifiers wrap their view, custom views are expanded with their memberwise arguments, and
/// `ForEach`, `if` and ternaries on constants are evaluated. Problems become diagnostics; a view
/// that cannot be lowered yields nil and lowering carries on with its siblings.
struct Lowerer {
    let file: String
    let structs: [String: StructDecl]
    /// Top-level functions by name.
    let functions: [String: FunctionDecl]
    let assets: ImageAssets
    var sink: DiagnosticSink
    /// The file's top-level constants.
    var globals = Scope()
    /// Custom views and computed properties being expanded, outermost first (recursion check).
    var expansionStack: [String] = []
    var viewCount = 0
    /// Set once a scenario has more views than `viewLimit`: lowering then stops at once (a
    /// custom view used twice at each of 30 levels would otherwise take 2³⁰ steps).
    var exceededViewLimit = false
    /// Expressions evaluated for the current scenario, bounded by `evaluationLimit` so that helper
    /// functions calling each other twice per level cannot run for hours.
    var evaluationSteps = 0
    static let evaluationLimit = 1_000_000
    /// Names of the custom views expanded so far.
    var expandedViews: Set<String> = []
    /// Set when a view with syntax errors (already reported) was used: the scenario is left out.
    var usedBrokenView = false

    /// How deep `lowerView` is nested now (one level per view, modifier or custom view), and
    /// whether the limit was passed (reported once; lowering then stops).
    var viewDepth = 0
    var exceededViewDepth = false
    /// The deepest view nesting a scenario may have. Lowering, the engine and the renderers walk
    /// the tree recursively; 512 levels (a modifier is a level) is far beyond real views and
    /// well within the stack of a debug build. Snapshots are held to the same limit.
    public static let maximumViewDepth = SwiftUIRuntime.maximumViewDepth

    /// Most views one scenario may contain; protects against `ForEach(0..<1_000_000)`.
    static let viewLimit = 20_000

    init(syntax: SourceFileSyntax, assets: ImageAssets, sink: DiagnosticSink) {
        self.file = syntax.file
        var structs: [String: StructDecl] = [:]
        for decl in syntax.structs where structs[decl.name] == nil { structs[decl.name] = decl }
        self.structs = structs
        var functions: [String: FunctionDecl] = [:]
        for function in syntax.functions where functions[function.name] == nil { functions[function.name] = function }
        self.functions = functions
        self.assets = assets
        self.sink = sink
    }

    // MARK: - Nodes

    func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(line: range.start.line, column: range.start.column)
    }

    mutating func makeNode(_ primitive: any LayoutPrimitive, children: [ViewNode] = [], label: String? = nil,
                           at range: SourceRange) -> ViewNode? {
        viewCount += 1
        if viewCount > Self.viewLimit {
            if !exceededViewLimit {
                exceededViewLimit = true
                sink.add(.tooManyViews(viewCount, limit: Self.viewLimit), at: range)
            }
            return nil
        }
        return ViewNode(primitive, children: children, label: label, source: location(range))
    }

    /// One node for several views: the node itself, a group, or an empty view.
    mutating func single(_ nodes: [ViewNode], name: String, at range: SourceRange) -> ViewNode? {
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return makeNode(EmptyLeaf(), label: "EmptyView", at: range) }
        return makeNode(GroupLayout(name: name), children: nodes, label: name, at: range)
    }

    // MARK: - Bodies

    /// Lowers view-builder statements in order; `let` adds to the scope, `if` picks a branch.
    mutating func lowerBody(_ statements: [Statement], scope: Scope) -> [ViewNode] {
        var scope = scope
        var nodes: [ViewNode] = []
        for statement in statements {
            if sink.isFull || exceededViewLimit { break }
            switch statement {
            case .expression(let expr):
                if let node = lowerView(expr, scope: scope) { nodes.append(node) }
            case .local(let name, let value, _):
                if let evaluated = evaluate(value, scope: scope) { scope = scope.binding(name, to: evaluated) }
            case .ifStatement(let condition, let thenBody, let elseBody, _):
                guard let flag = evaluateBool(condition, scope: scope) else { continue }
                nodes += lowerBody(flag ? thenBody : (elseBody ?? []), scope: scope)
            case .returnStatement(let expr, _):
                if let expr, let node = lowerView(expr, scope: scope) { nodes.append(node) }
                return nodes
            }
        }
        return nodes
    }

    /// Lowers the closure passed as `argument` (a view builder), binding its parameters to `values`.
    mutating func lowerClosure(_ argument: Argument, scope: Scope, parameters values: [Value] = []) -> [ViewNode]? {
        guard case .closure(let closure) = argument.value.kind else {
            sink.add(.wrongType(expected: "() -> some View", found: "value"), at: argument.value.range)
            return nil
        }
        var inner = scope
        for (index, value) in values.enumerated() {
            inner = inner.binding("$\(index)", to: value)
            if index < closure.parameters.count, closure.parameters[index] != "_" {
                inner = inner.binding(closure.parameters[index], to: value)
            }
        }
        return lowerBody(closure.body, scope: inner)
    }

    // MARK: - Views

    /// Lowers one view expression (a view, a modifier chain, a custom view, a `Group`/`ForEach`),
    /// at most `maximumViewDepth` levels deep.
    mutating func lowerView(_ expr: Expr, scope: Scope) -> ViewNode? {
        if exceededViewDepth { return nil }
        guard viewDepth < Self.maximumViewDepth else {
            exceededViewDepth = true
            sink.add(.viewsTooDeep(limit: Self.maximumViewDepth), at: expr.range)
            return nil
        }
        viewDepth += 1
        defer { viewDepth -= 1 }
        return lowerViewLevel(expr, scope: scope)
    }

    private mutating func lowerViewLevel(_ expr: Expr, scope: Scope) -> ViewNode? {
        if exceededViewLimit || sink.isFull { return nil }
        switch expr.kind {
        case .call(let callee, let arguments):
            switch callee.kind {
            case .member(let base, let name, let nameRange):
                if case .identifier(let typeName) = base.kind, typeName == "Color" || typeName == "Image" || typeName == "Text",
                   name == "init" {
                    return constructView(typeName, calleeRange: base.range, arguments: arguments, scope: scope)
                }
                if case .identifier("self") = base.kind, let function = function(named: name, scope: scope) {
                    return callViewFunction(function, arguments: arguments, calleeRange: nameRange, scope: scope)
                }
                guard let inner = lowerView(base, scope: scope) else {
                    return nil
                }
                return applyModifier(name, nameRange: nameRange, arguments: arguments, to: inner, scope: scope)
            case .identifier(let name):
                return constructView(name, calleeRange: callee.range, arguments: arguments, scope: scope)
            default:
                sink.add(.notAView("this call"), at: expr.range)
                return nil
            }
        case .member(let base, let name, let nameRange):
            if case .identifier("Color") = base.kind {
                guard let color = systemColor(name, range: nameRange) else { return nil }
                return makeNode(ColorLeaf(.system(color)), label: "Color.\(name)", at: expr.range)
            }
            if case .identifier("self") = base.kind {
                return lowerView(Expr(.identifier(name), range: nameRange), scope: scope)
            }
            if ModifierCatalogue.allNames.contains(name) {
                sink.add(.expected("'(' and ')'", context: "after modifier '\(name)'"), at: nameRange)
            } else {
                sink.add(.notAView("'\(expr.dottedName ?? name)'"), at: expr.range)
            }
            return nil
        case .identifier(let name):
            if let value = scope.lookup(name) ?? globals.lookup(name) {
                return viewFromValue(value, name: name, range: expr.range, scope: scope)
            }
            if structs[name] != nil || ViewCatalogue.modelled.contains(name) {
                sink.add(.expected("'()'", context: "to create a '\(name)' view"), at: expr.range,
                         fixIt: FixIt(range: expr.range, replacement: name + "()"))
                return nil
            }
            reportUnknownName(name, range: expr.range, scope: scope)
            return nil
        case .ternary(let condition, let thenExpr, let elseExpr):
            guard let flag = evaluateBool(condition, scope: scope) else { return nil }
            return lowerView(flag ? thenExpr : elseExpr, scope: scope)
        case .binary("+", let lhs, let rhs):
            // `Text("a") + Text("b")`: one text (fonts of the parts are not kept apart).
            guard let left = lowerView(lhs, scope: scope), let right = lowerView(rhs, scope: scope) else { return nil }
            guard let a = left.primitive as? TextLeaf, let b = right.primitive as? TextLeaf else {
                sink.add(.unsupportedExpression("'+' on views other than plain Text"), at: expr.range)
                return nil
            }
            return makeNode(TextLeaf(a.content + b.content), label: "Text", at: lhs.range)
        case .error:
            return nil
        case .implicitMember(let name):
            sink.add(.notAView("'.\(name)'"), at: expr.range)
            return nil
        case .string:
            sink.add(.notAView("a string literal"), at: expr.range,
                     notes: [DiagnosticNote("wrap it in Text(…) to show it")])
            return nil
        default:
            sink.add(.notAView("this expression"), at: expr.range)
            return nil
        }
    }

    private mutating func viewFromValue(_ value: Value, name: String, range: SourceRange, scope: Scope) -> ViewNode? {
        switch value {
        case .views(let nodes):
            return single(nodes, name: name, at: range)
        case .computedView(let body):
            return expanding("\(scope.structName ?? "").\(name)", at: range) { lowerer in
                lowerer.single(lowerer.lowerBody(body, scope: scope), name: name, at: range)
            }
        case .closure(let closure, let captured):
            // A view-builder closure stored in a property (`let content: () -> Content`), lowered
            // in the scope it was written in.
            return single(lowerBody(closure.body, scope: captured), name: name, at: range)
        case .color(let color):
            return makeNode(ColorLeaf(color), at: range)
        case .member(let member, nil) where SystemColor(rawValue: member) != nil:
            // A `Color` property set with an implicit member (`color: .blue`).
            return makeNode(ColorLeaf(.system(SystemColor(rawValue: member) ?? .clear)), label: "Color.\(member)", at: range)
        default:
            sink.add(.notAView("'\(name)' (of type '\(value.typeDescription)')"), at: range)
            return nil
        }
    }

    /// Runs `body` with `key` (a custom view, computed property or function being expanded) on
    /// the expansion stack. A key already on the stack is a cycle — SwiftUI would recurse forever —
    /// and is reported with `notes`; a stack deeper than `maximumExpansionDepth` is reported too.
    mutating func expanding<T>(_ key: String, at range: SourceRange, notes: [DiagnosticNote] = [],
                               _ body: (inout Lowerer) -> T?) -> T? {
        if let start = expansionStack.firstIndex(of: key) {
            sink.add(.recursiveView(Array(expansionStack[start...]) + [key]), at: range, notes: notes)
            return nil
        }
        guard expansionStack.count < Self.maximumExpansionDepth else {
            sink.add(.unsupportedExpression("custom views nested more than \(Self.maximumExpansionDepth) deep"), at: range)
            return nil
        }
        expansionStack.append(key)
        defer { expansionStack.removeLast() }
        return body(&self)
    }

    /// `cannot find 'x' in scope`, with a suggestion among the names in scope, the file's views
    /// and the views LayoutLens knows.
    mutating func reportUnknownName(_ name: String, range: SourceRange, scope: Scope) {
        let candidates = scope.names + globals.names + structs.keys.sorted() + functions.keys.sorted() + ViewCatalogue.modelled
        var notes: [DiagnosticNote] = []
        var fixIt: FixIt?
        if let suggestion = NameSuggestion.closest(to: name, in: candidates) {
            notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: range))
            fixIt = FixIt(range: range, replacement: suggestion)
        }
        sink.add(.cannotFindInScope(name), at: range, notes: notes, fixIt: fixIt)
    }

    mutating func systemColor(_ name: String, range: SourceRange) -> SystemColor? {
        if let color = SystemColor(rawValue: name) { return color }
        var notes: [DiagnosticNote] = []
        if let suggestion = NameSuggestion.closest(to: name, in: SystemColor.allCases.map(\.rawValue)) {
            notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: range))
        }
        sink.add(.noMember(name, type: "Color"), at: range, notes: notes)
        return nil
    }
}
