/// The standard library's `OptionSet` for the program's option sets (`struct ViewContext:
/// OptionSet { let rawValue: Int; static let isInMenu = Self(rawValue: 1 << 1) }`).
///
/// `OptionSet` gives a conforming type, from its `rawValue` alone: `init()` (the empty set,
/// raw value 0), creation from an array literal or a sequence of members (their raw values
/// or-ed), and `SetAlgebra`'s `contains`, `insert`, `remove`, `union`, `intersection`,
/// `subtracting`, `symmetricDifference`, their `form…` forms and `isEmpty` (Apple docs,
/// "OptionSet": "the OptionSet protocol … implements SetAlgebra … using bitwise operations on
/// the raw value"; swiftc 6 prints `3 true false` for `Opts([.a, .b]).rawValue`,
/// `.contains(.b)`, `Opts().contains(.a)` with `a = 1 << 0`, `b = 1 << 1`).
extension Interpreter {
    static let optionSetProtocol = "OptionSet"

    /// Whether `type` is the program's option set.
    func isOptionSet(_ type: TypeInfo) -> Bool {
        type.kind == .structType && allConformances(of: type).contains(Self.optionSetProtocol)
    }

    /// The option set of `type` with raw value `raw` (its memberwise `init(rawValue:)`, or its own).
    func optionSet(_ type: TypeInfo, raw: Int) throws -> Value {
        try construct(type, [CallArgument("rawValue", .int(raw))])
    }

    /// The raw value of an option set, its members' implicit spellings (`.isInMenu`) resolved.
    func optionSetRaw(_ value: Value, of type: TypeInfo) throws -> Int {
        var value = value
        if case let .unresolvedMember(member) = value {
            value = try implicitMember(member.name, .named(type.qualifiedName), arguments: member.arguments)
        }
        if case let .array(elements) = value {
            return try elements.reduce(0) { $0 | (try optionSetRaw($1, of: type)) }
        }
        guard case let .int(raw) = try member(of: value, named: "rawValue") else {
            throw error(.invalid, "an option set of '\(type.name)' needs an integer raw value")
        }
        return raw
    }

    /// `[.a, .b]` where the option set `type` is expected: the members' union.
    func optionSet(_ type: TypeInfo, fromLiteral elements: [Value]) throws -> Value {
        try optionSet(type, raw: try optionSetRaw(.array(elements), of: type))
    }

    /// The members `OptionSet` gives its conformers, on the standard library's protocol.
    func registerOptionSetMembers() {
        guard let proto = types[Self.optionSetProtocol] else { return }
        func selfType(_ interpreter: Interpreter, _ value: Value) throws -> TypeInfo {
            let type = interpreter.typeInfo(of: value)
            guard interpreter.isOptionSet(type) else { throw interpreter.error(.invalid, "'\(type.name)' is not an option set") }
            return type
        }
        func combining(_ name: String, _ combine: @escaping (Int, Int) -> Int) {
            proto.addMethod(name, .native(name, labels: [nil]) { interpreter, selfValue, arguments in
                let type = try selfType(interpreter, selfValue)
                let other = try interpreter.optionSetRaw(try arguments.value(0), of: type)
                return try interpreter.optionSet(type, raw: combine(try interpreter.optionSetRaw(selfValue, of: type), other))
            })
        }
        func forming(_ name: String, _ combine: @escaping (Int, Int) -> Int) {
            proto.addMethod(name, .native(name, labels: [nil], mutating: true) { interpreter, selfValue, arguments in
                let type = try selfType(interpreter, selfValue)
                let other = try interpreter.optionSetRaw(try arguments.value(0), of: type)
                selfValue = try interpreter.optionSet(type, raw: combine(try interpreter.optionSetRaw(selfValue, of: type), other))
                return .void
            })
        }
        combining("union") { $0 | $1 }
        combining("intersection") { $0 & $1 }
        combining("subtracting") { $0 & ~$1 }
        combining("symmetricDifference") { $0 ^ $1 }
        forming("formUnion") { $0 | $1 }
        forming("formIntersection") { $0 & $1 }
        forming("subtract") { $0 & ~$1 }
        forming("formSymmetricDifference") { $0 ^ $1 }
        // `isDisjoint(with:)` of `SetAlgebra`: no option in common.
        proto.addMethod("isDisjoint", .native("isDisjoint", labels: ["with"]) { interpreter, selfValue, arguments in
            let type = try selfType(interpreter, selfValue)
            let other = try interpreter.optionSetRaw(try arguments.value(0), of: type)
            return .bool(try interpreter.optionSetRaw(selfValue, of: type) & other == 0)
        })
        proto.addMethod("contains", .native("contains", labels: [nil]) { interpreter, selfValue, arguments in
            let type = try selfType(interpreter, selfValue)
            let member = try interpreter.optionSetRaw(try arguments.value(0), of: type)
            return .bool(try interpreter.optionSetRaw(selfValue, of: type) & member == member)
        })
        proto.addMethod("insert", .native("insert", labels: [nil], mutating: true) { interpreter, selfValue, arguments in
            let type = try selfType(interpreter, selfValue)
            let member = try interpreter.optionSetRaw(try arguments.value(0), of: type)
            let raw = try interpreter.optionSetRaw(selfValue, of: type)
            selfValue = try interpreter.optionSet(type, raw: raw | member)
            return .tuple([.bool(raw & member != member), try interpreter.optionSet(type, raw: member)], labels: ["inserted", "memberAfterInsert"])
        })
        proto.addMethod("remove", .native("remove", labels: [nil], mutating: true) { interpreter, selfValue, arguments in
            let type = try selfType(interpreter, selfValue)
            let member = try interpreter.optionSetRaw(try arguments.value(0), of: type)
            let raw = try interpreter.optionSetRaw(selfValue, of: type)
            selfValue = try interpreter.optionSet(type, raw: raw & ~member)
            return raw & member == 0 ? .nil : .some(try interpreter.optionSet(type, raw: raw & member))
        })
        proto.computedProperties["isEmpty"] = ComputedProperty(getter: .native("isEmpty") { interpreter, selfValue, _ in
            .bool(try interpreter.optionSetRaw(selfValue, of: try selfType(interpreter, selfValue)) == 0)
        })
    }
}
