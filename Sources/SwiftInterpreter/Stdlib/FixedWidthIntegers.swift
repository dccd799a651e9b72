/// `Int8` … `UInt64` and `UInt` as conversions into the interpreter's `Int`: `UInt8(300)`,
/// `Int8(-129)`, `UInt(-1)` and `UInt8(300.0)` trap with Swift's messages (`SwiftTrap`,
/// `FixedWidthIntegerType`); `init(exactly:)`, `init(clamping:)`, `init(truncatingIfNeeded:)` and
/// a string's `init?(_:)` answer as Swift's do, as do `init(bitPattern:)` between the signed and
/// unsigned types of one width; `.min`, `.max` (`UInt64.max` a `Value.uint64`).
extension Interpreter {
    func registerFixedWidthIntegers() {
        register(Int8.self, named: "Int8")
        register(Int16.self, named: "Int16")
        register(Int32.self, named: "Int32")
        register(Int64.self, named: "Int64")
        register(UInt8.self, named: "UInt8")
        register(UInt16.self, named: "UInt16")
        register(UInt32.self, named: "UInt32")
        register(UInt64.self, named: "UInt64")
        register(UInt.self, named: "UInt")
    }

    /// `name` is the type's Swift name, written out: `String(describing: T.self)` demangles the
    /// type's metadata at run time, about a million instructions per type, once per process.
    private func register<T: FixedWidthInteger>(_: T.Type, named name: String) {
        guard let range = FixedWidthIntegerType.named(name) else { return }
        let type = declareType(name, kind: .builtin)
        if let min = Int(exactly: T.min) { type.staticValues["min"] = .int(min) }
        type.staticValues["max"] = Self.integerValue(T.max)
        type.staticValues["zero"] = .int(0)
        type.initializers.append(.native("init") { interpreter, _, arguments in
            // `UInt64()` is zero, as every integer type's `init()` (swiftc: `print(UInt64())` prints "0").
            if arguments.isEmpty { return .int(0) }
            let argument = try arguments.value(0)
            if interpreter.isUnseen(argument) { return argument }
            func held(_ value: T) -> Value { Self.integerValue(value) }
            func asciiValue(_ text: String) throws -> Value {
                guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first, scalar.isASCII else {
                    throw interpreter.error(.trap, "Fatal error: Code point value does not fit into ASCII")
                }
                return .int(Int(scalar.value))
            }
            // `UInt32(scalar)`, `UInt8(ascii: scalar)`: the scalar's value (Swift standard library,
            // `UInt32.init(_: Unicode.Scalar)`); past the type's range it traps as an integer would.
            if let scalar = Interpreter.unicodeScalar(argument), [nil, "ascii"].contains(arguments.first?.label) {
                let code = Int(scalar.value)
                guard range.contains(code) else { throw interpreter.error(.trap, SwiftTrap.notRepresentable(code, unsigned: range.isUnsigned)) }
                return .int(code)
            }
            switch (arguments.first?.label, argument) {
            case let (nil, .int(v)):
                guard range.contains(v) else { throw interpreter.error(.trap, SwiftTrap.notRepresentable(v, unsigned: range.isUnsigned)) }
                return .int(v)
            case let (nil, .uint64(v)):
                guard let converted = T(exactly: v) else { throw interpreter.error(.trap, SwiftTrap.notRepresentable(Int.max, unsigned: false)) }
                return held(converted)
            case let (nil, .double(v)), let (nil, .cgFloat(v)):
                if let failure = range.conversionFailure(of: v) { throw interpreter.error(.trap, failure) }
                return held(T(v))
            case let (nil, .bool(flag)): return .int(flag ? 1 : 0)
            case let (nil, .string(text)): return .optional(T(text).map(held))
            case let ("exactly", .int(v)): return .optional(T(exactly: v).map(held))
            case let ("exactly", .double(v)), let ("exactly", .cgFloat(v)): return .optional(T(exactly: v).map(held))
            case let ("clamping", .int(v)): return held(T(clamping: v))
            case let ("truncatingIfNeeded", .int(v)): return held(T(truncatingIfNeeded: v))
            case let ("truncatingIfNeeded", .uint64(v)): return held(T(truncatingIfNeeded: v))
            case let ("exactly", .uint64(v)): return .optional(T(exactly: v).map(held))
            case let ("clamping", .uint64(v)): return held(T(clamping: v))
            // `UInt64(bitPattern: Int64(x))`, `Int64(bitPattern: hash)`: the same bits read as the
            // other signedness of the same width, which is what truncating to that width keeps.
            case let ("bitPattern", .int(v)): return held(T(truncatingIfNeeded: v))
            case let ("bitPattern", .uint64(v)): return held(T(truncatingIfNeeded: v))
            // `UInt8(ascii: "[")`: the scalar's value; a scalar past ASCII stops the program
            // (Swift standard library, `UInt8.init(ascii:)` "the Unicode scalar must be an ASCII scalar").
            case let ("ascii", .string(text)) where name == "UInt8": return try asciiValue(text)
            case let ("ascii", .character(character)) where name == "UInt8": return try asciiValue(String(character))
            default:
                throw interpreter.error(.invalid, "no \(name) initializer for '\(interpreter.typeName(of: argument))'")
            }
        })
    }

    /// A fixed-width integer as the interpreter holds it: an `.int`, or a `.uint64` above `Int.max`.
    static func integerValue<T: FixedWidthInteger>(_ value: T) -> Value {
        if let int = Int(exactly: value) { return .int(int) }
        return .unsigned(UInt64(truncatingIfNeeded: value))
    }
}
