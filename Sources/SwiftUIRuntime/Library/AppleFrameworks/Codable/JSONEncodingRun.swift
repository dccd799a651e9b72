#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SwiftInterpreter

/// One `JSONEncoder.encode(_:)` call, running Swift's synthesized `Encodable` rules over the
/// program's values and writing the JSON bytes (Apple docs, "Encoding and Decoding Custom Types";
/// SE-0166 for the synthesized conformance, SE-0295 for enums with associated values):
/// - a struct: each stored property under its key (the `CodingKeys` case's raw value, else the
///   property name; a property `CodingKeys` leaves out is not written), an optional one with
///   `encodeIfPresent` (nil writes no key);
/// - an enum with a raw type: the raw value; one without: an object whose single key names the
///   case, holding its associated values by label (`_0`, `_1` … for unlabelled ones);
/// - `String`, `Int`, `Double`, `CGFloat`, `Bool`, arrays, sets, dictionaries (`String` and `Int`
///   keys make an object; other keys an array of alternating keys and values, as `Dictionary`'s
///   `Encodable` conformance writes), `URL` (its string), `UUID` (`uuidString`), `Data` (Base64,
///   the default `dataEncodingStrategy`), `Date` by the encoder's `dateEncodingStrategy`.
/// What LayoutLens cannot write the same way (a type's own `encode(to:)`, a subclass, a property
/// wrapper, another module's value, a non-finite number) makes the call a stand-in, as before.
struct JSONEncodingRun {
    /// Why a value is not written; the caller falls back to a stand-in.
    struct Unsupported: Error {
        var what: String
    }

    let runtime: SwiftUIRuntime
    var interpreter: Interpreter { runtime.interpreter }
    let convertsToSnakeCase: Bool
    let dateStrategy: JSONDecodingRun.DateStrategy
    let format: JSONWriting.Format

    /// The JSON text of `value`.
    func encode(_ value: Value) throws -> [UInt8] {
        var depth = 0
        let tree = try node(value, depth: &depth)
        return Array(JSONWriting(format: format).text(of: tree).utf8)
    }

    private func node(_ value: Value, depth: inout Int) throws -> JSONWriting.Node {
        depth += 1
        defer { depth -= 1 }
        guard depth < 256 else { throw Unsupported(what: "a value nested more than 256 deep") }
        switch value {
        case let .int(number): return .number(String(number))
        case let .double(number), let .cgFloat(number): return try Self.number(number)
        case let .bool(flag): return .bool(flag)
        case let .string(text): return .string(text)
        case let .character(character): return .string(String(character))
        case let .optional(wrapped): return try wrapped.map { try node($0, depth: &depth) } ?? .null
        case let .array(elements): return .array(try elements.map { try node($0, depth: &depth) })
        case let .set(elements): return .array(try elements.elements.map { try node($0, depth: &depth) })
        case let .dictionary(dictionary): return try dictionaryNode(dictionary, depth: &depth)
        case let .structValue(structure):
            return try propertiesNode(structure.type, fields: structure.fields, depth: &depth)
        case let .object(object) where object.type.superclass == nil:
            // A class without a superclass (`final class Settings: Codable`): its stored
            // properties, as for a struct; a subclass's synthesized conformance is not modelled.
            return try propertiesNode(object.type, fields: object.fields, depth: &depth)
        case let .enumValue(instance): return try enumNode(instance, depth: &depth)
        case let .native(native): return try nativeNode(native.type.name, value)
        default: throw Unsupported(what: "a value of type '\(interpreter.typeName(of: value))'")
        }
    }

    /// `JSONEncoder` writes a `Double` as its `description` without a trailing `.0` (`1.0` is
    /// `1`); a non-finite one throws `EncodingError.invalidValue` under the default
    /// `nonConformingFloatEncodingStrategy` (`.throw`), which LayoutLens does not raise.
    static func number(_ number: Double) throws -> JSONWriting.Node {
        guard number.isFinite else { throw Unsupported(what: "a non-finite number") }
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }

    private func dictionaryNode(_ dictionary: OrderedDictionary, depth: inout Int) throws -> JSONWriting.Node {
        var members: [(String, JSONWriting.Node)] = []
        var pairs: [JSONWriting.Node] = []
        var keyedByText = true
        for (key, value) in dictionary.pairs {
            // Each value is written once: nested dictionaries cost what they hold.
            let written = try node(value, depth: &depth)
            switch key {
            case let .string(text): members.append((text, written))
            case let .int(number): members.append((String(number), written))
            default: keyedByText = false
            }
            pairs.append(try node(key, depth: &depth))
            pairs.append(written)
        }
        return keyedByText ? .object(members) : .array(pairs)
    }

    private func propertiesNode(_ type: TypeInfo, fields: [Value], depth: inout Int) throws -> JSONWriting.Node {
        if type.methods["encode"]?.contains(where: { $0.labels == ["to"] }) == true {
            throw Unsupported(what: "'\(type.name)', whose own encode(to:) LayoutLens does not run")
        }
        var members: [(String, JSONWriting.Node)] = []
        for (property, key) in encodedKeys(of: type) {
            guard property.wrapper == nil else { throw Unsupported(what: "the property wrapper of '\(type.name).\(property.name)'") }
            guard property.slot < fields.count else { continue }
            let value = fields[property.slot]
            if case .optional(nil) = value { continue }
            members.append((key, try node(value, depth: &depth)))
        }
        return .object(members)
    }

