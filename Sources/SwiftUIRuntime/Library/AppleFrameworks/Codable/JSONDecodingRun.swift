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
import JSONParsing
import SwiftInterpreter

/// One `JSONDecoder.decode(_:from:)` call, running Swift's `Decodable` rules over parsed JSON
/// (Apple docs, "Encoding and Decoding Custom Types"; SE-0166 for the synthesized conformance):
/// - a struct or class without its own `init(from:)`: each stored property under its key (the
///   `CodingKeys` case's raw value, else the property name), an optional one with
///   `decodeIfPresent` (missing or `null` → nil), a `let` with an initial value left out (Swift
///   warns it will not be decoded), a property `CodingKeys` leaves out keeping its initial value;
/// - a type with its own `init(from decoder:)`: that initializer, given a `Decoder` whose
///   containers read this JSON (`CodableContainers`);
/// - an enum with a raw type: the raw value, then the case with it; an enum without one: an
///   object whose single key names the case (SE-0295), its associated values by label;
/// - `String`, `Int`, `Double`, `CGFloat`, `Bool`, `URL`, `UUID`, `Date` (by the decoder's
///   `dateDecodingStrategy`), `Data` (Base64), arrays, sets, dictionaries with `String` or `Int` keys.
/// Keys are converted by `keyDecodingStrategy` (`.convertFromSnakeCase`). A problem throws a
/// `DecodingFailure`, which the caller throws to the program as `DecodingError`.
final class JSONDecodingRun {
    enum DateStrategy {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
        /// `.formatted(_:)`, `.custom(_:)`: not run (a stand-in date with a warning).
        case unsupported(String)
    }

    let runtime: SwiftUIRuntime
    var interpreter: Interpreter { runtime.interpreter }
    let convertsFromSnakeCase: Bool
    let dateStrategy: DateStrategy
    /// Decoding calls nested in one another (a type's `init(from:)` decoding its properties):
    /// bounded, as JSON nesting is.
    private var depth = 0

    init(runtime: SwiftUIRuntime, convertsFromSnakeCase: Bool, dateStrategy: DateStrategy) {
        self.runtime = runtime
        self.convertsFromSnakeCase = convertsFromSnakeCase
        self.dateStrategy = dateStrategy
    }

    // MARK: Values

    func decode(_ type: DecodedType, from node: JSONNode, path: [CodingPathKey]) throws -> Value {
        depth += 1
        defer { depth -= 1 }
        guard depth < JSONLimits.files.maximumDepth else {
            throw DecodingFailure.dataCorrupted("The value is nested too deeply to decode.", path: path)
        }
        switch type {
        case let .optional(wrapped):
            if case .null = node.value { return .nil }
            return .some(try decode(wrapped, from: node, path: path))
        case let .array(element), let .set(element):
            guard case let .array(elements) = node.value else {
                throw try mismatch(type.swiftName == "Array<Any>" ? "Array<Any>" : "Array<Any>", node, path)
            }
            var values: [Value] = []
            values.reserveCapacity(elements.count)
            for (index, child) in elements.enumerated() {
                if case .null = child.value, case .optional = element { values.append(.nil); continue }
                if case .null = child.value {
                    throw DecodingFailure.valueNotFound(element.swiftName, path: path + [.index(index)])
                }
                values.append(try decode(element, from: child, path: path + [.index(index)]))
            }
            if case .set = type { return .set(OrderedSet(values)) }
            return .array(values)
        case let .dictionary(key, value):
            guard case let .object(members) = node.value else { throw try mismatch("Dictionary<String, Any>", node, path) }
            var dictionary = OrderedDictionary()
            for member in members {
                let keyValue: Value
                if case let .named(name, _, _) = key, name == "Int" {
                    guard let number = Int(member.key) else {
                        throw DecodingFailure.typeMismatch("Int", found: .string, path: path + [.key(member.key)])
                    }
                    keyValue = .int(number)
                } else {
                    keyValue = .string(member.key)
                }
                if case .null = member.node.value, case .optional = value { dictionary[keyValue] = .nil; continue }
                dictionary[keyValue] = try decode(value, from: member.node, path: path + [.key(member.key)])
            }
            return .dictionary(dictionary)
        case .any:
            return anyValue(node)
        case let .unseen(standIn):
            return standIn
        case let .named(name, owner, arguments):
            if case .null = node.value { throw DecodingFailure.valueNotFound(name, path: path) }
            return try decodeNamed(name, owner: owner, arguments: arguments, node, path)
        }
    }

