import Diagnostics

/// A value of an old-style (OpenStep) property list: a string, a `<hex>` data blob, an array
/// `( a, b, )` or a dictionary `{ key = value; }`. Numbers and booleans are strings in this
/// format; the reader of a key decides what they mean.
public indirect enum PropertyListValue: Sendable, Equatable {
    case string(String)
    case data([UInt8])
    case array([PropertyListValue])
    case dictionary(PropertyListDictionary)

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [PropertyListValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    public var dictionary: PropertyListDictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The strings of an array value (other elements skipped); empty when this is not an array.
    public var strings: [String] { array?.compactMap(\.string) ?? [] }
}

/// A dictionary of a property list with the place it starts in its file, so a reader of its
/// entries can point at it (`file:line:col: warning: 'fileRef' names object …`).
public struct PropertyListDictionary: Sendable, Equatable {
    public var entries: [String: PropertyListValue]
    /// Where the `{` is.
    public var position: SourcePosition

    public init(entries: [String: PropertyListValue], position: SourcePosition) {
        self.entries = entries
        self.position = position
    }

    public subscript(key: String) -> PropertyListValue? { entries[key] }
}
