import SwiftFrontEnd

/// Swift's `print` / `String(describing:)` formatting (`description`) and the form used inside
/// collections and optionals (`debugDescription`): strings quoted and escaped, user types
/// qualified with the module name (`[main.Point(x: 1)]`), `Optional(3)`, `1e-05`.
extension Interpreter {
    public func describe(_ value: Value) throws -> String { try describe(value, debug: false) }

    public func describe(_ value: Value, debug: Bool) throws -> String {
        var text = ""
        try describe(value, debug: debug, into: &text, depth: 0)
        return text
    }

    /// The deepest nesting `describe` follows (an enum of 200 000 `indirect` levels took 20 s and
    /// would overflow a small stack): past it, a limit error. Each value described is a step.
    static let maximumDescribeDepth = 10_000

    /// Appends the description to `text`: one buffer for the whole value, so a deep value costs
    /// time in proportion to its size (each level building its own string copied every inner one).
    private func describe(_ value: Value, debug: Bool, into text: inout String, depth: Int) throws {
        try step()
        guard depth < Self.maximumDescribeDepth else {
            throw error(.limit, "describing a value nested more than \(Self.maximumDescribeDepth) levels deep is not supported")
        }
        func inner(_ value: Value) throws { try describe(value, debug: true, into: &text, depth: depth + 1) }
        func list(_ values: [Value], _ each: (Value) throws -> Void) throws {
            for (index, element) in values.enumerated() {
                if index > 0 { text += ", " }
                try each(element)
            }
        }
        switch value {
        case .void: text += "()"
        case let .int(v): text += String(v)
        case let .uint64(v): text += String(v)
        case let .double(v), let .cgFloat(v): text += v.description
        case let .bool(v): text += v ? "true" : "false"
        case let .string(v): text += debug ? SwiftStringLiteral.quoted(v) : v
        case let .character(v): text += debug ? SwiftStringLiteral.quoted(String(v)) : String(v)
        case let .optional(wrapped):
            guard let wrapped else { text += "nil"; return }
            text += "Optional("
            try inner(wrapped)
            text += ")"
        case let .array(elements):
            text += "["
            try list(elements, inner)
            text += "]"
        case let .set(set):
            text += "["
            try list(set.elements, inner)
            text += "]"
        case let .dictionary(dictionary):
            if dictionary.isEmpty { text += "[:]"; return }
            text += "["
            for (index, pair) in dictionary.pairs.enumerated() {
                if index > 0 { text += ", " }
                try inner(pair.0)
                text += ": "
                try inner(pair.1)
            }
            text += "]"
        case let .tuple(elements, labels):
            text += "("
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                if let label = labels[safe: index] ?? nil { text += label + ": " }
                try inner(element)
            }
            text += ")"
        case let .range(range):
            if debug { text += range.isClosed ? "ClosedRange(" : "Range(" }
            if let lower = range.lower { try inner(lower) }
            text += range.isClosed ? "..." : "..<"
            if let upper = range.upper { try inner(upper) }
            if debug { text += ")" }
        case let .structValue(instance):
            if let custom = try customDescription(value, type: instance.type) { text += custom; return }
            text += qualified(instance.type, debug) + "("
            for (index, property) in instance.type.storedProperties.enumerated() {
                if index > 0 { text += ", " }
                text += property.name + ": "
                try inner(instance.fields[property.slot])
            }
            text += ")"
        case let .enumValue(instance):
            if let custom = try customDescription(value, type: instance.type) { text += custom; return }
            text += qualified(instance.type, debug) + instance.caseName
            if !instance.payload.isEmpty { try inner(.tuple(instance.payload, labels: instance.labels)) }
        case let .object(object):
            if let custom = try customDescription(value, type: object.type) { text += custom; return }
            text += "\(moduleName).\(object.type.qualifiedName)"
        case .function: text += "(Function)"
        case let .metatype(type): text += type.name
        case let .keyPath(path): text += "\\" + (path.rootTypeName ?? "") + "." + path.components.map { component in
            switch component {
            case let .member(name): return name
            case .optionalChain: return "?"
            case .forceUnwrap: return "!"
            case .subscriptIndex: return "[]"
            }
        }.joined(separator: ".")
        case let .unresolvedMember(member): text += "." + member.name
        case let .native(native):
            if let describe = native.type.native?.describe { text += describe(value) } else { text += native.type.name }
        }
    }

    /// `Point.` inside collections (as `main.Point.`), nothing at top level for enums; the struct
    /// name itself for structs.
    private func qualified(_ type: TypeInfo, _ debug: Bool) -> String {
        switch type.kind {
        case .enumType: return debug ? "\(moduleName).\(type.qualifiedName)." : ""
        default: return debug ? "\(moduleName).\(type.qualifiedName)" : type.name
        }
    }

    /// The user's `description` when the type conforms to `CustomStringConvertible`.
    private func customDescription(_ value: Value, type: TypeInfo) throws -> String? {
        guard type.conforms(to: "CustomStringConvertible") || type.conforms(to: "CustomDebugStringConvertible") else {
            return nil
        }
        let name = type.conforms(to: "CustomStringConvertible") ? "description" : "debugDescription"
        if case let .string(text) = try member(of: value, named: name) { return text }
        return nil
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