    /// The JSON value as `JSONSerialization.jsonObject(with:)` gives it to Swift: `[String: Any]`,
    /// `[Any]`, `String`, `Int` for an integral number else `Double`, `Bool`, nil for `null`.
    func anyValue(_ node: JSONNode) -> Value {
        switch node.value {
        case let .object(members):
            var dictionary = OrderedDictionary()
            for member in members { dictionary[.string(member.key)] = anyValue(member.node) }
            return .dictionary(dictionary)
        case let .array(elements): return .array(elements.map(anyValue))
        case let .string(text): return .string(text)
        case let .number(text): return Int(text).map(Value.int) ?? .double(Double(text) ?? 0)
        case let .bool(flag): return .bool(flag)
        case .null: return .nil
        }
    }

    private func decodeNamed(_ name: String, owner: TypeInfo?, arguments: [TypeHint], _ node: JSONNode, _ path: [CodingPathKey]) throws -> Value {
        switch name {
        case "String", "Substring":
            guard case let .string(text) = node.value else { throw try mismatch("String", node, path) }
            return .string(text)
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            guard case let .number(text) = node.value else { throw try mismatch(name, node, path) }
            if let number = Int(text) { return .int(number) }
            if let real = Double(text), real.rounded() == real, abs(real) < 9.2e18 { return .int(Int(real)) }
            // swift-foundation refuses the number while reading the JSON: no coding path.
            throw DecodingFailure.dataCorrupted(DecodingFailure.invalidJSON, path: [])
        case "Decimal" where interpreter.type(named: "Decimal")?.native != nil:
            // swift-foundation reads a `Decimal` from the number's digits, not through `Double`.
            guard case let .number(text) = node.value, let decimal = Decimal(string: text) else { throw try mismatch(name, node, path) }
            return interpreter.nativeValue("Decimal", decimal)
        case "Double", "Float", "CGFloat", "TimeInterval", "Decimal", "Float64", "Float32":
            guard case let .number(text) = node.value, let real = Double(text) else { throw try mismatch(name, node, path) }
            return name == "CGFloat" ? .cgFloat(real) : .double(real)
        case "Bool":
            guard case let .bool(flag) = node.value else { throw try mismatch("Bool", node, path) }
            return .bool(flag)
        case "URL":
            guard case let .string(text) = node.value else { throw try mismatch("String", node, path) }
            guard !text.isEmpty else { throw DecodingFailure.dataCorrupted("Invalid URL string.", path: path) }
            return interpreter.nativeValue("URL", EnumCasePayload(name: text))
        case "UUID":
            guard case let .string(text) = node.value else { throw try mismatch("String", node, path) }
            guard UUID(uuidString: text) != nil else {
                throw DecodingFailure.dataCorrupted("Attempted to decode UUID from invalid UUID string.", path: path)
            }
            return interpreter.nativeValue("UUID", text.uppercased())
        case "Date":
            return try decodeDate(node, path)
        case "Data":
            // The default `dataDecodingStrategy`, `.base64`.
            guard case let .string(text) = node.value else { throw try mismatch("String", node, path) }
            // `Data(base64Encoded:)` with no options, as the `.base64` strategy reads it.
            guard let bytes = Data(base64Encoded: text).map(Array.init) else {
                throw DecodingFailure.dataCorrupted("Encountered Data is not valid Base64.", path: path)
            }
            return interpreter.nativeValue("Data", FileBytes(bytes))
        default:
            guard let type = lookUp(name, owner: owner) else {
                throw DecodingFailure.dataCorrupted("LayoutLens does not know the type '\(name)', so it cannot decode it.", path: path)
            }
            return try decode(type, node, path, bindings: Self.bindings(of: type, to: arguments))
        }
    }

