/// A property-list value with the byte offset of its element, as read from an XML plist
/// (`Info.plist`, `.stringsdict`).
struct PropertyListNode: Sendable {
    enum Value: Sendable {
        /// Entries in file order; lookups take the last of a repeated key.
        case dictionary([(key: String, node: PropertyListNode)])
        case array([PropertyListNode])
        case string(String)
        /// `<integer>`, `<real>`, `<date>` and `<data>` keep their text and element name.
        case scalar(String, element: String)
        case bool(Bool)
    }

    var offset: Int
    var value: Value

    subscript(key: String) -> PropertyListNode? {
        guard case .dictionary(let entries) = value else { return nil }
        return entries.last(where: { $0.key == key })?.node
    }

    var entries: [(key: String, node: PropertyListNode)] {
        if case .dictionary(let entries) = value { return entries }
        return []
    }

    var elements: [PropertyListNode] {
        if case .array(let elements) = value { return elements }
        return []
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }
}
