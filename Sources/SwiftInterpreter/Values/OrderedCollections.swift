/// A dictionary that keeps insertion order, so that iteration is deterministic. (Swift's own
/// `Dictionary` order depends on a per-process hash seed; programs whose output depends on it have
/// no single right answer, so any fixed order is as faithful as another.)
public struct OrderedDictionary {
    public private(set) var keys: [Value] = []
    public private(set) var values: [Value] = []
    private var index: [Value: Int] = [:]

    public init() {}

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    public subscript(key: Value) -> Value? {
        get { index[key].map { values[$0] } }
        set {
            if let newValue {
                if let position = index[key] { values[position] = newValue } else {
                    index[key] = keys.count
                    keys.append(key)
                    values.append(newValue)
                }
            } else if let position = index[key] {
                keys.remove(at: position)
                values.remove(at: position)
                index[key] = nil
                for i in position..<keys.count { index[keys[i]] = i }
            }
        }
    }

    public var pairs: Zip2Sequence<[Value], [Value]> { zip(keys, values) }
}

/// A set that keeps insertion order (see `OrderedDictionary`).
public struct OrderedSet {
    public private(set) var elements: [Value] = []
    private var index: [Value: Int] = [:]

    public init() {}
    public init<S: Sequence>(_ values: S) where S.Element == Value { for value in values { insert(value) } }

    public var count: Int { elements.count }
    public func contains(_ value: Value) -> Bool { index[value] != nil }

    @discardableResult
    public mutating func insert(_ value: Value) -> Bool {
        if index[value] != nil { return false }
        index[value] = elements.count
        elements.append(value)
        return true
    }

    @discardableResult
    public mutating func remove(_ value: Value) -> Value? {
        guard let position = index[value] else { return nil }
        let removed = elements.remove(at: position)
        index[value] = nil
        for i in position..<elements.count { index[elements[i]] = i }
        return removed
    }
}
