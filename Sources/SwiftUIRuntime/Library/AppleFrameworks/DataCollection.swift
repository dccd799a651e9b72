import SwiftInterpreter

/// `Data` read as the collection of bytes it is (Apple docs, "Data": "conforms to
/// `RandomAccessCollection`, `MutableCollection`, `RangeReplaceableCollection`", `Element` is
/// `UInt8`, `Index` is `Int`, and `SubSequence` is `Data`): `startIndex`, `endIndex`,
/// `data[i]` (a byte), `data[range]` and `dropFirst(_:)`, `dropLast(_:)`, `prefix(_:)`,
/// `suffix(_:)` (a `Data` slice that keeps its base's indices, so `data.dropFirst(3).startIndex`
/// is 3), `index(_:offsetBy:)`, `index(after:)`, `index(before:)`, `first` and `last`. A byte
/// outside `startIndex..<endIndex` traps as an array's index does ("Index out of range"; the
/// exact wording of Foundation's message is **unverified**).
extension SwiftUIRuntime {
    func registerDataCollection() {
        guard let data = interpreter.type(named: "Data") else { return }
        data.computedProperties["startIndex"] = ComputedProperty(getter: .native("startIndex") { _, selfValue, _ in
            .int(Self.indexedBytes(selfValue)?.start ?? 0)
        })
        data.computedProperties["endIndex"] = ComputedProperty(getter: .native("endIndex") { _, selfValue, _ in
            guard let indexed = Self.indexedBytes(selfValue) else { return .int(0) }
            return .int(indexed.start + indexed.bytes.count)
        })
        data.computedProperties["first"] = ComputedProperty(getter: .native("first") { _, selfValue, _ in
            .optional(Self.indexedBytes(selfValue)?.bytes.first.map { .int(Int($0)) })
        })
        data.computedProperties["last"] = ComputedProperty(getter: .native("last") { _, selfValue, _ in
            .optional(Self.indexedBytes(selfValue)?.bytes.last.map { .int(Int($0)) })
        })
        data.addMethod("subscript", .native("subscript", labels: [nil]) { [unowned self] interpreter, selfValue, arguments in
            guard let indexed = Self.indexedBytes(selfValue), let position = arguments.first?.value else {
                throw self.failure("value of type 'Data' has no subscript taking these arguments")
            }
            let end = indexed.start + indexed.bytes.count
            if case let .int(index) = position {
                guard (indexed.start..<end).contains(index) else { throw RuntimeError(.trapIndexOutOfRange(), at: interpreter.currentRange) }
                return .int(Int(indexed.bytes[index - indexed.start]))
            }
            guard case let .range(range) = position else {
                throw self.failure("value of type 'Data' has no subscript taking these arguments")
            }
            let lower = Self.intBound(range.lower) ?? indexed.start
            let upper = Self.intBound(range.upper).map { range.isClosed ? $0 + 1 : $0 } ?? end
            guard lower <= upper else { throw RuntimeError(.trapRangeBounds(), at: interpreter.currentRange) }
            guard indexed.start <= lower, upper <= end else { throw RuntimeError(.trapIndexOutOfRange(), at: interpreter.currentRange) }
            return Self.dataSlice(indexed, lower, upper, interpreter)
        })
        for name in ["dropFirst", "dropLast", "prefix", "suffix"] {
            data.addMethod(name, .native(name) { [unowned self] interpreter, selfValue, arguments in
                guard let indexed = Self.indexedBytes(selfValue) else { return selfValue }
                var k = 1
                if let given = arguments.first?.value {
                    guard case let .int(n) = given else { throw self.mismatch(given, expected: "Int") }
                    k = n
                }
                // The standard library's `precondition(k >= 0, "Can't drop a negative number of
                // elements from a collection")` and "Can't take a prefix of negative length …".
                let what = name.hasPrefix("drop") ? "drop a negative number of elements from" : "take a \(name) of negative length from"
                guard k >= 0 else { throw RuntimeError(.trapCollection("Can't \(what) a collection"), at: interpreter.currentRange) }
                let count = indexed.bytes.count, start = indexed.start, taken = min(k, count)
                switch name {
                case "dropFirst": return Self.dataSlice(indexed, start + taken, start + count, interpreter)
                case "dropLast": return Self.dataSlice(indexed, start, start + count - taken, interpreter)
                case "prefix": return Self.dataSlice(indexed, start, start + taken, interpreter)
                default: return Self.dataSlice(indexed, start + count - taken, start + count, interpreter)
                }
            })
        }
        data.addMethod("index", .native("index") { [unowned self] _, _, arguments in
            guard case let .int(index)? = arguments.first?.value else { throw self.failure("Data.index needs an Int index") }
            switch (arguments.count > 1 ? arguments[1].label : nil, arguments.count > 1 ? arguments[1].value : nil) {
            case let ("offsetBy"?, .int(offset)?): return .int(index + offset)
            default:
                switch arguments.first?.label {
                case "after"?: return .int(index + 1)
                case "before"?: return .int(index - 1)
                default: throw self.failure("Data.index takes (_:offsetBy:), (after:) or (before:)")
                }
            }
        })
    }

    /// The bytes of a `Data` and the index of its first one.
    static func indexedBytes(_ value: Value) -> (bytes: [UInt8], start: Int)? {
        let value = unwrapped(value)
        if let file = value.nativePayload(FileBytes.self) { return (file.bytes, file.startIndex) }
        guard let values = value.nativePayload([Value].self) else { return nil }
        return (values.compactMap { if case let .int(byte) = $0, (0...255).contains(byte) { return UInt8(byte) }; return nil }, 0)
    }

    private static func intBound(_ bound: Value?) -> Int? {
        if case let .int(n)? = bound { return n }
        return nil
    }

    /// The bytes `lower..<upper` (indices of the base) as a `Data` that keeps those indices.
    private static func dataSlice(_ indexed: (bytes: [UInt8], start: Int), _ lower: Int, _ upper: Int, _ interpreter: Interpreter) -> Value {
        let bytes = Array(indexed.bytes[(lower - indexed.start)..<(upper - indexed.start)])
        return interpreter.nativeValue("Data", FileBytes(bytes, startIndex: lower))
    }
}
