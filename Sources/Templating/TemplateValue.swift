/// The data a template renders: a tree of strings, booleans, lists and objects whose keys keep
/// the order they were given in (so output never depends on hashing).
public enum TemplateValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
    /// An item of a list already rendered in every section over the list (`ListPrerenderer`).
    case prerendered(PrerenderedItem)

    /// Whether a section over this value renders: `true`, a non-empty list, a non-empty string or
    /// any object. Inverted sections render when this is false.
    var isTruthy: Bool {
        switch self {
        case .string(let text): return !text.isEmpty
        case .bool(let flag): return flag
        case .list(let items): return !items.isEmpty
        case .object, .prerendered: return true
        }
    }

    /// The text a `{{name}}` tag prints, or nil for lists and objects (printing one is a template error).
    var text: String? {
        switch self {
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .list, .object, .prerendered: return nil
        }
    }

    /// The value of `key` when this is an object.
    subscript(key: String) -> TemplateValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }
}

/// An object with ordered keys: the first value set for a key keeps its position.
public struct TemplateObject: Sendable, Equatable {
    public private(set) var entries: [(key: String, value: TemplateValue)] = []

    public init() {}

    public init(_ entries: KeyValuePairs<String, TemplateValue>) {
        self.entries.reserveCapacity(entries.count)
        for (key, value) in entries { self[key] = value }
    }

    /// The index of `key`'s entry. Most keys differ in length, which is compared first: a
    /// template looks names up hundreds of thousands of times for a large site.
    private func index(of key: String) -> Int? {
        let length = key.utf8.count
        return entries.firstIndex { $0.key.utf8.count == length && $0.key == key }
    }

    public subscript(key: String) -> TemplateValue? {
        get { index(of: key).map { entries[$0].value } }
        set {
            if let index = index(of: key) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.key == $1.key && $0.value == $1.value }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
                         ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    /// Dictionary literals keep their written order.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        var object = TemplateObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}
