import Diagnostics

/// Follows the names, helper functions and conditionals of a project manifest far enough to see
/// the `Project`/`Target` values it builds, without running it: a name becomes the expression it
/// is bound to (a parameter, a local `let`, a top-level or `static let`), a call to a `func` the
/// manifest or its helpers declare becomes the function's returned expression with its parameters
/// bound to the call's arguments (or their defaults), `c ? a : b` takes the branch `c` names when
/// `c` comes down to `true` or `false`, and `"\(name)"` is filled in when `name` comes down to a
/// string. Bounded: each step counts against a budget, so a function that calls itself ends.
struct ManifestEvaluator {
    /// An expression with the names in scope where it was written.
    struct Value {
        var expression: ManifestExpression
        var scope: [String: Value] = [:]

        func argument(_ label: String?) -> Value? { expression.argument(label).map { Value(expression: $0, scope: scope) } }
        var calleeName: String? { expression.calleeName }
        var offset: Int { expression.offset }
    }

    /// ProjectDescription's own constructors and cases: a helper of the same name does not
    /// replace them (Tuist's API reference, "Target", "TargetDependency", "SourceFilesList").
    static let vocabulary: Set<String> = ["target", "Target", "Project", "project", "external", "package", "sdk", "glob", "file",
                                          "extendingDefault", "local", "remote", "init", "Workspace"]
    static let stepBudget = 200_000

    let bindings: [String: ManifestExpression]
    let functions: [String: [ManifestParser.Function]]
    private var steps = 0
    /// What could not be followed, at a byte offset (see `ManifestSources`).
    private(set) var problems: [(message: DiagnosticMessage, offset: Int)] = []
    /// Offsets of conditionals whose condition could not be decided.
    private(set) var undecided: [Int] = []
    /// Offsets of calls to helpers whose bodies have statements the parser skips
    /// (`ManifestParser.Function.skipsStatements`).
    private(set) var skippedBodies: [(function: String, offset: Int)] = []

    init(bindings: [String: ManifestExpression], functions: [String: [ManifestParser.Function]]) {
        self.bindings = bindings
        self.functions = functions
    }

    var exhausted: Bool { steps > Self.stepBudget }

    /// `value` with names, helper calls and conditionals followed until it is none of them.
    mutating func resolve(_ value: Value) -> Value {
        var current = value
        for _ in 0..<256 {
            steps += 1
            guard steps <= Self.stepBudget else { return current }
            switch current.expression {
            case .identifier(let name, _):
                if let bound = current.scope[name] { current = bound; continue }
                if let bound = bindings[name] { current = Value(expression: bound); continue }
                return current
            case .member(.identifier(let type, _), let name, _) where type.first?.isUppercase == true && bindings[name] != nil:
                // `Constants.bundlePrefix`: a `static let` of a helper type.
                current = Value(expression: bindings[name]!)
                continue
            case .conditional(let condition, let then, let otherwise):
                switch bool(Value(expression: condition, scope: current.scope)) {
                case true?: current = Value(expression: then, scope: current.scope)
                case false?: current = Value(expression: otherwise, scope: current.scope)
                case nil:
                    undecided.append(condition.offset)
                    current = Value(expression: then, scope: current.scope)
                }
                continue
            case .call(let callee, let arguments, _):
                guard let name = current.calleeName, !Self.vocabulary.contains(name), let overloads = functions[name] else { return current }
                if case .member(let base, _, _) = callee, !Self.isTypeName(base) { return current }
                guard let (function, scope) = bind(arguments, scope: current.scope, to: overloads), let result = function.result else {
                    return current
                }
                if function.skipsStatements, !skippedBodies.contains(where: { $0.offset == current.offset }) {
                    skippedBodies.append((function.name, current.offset))
                }
                var functionScope = scope
                for local in function.locals { functionScope[local.name] = Value(expression: local.value, scope: functionScope) }
                applyChanges(function.changes, to: &functionScope)
                current = Value(expression: result, scope: functionScope)
                continue
            default:
                return current
            }
        }
        return current
    }

    /// A function's `local.append(…)`s, `+=`s and those under `if flag { … }` when `flag`
    /// comes down to `true` (`!flag`: `false`; undecided: applied, and noted).
    private mutating func applyChanges(_ changes: [ManifestParser.Function.LocalChange], to scope: inout [String: Value]) {
        for change in changes {
            guard let base = scope[change.name] else { continue }
            if let condition = change.condition {
                if let holds = bool(Value(expression: condition, scope: scope)) {
                    if holds == change.negated { continue }
                } else {
                    undecided.append(condition.offset)
                }
            }
            let added = change.isSingleElement ? ManifestExpression.array([change.value], offset: change.value.offset) : change.value
            scope[change.name] = Value(expression: .concatenation(base.expression, added), scope: scope)
        }
    }

