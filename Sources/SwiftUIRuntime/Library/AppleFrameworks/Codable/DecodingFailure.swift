import SwiftInterpreter

/// Foundation's `DecodingError` (Apple docs, "DecodingError": `keyNotFound(_:_:)`,
/// `typeMismatch(_:_:)`, `valueNotFound(_:_:)`, `dataCorrupted(_:)`, each with a `Context` of the
/// coding path and a debug description), with the texts swift-foundation's `JSONDecoder` writes
/// (checked against programs compiled with swiftc 6: Tests/SwiftUIRuntimeTests/CodableDecodingTests).
struct DecodingFailure: Error {
    enum Kind: String {
        case keyNotFound, typeMismatch, valueNotFound, dataCorrupted
    }

    var kind: Kind
    /// The coding path to the value (`["landmarks", "Index 0", "name"]`).
    var codingPath: [CodingPathKey]
    var debugDescription: String
    /// The missing key (`keyNotFound`) or the expected type's name (`typeMismatch`, `valueNotFound`).
    var subject: String?

    static func keyNotFound(_ key: String, path: [CodingPathKey]) -> DecodingFailure {
        let codingKey = CodingPathKey.key(key)
        return DecodingFailure(kind: .keyNotFound, codingPath: path,
                               debugDescription: "No value associated with key \(codingKey.swiftDescription) (\"\(key)\").",
                               subject: key)
    }

    static func typeMismatch(_ expected: String, found: JSONFound, path: [CodingPathKey]) -> DecodingFailure {
        DecodingFailure(kind: .typeMismatch, codingPath: path,
                        debugDescription: "Expected to decode \(expected) but found \(found.description) instead.", subject: expected)
    }

    static func valueNotFound(_ expected: String, path: [CodingPathKey]) -> DecodingFailure {
        DecodingFailure(kind: .valueNotFound, codingPath: path,
                        debugDescription: "Cannot get value of type \(expected) -- found null value instead", subject: expected)
    }

    static let invalidJSON = "The given data was not valid JSON."

    static func dataCorrupted(_ description: String, path: [CodingPathKey]) -> DecodingFailure {
        DecodingFailure(kind: .dataCorrupted, codingPath: path, debugDescription: description, subject: nil)
    }

    /// As `print(error)` shows it: Swift 6.2's description of `DecodingError` (the form swiftc
    /// 6.2's programs print, checked in Tests/SwiftUIRuntimeTests/CodableDecodingTests):
    /// `DecodingError.keyNotFound: Key 'size' not found in keyed decoding container. Path:
    /// list[1]. Debug description: …`.
    var swiftDescription: String {
        let summary: String
        switch kind {
        case .keyNotFound: summary = "Key '\(subject ?? "")' not found in keyed decoding container."
        case .typeMismatch: summary = "expected value of type \(subject ?? "")."
        case .valueNotFound: summary = "Expected value of type \(subject ?? "") but found null instead."
        case .dataCorrupted: summary = "Data was corrupted."
        }
        let path = codingPath.isEmpty ? "" : " Path: \(Self.pathText(codingPath))."
        return "DecodingError.\(kind.rawValue): \(summary)\(path) Debug description: \(debugDescription)"
    }

    /// `list[1].size`: keys joined by dots, positions in brackets.
    static func pathText(_ path: [CodingPathKey]) -> String {
        var text = ""
        for step in path {
            switch step {
            case let .key(name): text += text.isEmpty ? name : "." + name
            case let .index(position): text += "[\(position)]"
            }
        }
        return text
    }

    /// `error.localizedDescription` as Apple's Foundation gives it for the Cocoa error each kind
    /// maps to (`coderValueNotFound`, `coderReadCorrupt`; Apple docs, "CocoaError.Code").
    /// Unverified on a device: swift-corelibs on Linux writes "The operation could not be
    /// completed. The data is missing." instead.
    var localizedDescription: String {
        switch kind {
        case .keyNotFound, .valueNotFound: return "The data couldn’t be read because it is missing."
        case .typeMismatch, .dataCorrupted: return "The data couldn’t be read because it isn’t in the correct format."
        }
    }
}

/// One step of a coding path: a key of an object or a position in an array.
enum CodingPathKey {
    case key(String)
    case index(Int)

    var stringValue: String {
        switch self {
        case let .key(name): return name
        case let .index(position): return "Index \(position)"
        }
    }

    var swiftDescription: String {
        switch self {
        case let .key(name): return "CodingKeys(stringValue: \"\(name)\", intValue: nil)"
        case let .index(position): return "_CodingKey(stringValue: \"Index \(position)\", intValue: \(position))"
        }
    }
}

/// What a JSON value was, in `typeMismatch`'s words.
enum JSONFound {
    case string, number, bool, null, array, object

    var description: String {
        switch self {
        case .string: return "a string"
        case .number: return "number"
        case .bool: return "bool"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }
}