    /// `type`'s generic parameters bound to the arguments it was written with (`E` to `Day` for
    /// `Update<Day>`); empty when it has none or they were not written.
    static func bindings(of type: TypeInfo, to arguments: [TypeHint]) -> [String: TypeHint] {
        guard !arguments.isEmpty, arguments.count == type.genericParameterNames.count else { return [:] }
        return Dictionary(zip(type.genericParameterNames, arguments), uniquingKeysWith: { first, _ in first })
    }

    /// Whether every type `type` names is one the decoder knows (not a generic parameter `T`).
    func names(_ type: DecodedType) -> Bool {
        switch type {
        case let .named(name, owner, _):
            return Self.libraryNames.contains(name) || lookUp(name, owner: owner) != nil
        case let .optional(inner), let .array(inner), let .set(inner): return names(inner)
        case let .dictionary(key, value): return names(key) && names(value)
        case .any, .unseen: return false
        }
    }

    static let libraryNames: Set<String> = [
        "String", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "TimeInterval", "Decimal", "Float64", "Float32", "Bool", "URL", "UUID", "Date", "Data",
    ]

    /// `name` as Swift resolves it from inside `owner`: a nested type of the owner or of its
    /// enclosing types, else a top-level type; `Outer.Inner` through the nesting.
    func lookUp(_ name: String, owner: TypeInfo?) -> TypeInfo? {
        let parts = name.split(separator: ".").map(String.init)
        var found: TypeInfo?
        var scope = owner
        while found == nil, let current = scope {
            found = current.nestedTypes[parts[0]]
            scope = enclosing(current)
        }
        found = found ?? interpreter.type(named: parts[0])
        for part in parts.dropFirst() { found = found?.nestedTypes[part] }
        return found
    }

    private func enclosing(_ type: TypeInfo) -> TypeInfo? {
        let qualified = type.qualifiedName.split(separator: ".").map(String.init)
        guard qualified.count > 1, var outer = interpreter.type(named: qualified[0]) else { return nil }
        for part in qualified.dropFirst().dropLast() {
            guard let inner = outer.nestedTypes[part] else { return nil }
            outer = inner
        }
        return outer
    }

    // MARK: Program types

    func decode(_ type: TypeInfo, _ node: JSONNode, _ path: [CodingPathKey], bindings: [String: TypeHint] = [:]) throws -> Value {
        if type.initializers.contains(where: { $0.labels == ["from"] }) {
            let decoder = CodableContainers.decoderValue(self, node: node, path: path)
            do {
                return try interpreter.construct(type, [CallArgument("from", decoder)], genericArguments: bindings)
            } catch let thrown as ThrownError {
                if let failure = thrown.value.nativePayload(DecodingFailure.self) { throw failure }
                throw thrown
            }
        }
        switch type.kind {
        case .enumType: return try decodeEnum(type, node, path)
        case .structType, .classType: return try decodeProperties(type, node, path, bindings: bindings)
        default:
            throw DecodingFailure.dataCorrupted("LayoutLens cannot decode the library type '\(type.name)'.", path: path)
        }
    }

    /// The (property, key) pairs the synthesized `init(from:)` decodes.
    func codingKeys(of type: TypeInfo) -> [(property: StoredProperty, key: String)] {
        let properties = type.storedProperties.filter { !($0.isLet && $0.initialValue != nil) && !$0.isLazy && $0.wrapper == nil }
        guard let keys = type.nestedTypes["CodingKeys"], keys.kind == .enumType else {
            return properties.map { ($0, $0.name) }
        }
        return properties.compactMap { property in
            guard let found = keys.cases.first(where: { $0.name == property.name }) else { return nil }
            if case let .string(raw)? = found.rawValue { return (property, raw) }
            return (property, found.name)
        }
    }

