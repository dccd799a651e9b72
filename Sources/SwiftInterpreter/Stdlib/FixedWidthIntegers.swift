/// `Int8` … `UInt64` and `UInt` as conversions into the interpreter's `Int`: `UInt8(300)`,
/// `Int8(-129)`, `UInt(-1)` and `UInt8(300.0)` trap with Swift's messages (`SwiftTrap`,
/// `FixedWidthIntegerType`); `init(exactly:)`, `init(clamping:)`, `init(truncatingIfNeeded:)` and
/// a string's `init?(_:)` answer as Swift's do; `.min` and `.max` where an `Int` holds them.
extension Interpreter {
    func registerFixedWidthIntegers() {
        register(Int8.self)
        register(Int16.self)
        register(Int32.self)
        register(Int64.self)
        register(UInt8.self)
        register(UInt16.self)
        register(UInt32.self)
        register(UInt64.self)
        register(UInt.self)
    }

    private func register<T: FixedWidthInteger>(_: T.Type) {
        let name = String(describing: T.self)
        guard let range = FixedWidthIntegerType.named(name) else { return }
        let type = declareType(name, kind: .builtin)
        if let min = Int(exactly: T.min) { type.staticValues["min"] = .int(min) }
        if let max = Int(exactly: T.max) { type.staticValues["max"] = .int(max) }
        type.staticValues["zero"] = .int(0)
        type.initializers.append(.native("init") { interpreter, _, arguments in
            let argument = try arguments.value(0)
            if interpreter.isUnseen(argument) { return argument }
            /// A value of `T` as the interpreter's `Int` (values of `UInt64` past `Int.max` cannot be held).
            func held(_ value: T) throws -> Value {
                guard let int = Int(exactly: value) else {
                    throw interpreter.error(.unsupported, "\(name) values above Int.max are not supported")
                }
                return .int(int)
            }
            switch (arguments.first?.label, argument) {
            case let (nil, .int(v)):
                guard range.contains(v) else { throw interpreter.error(.trap, SwiftTrap.notRepresentable(v, unsigned: range.isUnsigned)) }
                return .int(v)
            case let (nil, .double(v)), let (nil, .cgFloat(v)):
                if let failure = range.conversionFailure(of: v) { throw interpreter.error(.trap, failure) }
                return try held(T(v))
            case let (nil, .bool(flag)): return .int(flag ? 1 : 0)
            case let (nil, .string(text)): return .optional(try T(text).map(held))
            case let ("exactly", .int(v)): return .optional(try T(exactly: v).map(held))
            case let ("exactly", .double(v)), let ("exactly", .cgFloat(v)): return .optional(try T(exactly: v).map(held))
            case let ("clamping", .int(v)): return try held(T(clamping: v))
            case let ("truncatingIfNeeded", .int(v)): return try held(T(truncatingIfNeeded: v))
            default:
                throw interpreter.error(.invalid, "no \(name) initializer for '\(interpreter.typeName(of: argument))'")
            }
        })
    }
}
