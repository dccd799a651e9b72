import JSONParsing

/// An XML property list as the tree `PropertyListDecoder` reads (Apple docs,
/// "PropertyListDecoder"): a `<dict>` is an object, an `<array>` an array, `<string>` a string,
/// `<integer>`/`<real>` a number, `<true/>`/`<false/>` a Boolean; a `<date>` or `<data>` keeps its
/// text as a string (an approximation: a `Date` property decoded from a plist date reads it as
/// ISO 8601, which is the form plists write). Nil with the parser's message for a malformed or
/// binary plist.
public enum PropertyListAsJSON {
    public static func parse(_ bytes: [UInt8]) -> Result<JSONNode, PropertyListReadFailure> {
        switch XMLPropertyListParser.parse(bytes) {
        case .success(let root): return .success(node(root))
        case .failure(let failure): return .failure(PropertyListReadFailure(message: failure.message))
        }
    }

    static func node(_ plist: PropertyListNode) -> JSONNode {
        switch plist.value {
        case .dictionary(let entries):
            return JSONNode(offset: plist.offset, value: .object(entries.map { JSONMember(key: $0.key, node: node($0.node)) }))
        case .array(let elements): return JSONNode(offset: plist.offset, value: .array(elements.map(node)))
        case .string(let text): return JSONNode(offset: plist.offset, value: .string(text))
        case .bool(let flag): return JSONNode(offset: plist.offset, value: .bool(flag))
        case .scalar(let text, let element):
            return JSONNode(offset: plist.offset, value: element == "integer" || element == "real" ? .number(text) : .string(text))
        }
    }
}

public struct PropertyListReadFailure: Error, Sendable {
    public var message: String
}
