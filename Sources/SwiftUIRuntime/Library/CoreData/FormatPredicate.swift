#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftInterpreter

/// An `NSPredicate` made from a format string, as Foundation's predicate format reads it (Apple,
/// "Predicate Format String Syntax"): comparisons `==` `=` `!=` `<>` `<` `<=` `>` `>=`, string
/// operators `CONTAINS` `BEGINSWITH` `ENDSWITH` `LIKE` with `[c]` (case-insensitive) and `[d]`
/// (diacritic-insensitive) options, `IN` and `BETWEEN` with an aggregate `{a, b}` or an argument,
/// `AND`/`&&`, `OR`/`||`, `NOT`/`!`, parentheses, `ANY`/`SOME`/`ALL`/`NONE` over a to-many key
/// path, `TRUEPREDICATE`/`FALSEPREDICATE`, key paths (`zimFile.name`, `SELF`), and the
/// arguments `%@` (an object), `%K` (a key path), `%d` `%i` `%ld` `%lld` `%u` `%f` `%lf` `%s`.
/// Literals: quoted strings, numbers, `TRUE`/`YES`, `FALSE`/`NO`, `NIL`/`NULL`.
indirect enum FormatPredicate {
    case constant(Bool)
    case not(FormatPredicate)
    case and(FormatPredicate, FormatPredicate)
    case or(FormatPredicate, FormatPredicate)
    case comparison(Operand, String, Operand, options: Set<Character>, quantifier: String?)

    enum Operand {
        case keyPath([String])
        case value(Value)
        case aggregate([Operand])
    }

    /// Whether `object` satisfies the predicate.
    func evaluate(on object: Value, in interpreter: Interpreter) throws -> Bool {
        switch self {
        case let .constant(flag): return flag
        case let .not(inner): return try !inner.evaluate(on: object, in: interpreter)
        case let .and(a, b): return try a.evaluate(on: object, in: interpreter) && b.evaluate(on: object, in: interpreter)
        case let .or(a, b): return try a.evaluate(on: object, in: interpreter) || b.evaluate(on: object, in: interpreter)
        case let .comparison(left, op, right, options, quantifier):
            let lhs = try Self.resolve(left, on: object, in: interpreter), rhs = try Self.resolve(right, on: object, in: interpreter)
            guard let quantifier else { return try Self.compare(lhs, op, rhs, options: options, in: interpreter) }
            let members = SwiftUIRuntime.relatedObjects(lhs).isEmpty ? Self.elements(lhs) : SwiftUIRuntime.relatedObjects(lhs)
            let matches = try members.map { try Self.compare($0, op, rhs, options: options, in: interpreter) }
            switch quantifier {
            case "ALL": return matches.allSatisfy { $0 }
            case "NONE": return !matches.contains(true)
            default: return matches.contains(true)
            }
        }
    }

    private static func elements(_ value: Value) -> [Value] {
        switch value {
        case let .array(values): return values
        case let .set(set): return set.elements
        case let .optional(wrapped?): return elements(wrapped)
        default: return []
        }
    }

    /// A key path read from the object (through each to-many member, collecting), or a value.
    private static func resolve(_ operand: Operand, on object: Value, in interpreter: Interpreter) throws -> Value {
        switch operand {
        case let .value(value): return value
        case let .aggregate(operands): return .array(try operands.map { try resolve($0, on: object, in: interpreter) })
        case let .keyPath(names):
            var values = [object]
            var collects = false
            for name in names where name != "SELF" {
                var next: [Value] = []
                for value in values {
                    var base = value
                    while case let .optional(wrapped?) = base { base = wrapped }
                    if case .optional(nil) = base { next.append(.nil); continue }
                    if case .set = base { collects = true; next += elements(base).map { (try? interpreter.member(of: $0, named: name)) ?? .nil }; continue }
                    if case .array = base { collects = true; next += elements(base).map { (try? interpreter.member(of: $0, named: name)) ?? .nil }; continue }
                    next.append(try interpreter.member(of: base, named: name))
                }
                values = next
            }
            return collects ? .array(values) : (values.first ?? .nil)
        }
    }

    private static func unwrapped(_ value: Value) -> Value {
        if case let .optional(wrapped?) = value { return unwrapped(wrapped) }
        return value
    }

    private static func number(_ value: Value) -> Double? {
        switch unwrapped(value) {
        case let .int(n): return Double(n)
        case let .double(n), let .cgFloat(n): return n
        case let .bool(flag): return flag ? 1 : 0
        default: return nil
        }
    }

    private static func text(_ value: Value, options: Set<Character>) -> String? {
        guard case var .string(text) = unwrapped(value) else { return nil }
        if options.contains("c") { text = text.lowercased() }
        if options.contains("d") { text = text.folding(options: .diacriticInsensitive, locale: nil) }
        return text
    }

    /// `MATCHES`: the whole text against an ICU pattern, as `NSPredicate` anchors it
    /// (`^(?:pattern)$`). A pattern ICU rejects matches nothing, as a failed
    /// `NSRegularExpression` did; one `ICURegex` does not read is an error naming what it lacks.
    private static func matches(_ text: String, pattern: String, in interpreter: Interpreter) throws -> Bool {
        do {
            return try ICURegex("^(?:" + pattern + ")$").firstMatch(in: text)
        } catch ICURegex.Failure.invalid {
            return false
        } catch let ICURegex.Failure.unsupported(construct) {
            throw RuntimeError(.unsupported, "MATCHES '\(pattern)': \(construct) is not supported", at: interpreter.currentRange)
        } catch {
            throw RuntimeError(.unsupported, "MATCHES '\(pattern)' backtracks too long on a text of \(text.unicodeScalars.count) scalars", at: interpreter.currentRange)
        }
    }

    private static func compare(_ lhs: Value, _ op: String, _ rhs: Value, options: Set<Character>, in interpreter: Interpreter) throws -> Bool {
        switch op {
        case "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES":
            if op == "CONTAINS", text(lhs, options: options) == nil {
                return try elements(lhs).contains { try compare($0, "==", rhs, options: options, in: interpreter) }
            }
            guard let a = text(lhs, options: options), let b = text(rhs, options: options) else { return false }
            switch op {
            case "CONTAINS": return b.isEmpty || a.contains(b)
            case "BEGINSWITH": return a.hasPrefix(b)
            case "ENDSWITH": return a.hasSuffix(b)
            case "LIKE": return wildcardMatch(Array(a), Array(b))
            default: return try matches(a, pattern: b, in: interpreter)
            }
        case "IN":
            if case let .string(haystack) = unwrapped(rhs), let needle = text(lhs, options: options) {
                return text(.string(haystack), options: options)?.contains(needle) ?? false
            }
            return try elements(rhs).contains { try compare(lhs, "==", $0, options: options, in: interpreter) }
        case "BETWEEN":
            let bounds = elements(rhs)
            guard bounds.count == 2 else { return false }
            return try compare(lhs, ">=", bounds[0], options: options, in: interpreter) && compare(lhs, "<=", bounds[1], options: options, in: interpreter)
        default: break
        }
        let a = unwrapped(lhs), b = unwrapped(rhs)
        // `nil` equals only `nil`, and orders against nothing.
        if a.isNil || b.isNil {
            switch op {
            case "==": return a.isNil && b.isNil
            case "!=": return a.isNil != b.isNil
            default: return false
            }
        }
        if let x = number(a), let y = number(b) { return holds(x, op, y) }
        if let x = text(a, options: options), let y = text(b, options: options) { return holds(x, op, y) }
        if case let .object(x) = a, case let .object(y) = b { return (op == "==") == (x === y) }
        // Other values (dates, UUIDs) by Swift's `==` and `<`; values of types that do not compare
        // (a value of another file) satisfy no comparison.
        switch op {
        case "==": return (try? interpreter.equals(a, b)) ?? false
        case "!=": return !((try? interpreter.equals(a, b)) ?? true)
        case "<": return (try? interpreter.lessThan(a, b)) ?? false
        case "<=": return (try? !interpreter.lessThan(b, a)) ?? false
        case ">": return (try? interpreter.lessThan(b, a)) ?? false
        default: return (try? !interpreter.lessThan(a, b)) ?? false
        }
    }

    /// `x op y` for one of the comparison operators `==`, `!=`, `<`, `<=`, `>`, `>=`.
    private static func holds<T: Comparable>(_ x: T, _ op: String, _ y: T) -> Bool {
        switch op {
        case "==": return x == y
        case "!=": return x != y
        case "<": return x < y
        case "<=": return x <= y
        case ">": return x > y
        default: return x >= y
        }
    }

    /// `LIKE`: `*` matches any run of characters, `?` one character.
    private static func wildcardMatch(_ text: [Character], _ pattern: [Character]) -> Bool {
        var memo: [Int: Bool] = [:]
        func match(_ t: Int, _ p: Int) -> Bool {
            let key = t * (pattern.count + 1) + p
            if let known = memo[key] { return known }
            let result: Bool
            if p == pattern.count { result = t == text.count } else if pattern[p] == "*" {
                result = match(t, p + 1) || (t < text.count && match(t + 1, p))
            } else {
                result = t < text.count && (pattern[p] == "?" || pattern[p] == text[t]) && match(t + 1, p + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}