    private func decodeProperties(_ type: TypeInfo, _ node: JSONNode, _ path: [CodingPathKey], bindings: [String: TypeHint]) throws -> Value {
        guard case .object = node.value else { throw try mismatch("Dictionary<String, Any>", node, path) }
        let members = keyedMembers(node)
        var instance = try interpreter.makeInstanceForHost(type)
        for (property, key) in codingKeys(of: type) {
            let declared = bindings.isEmpty ? property.hint : property.hint?.substituting(bindings)
            let propertyType = DecodedType(declared, owner: type)
            let value: Value
            if case let .optional(wrapped) = propertyType {
                guard let child = members[key], !isNull(child) else {
                    value = .nil
                    set(&instance, property.slot, value)
                    continue
                }
                value = .some(try decode(wrapped, from: child, path: path + [.key(key)]))
            } else {
                guard let child = members[key] else { throw DecodingFailure.keyNotFound(key, path: path) }
                if isNull(child) { throw DecodingFailure.valueNotFound(propertyType.swiftName, path: path + [.key(key)]) }
                value = try decode(propertyType, from: child, path: path + [.key(key)])
            }
            set(&instance, property.slot, value)
        }
        return instance
    }

    private func set(_ instance: inout Value, _ slot: Int, _ value: Value) {
        switch instance {
        case var .structValue(structure):
            instance = .void
            structure.fields[slot] = value
            instance = .structValue(structure)
        case let .object(object): object.fields[slot] = value
        default: break
        }
    }

    private func decodeEnum(_ type: TypeInfo, _ node: JSONNode, _ path: [CodingPathKey]) throws -> Value {
        if let rawType = type.rawTypeName {
            let raw = try decode(.named(rawType, owner: nil), from: node, path: path)
            guard let found = type.cases.first(where: { $0.rawValue == raw }) else {
                let text = (try? interpreter.describe(raw)) ?? ""
                throw DecodingFailure.dataCorrupted("Cannot initialize \(type.name) from invalid \(rawType) value \(text)", path: path)
            }
            return .enumValue(EnumInstance(type: type, caseName: found.name))
        }
        guard case let .object(members) = node.value else { throw try mismatch("Dictionary<String, Any>", node, path) }
        guard members.count == 1, let member = members.first else {
            throw DecodingFailure.typeMismatch(type.name, found: .object, path: path)
        }
        let caseKey = convertsFromSnakeCase ? Self.camelCase(member.key) : member.key
        guard let found = type.cases.first(where: { $0.name == caseKey }) else {
            throw DecodingFailure.dataCorrupted("Key '\(member.key)' does not match any case of \(type.name).", path: path)
        }
        guard found.hasPayload else { return .enumValue(EnumInstance(type: type, caseName: found.name)) }
        let payloadMembers = keyedMembers(member.node)
        var payload: [Value] = []
        for (index, label) in found.payloadLabels.enumerated() {
            let key = label ?? "_\(index)"
            let hint = index < found.payloadHints.count ? found.payloadHints[index] : nil
            guard let child = payloadMembers[key] else {
                if case .optional? = hint { payload.append(.nil); continue }
                throw DecodingFailure.keyNotFound(key, path: path + [.key(member.key)])
            }
            payload.append(try decode(DecodedType(hint, owner: type), from: child, path: path + [.key(member.key), .key(key)]))
        }
        return .enumValue(EnumInstance(type: type, caseName: found.name, payload: payload, labels: found.payloadLabels))
    }

    // MARK: Keys and dates

    /// An object's members by key (the last of a repeated key, as `JSONSerialization` keeps it),
    /// converted from snake case when the decoder says so.
    func keyedMembers(_ node: JSONNode) -> [String: JSONNode] {
        var members: [String: JSONNode] = [:]
        for member in node.members { members[convertsFromSnakeCase ? Self.camelCase(member.key) : member.key] = member.node }
        return members
    }

