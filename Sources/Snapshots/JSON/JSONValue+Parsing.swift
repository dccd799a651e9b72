import JSONParsing

extension JSONValue {
    /// How deep the documents LayoutLens reads back may nest: a frames document nests two levels
    /// per view (an object and its `children` array), so this allows views 100 deep.
    public static let readingLimits = JSONLimits(maximumDepth: 200, maximumBytes: 1 << 30)

    /// Reads a document LayoutLens wrote (`summary.json`, `frames --format json`) or a user's
    /// configuration file with the one JSON parser (`JSONParser`): numbers become doubles as
    /// `Double(_:)` reads their text, objects keep every member in file order (a repeated key
    /// included; `subscript(key)` takes the last, as the parser's nodes do). A malformed text
    /// throws the parser's error, with its line and column.
    public init(parsing text: String) throws(JSONParseError) {
        switch JSONParser.parse(Array(text.utf8), limits: Self.readingLimits) {
        case .success(let node): self.init(node)
        case .failure(let error): throw error
        }
    }

    /// The value of a parsed node.
    public init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        // The parser only returns number text `Double(_:)` reads (RFC 8259's grammar; too large a
        // magnitude reads as ±infinity).
        case .number(let text): self = .number(Double(text) ?? .nan)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .object(let members): self = .object(members.map { ($0.key, JSONValue($0.node)) })
        }
    }
}