    /// The (property, key) pairs the synthesized `encode(to:)` writes: every stored property (a
    /// `let` with an initial value too, unlike decoding), or those `CodingKeys` lists.
    private func encodedKeys(of type: TypeInfo) -> [(property: StoredProperty, key: String)] {
        let properties = type.storedProperties.filter { !$0.isLazy }
        guard let keys = type.nestedTypes["CodingKeys"], keys.kind == .enumType else {
            return properties.map { ($0, converted($0.name)) }
        }
        return properties.compactMap { property in
            guard let found = keys.cases.first(where: { $0.name == property.name }) else { return nil }
            if case let .string(raw)? = found.rawValue { return (property, converted(raw)) }
            return (property, converted(found.name))
        }
    }

    private func enumNode(_ instance: EnumInstance, depth: inout Int) throws -> JSONWriting.Node {
        let type = instance.type
        if type.rawTypeName != nil, let raw = type.cases.first(where: { $0.name == instance.caseName })?.rawValue {
            return try node(raw, depth: &depth)
        }
        if type.methods["encode"]?.contains(where: { $0.labels == ["to"] }) == true {
            throw Unsupported(what: "'\(type.name)', whose own encode(to:) LayoutLens does not run")
        }
        var payload: [(String, JSONWriting.Node)] = []
        for (index, value) in instance.payload.enumerated() {
            let label = index < instance.labels.count ? instance.labels[index] : nil
            if case .optional(nil) = value { continue }
            payload.append((converted(label ?? "_\(index)"), try node(value, depth: &depth)))
        }
        return .object([(converted(instance.caseName), .object(payload))])
    }

    private func nativeNode(_ typeName: String, _ value: Value) throws -> JSONWriting.Node {
        switch typeName {
        case "URL":
            if let url = value.nativePayload(EnumCasePayload.self) { return .string(url.name) }
        case "UUID":
            if let text = value.nativePayload(String.self) { return .string(text.uppercased()) }
        case "Date":
            if let seconds = value.nativePayload(Double.self) { return try dateNode(seconds) }
        case "Data":
            if let bytes = runtime.bytes(of: value) { return .string(Data(bytes).base64EncodedString()) }
        default: break
        }
        throw Unsupported(what: "a value of type '\(typeName)'")
    }

    /// A date (seconds since 1970) by the encoder's `dateEncodingStrategy` (Apple docs):
    /// `.deferredToDate` writes `timeIntervalSinceReferenceDate` (seconds since 2001-01-01,
    /// 978 307 200 s after 1970), `.iso8601` the internet date-time form in UTC.
    private func dateNode(_ seconds: Double) throws -> JSONWriting.Node {
        switch dateStrategy {
        case .deferredToDate: return try Self.number(seconds - 978_307_200)
        case .secondsSince1970: return try Self.number(seconds)
        case .millisecondsSince1970: return try Self.number(seconds * 1000)
        case .iso8601: return .string(InternetDateTime.text(secondsSince1970: seconds))
        case let .unsupported(name): throw Unsupported(what: "the date strategy '.\(name)'")
        }
    }

    private func converted(_ key: String) -> String {
        convertsToSnakeCase ? Self.snakeCase(key) : key
    }

    /// `KeyEncodingStrategy.convertToSnakeCase` (Apple docs: words split at lower-to-upper-case
    /// boundaries, joined by `_`, lower-cased, leading and trailing `_` kept). Measured with
    /// Foundation's `JSONEncoder` on this machine: a word starts at each capital after the first
    /// character; a run of capitals followed by a lower-case letter is a word up to the capital
    /// before that letter (`myURLProperty` → `my_url_property`), and a run that ends the key
    /// keeps its first capital apart (`ABC` → `a_bc`, `value2D` → `value2_d`).
    static func snakeCase(_ key: String) -> String {
        let characters = Array(key)
        guard let first = characters.firstIndex(where: { $0 != "_" }) else { return key }
        let end = characters.lastIndex(where: { $0 != "_" })! + 1
        func next(from start: Int, _ test: (Character) -> Bool) -> Int? {
            var index = start
            while index < end {
                if test(characters[index]) { return index }
                index += 1
            }
            return nil
        }
        var words: [ArraySlice<Character>] = []
        var wordStart = first
        while let upper = next(from: wordStart + 1, { $0.isUppercase }) {
            words.append(characters[wordStart..<upper])
            guard let lower = next(from: upper, { $0.isLowercase }) else {
                wordStart = upper
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(characters[upper..<(lower - 1)])
                wordStart = lower - 1
            }
        }
        words.append(characters[wordStart..<end])
        let core = words.map { String($0) }.joined(separator: "_").lowercased()
        return String(characters[..<first]) + core + String(characters[end...])
    }
}