    /// `KeyDecodingStrategy.convertFromSnakeCase` (Apple docs): each word after an underscore is
    /// capitalised (the rest of it lowercased, as `String.capitalized` does) and the underscores
    /// between words removed; leading and trailing underscores stay; a key without an inner
    /// underscore is kept as it is.
    static func camelCase(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        let last = key.lastIndex(where: { $0 != "_" })!
        let core = key[first...last]
        let words = core.split(separator: "_", omittingEmptySubsequences: true)
        guard words.count > 1 else { return key }
        let joined = String(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }

    func isNull(_ node: JSONNode) -> Bool {
        if case .null = node.value { return true }
        return false
    }

    func found(_ node: JSONNode) -> JSONFound {
        switch node.value {
        case .string: return .string
        case .number: return .number
        case .bool: return .bool
        case .null: return .null
        case .array: return .array
        case .object: return .object
        }
    }

    func mismatch(_ expected: String, _ node: JSONNode, _ path: [CodingPathKey]) throws -> DecodingFailure {
        if case .null = node.value { return .valueNotFound(expected, path: path) }
        return .typeMismatch(expected, found: found(node), path: path)
    }

    /// Seconds since 1970 (the runtime's `Date`) from the JSON by the decoder's strategy:
    /// `.deferredToDate` reads seconds since 2001-01-01 (`Date.timeIntervalSinceReferenceDate`,
    /// 978 307 200 s after 1970), `.iso8601` the internet date-time form (RFC 3339).
    private func decodeDate(_ node: JSONNode, _ path: [CodingPathKey]) throws -> Value {
        switch dateStrategy {
        case .deferredToDate, .secondsSince1970, .millisecondsSince1970:
            guard case let .number(text) = node.value, let number = Double(text) else { throw try mismatch("Double", node, path) }
            switch dateStrategy {
            case .deferredToDate: return interpreter.nativeValue("Date", number + 978_307_200)
            case .millisecondsSince1970: return interpreter.nativeValue("Date", number / 1000)
            default: return interpreter.nativeValue("Date", number)
            }
        case .iso8601:
            guard case let .string(text) = node.value else { throw try mismatch("String", node, path) }
            guard let seconds = Self.iso8601Seconds(text) else {
                throw DecodingFailure.dataCorrupted("Expected date string to be ISO8601-formatted.", path: path)
            }
            return interpreter.nativeValue("Date", seconds)
        case let .unsupported(name):
            runtime.warn(.libraryAssumedValue("JSONDecoder.DateDecodingStrategy.\(name)", reason: "is not run by LayoutLens",
                                              assumption: "2024-01-01 00:00:00 UTC"), at: interpreter.currentRange)
            return interpreter.nativeValue("Date", Interpreter.fixedNow)
        }
    }

    /// `yyyy-MM-ddTHH:mm:ss[.fff](Z|±hh:mm)` → seconds since 1970, or nil.
    static func iso8601Seconds(_ text: String) -> Double? {
        let characters = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= characters.count else { return nil }
            var value = 0
            for byte in characters[start..<(start + count)] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard characters.count >= 20, let year = number(0, 4), characters[4] == 45, let month = number(5, 2), characters[7] == 45,
              let day = number(8, 2), characters[10] == 84 || characters[10] == 116, let hour = number(11, 2), characters[13] == 58,
              let minute = number(14, 2), characters[16] == 58, let second = number(17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var index = 19
        var fraction = 0.0
        if index < characters.count, characters[index] == 46 {
            index += 1
            var scale = 0.1
            while index < characters.count, characters[index] >= 48, characters[index] <= 57 {
                fraction += Double(characters[index] - 48) * scale
                scale /= 10
                index += 1
            }
        }
        guard index < characters.count else { return nil }
        var offset = 0
        switch characters[index] {
        case 90, 122: guard index + 1 == characters.count else { return nil }
        case 43, 45:
            guard index + 6 == characters.count, let hours = number(index + 1, 2), characters[index + 3] == 58,
                  let minutes = number(index + 4, 2) else { return nil }
            offset = (hours * 3600 + minutes * 60) * (characters[index] == 43 ? 1 : -1)
        default: return nil
        }
        // Days from 1970-01-01 to the civil date (Howard Hinnant's days_from_civil algorithm).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
    }
}
