/// Swift's `print` / `String(describing:)` formatting (`description`) and the form used inside
/// collections and optionals (`debugDescription`): strings quoted and escaped, user types
/// qualified with the module name (`[main.Point(x: 1)]`), `Optional(3)`, `1e-05`.
extension Interpreter {
    public func describe(_ value: Value) throws -> String { try describe(value, debug: false) }

    public func describe(_ value: Value, debug: Bool) throws -> String {
        switch value {
        case .void: return "()"
        case let .int(v): return String(v)
        case let .double(v), let .cgFloat(v): return v.description
        case let .bool(v): return v ? "true" : "false"
        case let .string(v): return debug ? quoted(v) : v
        case let .character(v): return debug ? quoted(String(v)) : String(v)
        case let .optional(wrapped):
            guard let wrapped else { return "nil" }
            return "Optional(\(try describe(wrapped, debug: true)))"
        case let .array(elements):
            return "[" + (try elements.map { try describe($0, debug: true) }).joined(separator: ", ") + "]"
        case let .set(set):
            return "[" + (try set.elements.map { try describe($0, debug: true) }).joined(separator: ", ") + "]"
        case let .dictionary(dictionary):
            if dictionary.isEmpty { return "[:]" }
            return "[" + (try dictionary.pairs.map { "\(try describe($0.0, debug: true)): \(try describe($0.1, debug: true))" })
                .joined(separator: ", ") + "]"
        case let .tuple(elements, labels):
            var parts: [String] = []
            for (index, element) in elements.enumerated() {
                let text = try describe(element, debug: true)
                if let label = labels[safe: index] ?? nil { parts.append("\(label): \(text)") } else { parts.append(text) }
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case let .range(range):
            let lower = try range.lower.map { try describe($0, debug: true) } ?? ""
            let upper = try range.upper.map { try describe($0, debug: true) } ?? ""
            let text = lower + (range.isClosed ? "..." : "..<") + upper
            return debug ? (range.isClosed ? "ClosedRange(\(text))" : "Range(\(text))") : text
        case let .structValue(instance):
            if let custom = try customDescription(value, type: instance.type) { return custom }
            let fields = try instance.type.storedProperties.map { property in
                "\(property.name): \(try describe(instance.fields[property.slot], debug: true))"
            }
            return qualified(instance.type, debug) + "(" + fields.joined(separator: ", ") + ")"
        case let .enumValue(instance):
            if let custom = try customDescription(value, type: instance.type) { return custom }
            var text = qualified(instance.type, debug) + instance.caseName
            if !instance.payload.isEmpty {
                text += try describe(.tuple(instance.payload, labels: instance.labels), debug: true)
            }
            return text
        case let .object(object):
            if let custom = try customDescription(value, type: object.type) { return custom }
            return "\(moduleName).\(object.type.qualifiedName)"
        case .function: return "(Function)"
        case let .metatype(type): return type.name
        case let .keyPath(path): return "\\" + (path.rootTypeName ?? "") + "." + path.components.map { component in
            switch component {
            case let .member(name): return name
            case .optionalChain: return "?"
            case .forceUnwrap: return "!"
            case .subscriptIndex: return "[]"
            }
        }.joined(separator: ".")
        case let .unresolvedMember(member): return "." + member.name
        case let .native(native):
            if let describe = native.type.native?.describe { return describe(value) }
            return native.type.name
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

    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