    /// `Target.make(…)`, `ProjectDescription.Target.make(…)`: a static function of a type.
    private static func isTypeName(_ expression: ManifestExpression) -> Bool {
        switch expression {
        case .identifier(let name, _): return name.first?.isUppercase == true
        case .member(_, let name, _): return name.first?.isUppercase == true
        default: return false
        }
    }

    /// The first overload whose parameters take `arguments` in order (a missing argument needs
    /// a default), with its parameters bound.
    private func bind(_ arguments: [ManifestArgument], scope: [String: Value],
                      to overloads: [ManifestParser.Function]) -> (ManifestParser.Function, [String: Value])? {
        overloads: for function in overloads {
            var bound: [String: Value] = [:]
            var next = 0
            for parameter in function.parameters {
                if next < arguments.count, arguments[next].label == parameter.label {
                    bound[parameter.name] = Value(expression: arguments[next].value, scope: scope)
                    next += 1
                } else if let defaultValue = parameter.defaultValue {
                    bound[parameter.name] = Value(expression: defaultValue)
                } else {
                    continue overloads
                }
            }
            if next == arguments.count { return (function, bound) }
        }
        return nil
    }

    /// `true`/`false`, a name bound to one, or `!` of one; nil otherwise.
    mutating func bool(_ value: Value) -> Bool? {
        let resolved = resolve(value)
        if case .identifier(let word, _) = resolved.expression, word == "true" || word == "false" { return word == "true" }
        return nil
    }

    /// A string literal, a filled-in interpolation, or `Path`'s `.relativeToManifest("…")`;
    /// nil, with a problem noted, for anything else.
    mutating func string(_ value: Value?, what: String) -> String? {
        guard let value else { return nil }
        let resolved = resolve(value)
        switch resolved.expression {
        case .string(let text, _):
            return text
        case .interpolated(let text, _):
            if let filled = fillInterpolations(text, scope: resolved.scope) { return filled }
        case .call:
            if ["relativeToManifest", "path", "init"].contains(resolved.calleeName ?? ""), let inner = resolved.argument(nil) {
                return string(inner, what: what)
            }
        default:
            break
        }
        note(resolved, as: what)
        return nil
    }

    /// `"Targets/\(name)/Sources/**"` with each `\(name)` that comes down to a string filled in.
    private mutating func fillInterpolations(_ text: String, scope: [String: Value]) -> String? {
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "\\(") {
            result += rest[..<start.lowerBound]
            guard let close = rest[start.upperBound...].firstIndex(of: ")") else { return nil }
            let name = String(rest[start.upperBound..<close]).trimmingCharacters(in: " ")
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
            let parts = name.split(separator: ".").map(String.init)
            var expression = ManifestExpression.identifier(parts[0], offset: 0)
            for part in parts.dropFirst() { expression = .member(expression, part, offset: 0) }
            let resolved = resolve(Value(expression: expression, scope: scope))
            guard case .string(let filled, _) = resolved.expression else { return nil }
            result += filled
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The elements of an array (arrays joined with `+` included); a single value is one
    /// element (Tuist's lists accept a string literal for one glob).
    mutating func elements(_ value: Value?) -> [Value] {
        guard let value else { return [] }
        let resolved = resolve(value)
        switch resolved.expression {
        case .array(let items, _): return items.map { Value(expression: $0, scope: resolved.scope) }
        case .identifier("nil", _): return []
        case .concatenation(let left, let right):
            return elements(Value(expression: left, scope: resolved.scope)) + elements(Value(expression: right, scope: resolved.scope))
        default: return [resolved]
        }
    }

    /// The last name of `.app`, `Product.app`: an enum case written as a member.
    mutating func caseName(_ value: Value?) -> String? {
        guard let value else { return nil }
        switch resolve(value).expression {
        case .implicitMember(let name, _), .member(_, let name, _): return name
        default: return resolve(value).calleeName
        }
    }

    mutating func note(_ value: Value, as what: String) {
        let description: String
        switch value.expression {
        case .unknown(let word, _): description = word
        case .call: description = "the call '\(value.calleeName ?? "?")(...)' as \(what)"
        case .identifier(let name, _): description = "the name '\(name)' as \(what)"
        case .interpolated: description = "a string with an interpolation that is not a known string, as \(what)"
        default: description = "this expression as \(what)"
        }
        problems.append((.projectManifestFormNotUnderstood(description), value.offset))
    }
}

private extension String {
    func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return String(text)
    }
}
