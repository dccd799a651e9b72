import JSONParsing
import SwiftInterpreter

/// The `Decoder` a type's own `init(from decoder:)` is given, and its containers (Apple docs,
/// "Decoder", "KeyedDecodingContainer", "UnkeyedDecodingContainer",
/// "SingleValueDecodingContainer"): `container(keyedBy:)`, `unkeyedContainer()`,
/// `singleValueContainer()`; on a keyed container `decode(_:forKey:)`,
/// `decodeIfPresent(_:forKey:)`, `decodeNil(forKey:)`, `contains(_:)`, `allKeys`,
/// `nestedContainer(keyedBy:forKey:)`, `nestedUnkeyedContainer(forKey:)`, `superDecoder()`; on an
/// unkeyed one `decode(_:)`, `decodeIfPresent(_:)`, `decodeNil()`, `isAtEnd`, `count`,
/// `currentIndex`, and the nested containers; on a single-value one `decode(_:)` and
/// `decodeNil()`. Each reads the JSON the decode call parsed.
enum CodableContainers {
    /// What every decoder and container value holds: the run, the JSON and where it lies.
    final class State {
        let run: JSONDecodingRun
        let node: JSONNode
        let path: [CodingPathKey]
        /// A keyed container's `CodingKeys` type (to read the key of `.name` written as an
        /// implicit member).
        let keys: TypeInfo?
        /// An unkeyed container's position.
        var index = 0

        init(run: JSONDecodingRun, node: JSONNode, path: [CodingPathKey], keys: TypeInfo? = nil) {
            self.run = run
            self.node = node
            self.path = path
            self.keys = keys
        }
    }

    static func decoderValue(_ run: JSONDecodingRun, node: JSONNode, path: [CodingPathKey]) -> Value {
        run.interpreter.nativeValue("Decoder", State(run: run, node: node, path: path))
    }

    static func register(_ interpreter: Interpreter) {
        let decoder = interpreter.registerNativeType("Decoder")
        decoder.computedProperties["codingPath"] = ComputedProperty(getter: .native("codingPath") { _, selfValue, _ in
            .array((selfValue.nativePayload(State.self)?.path ?? []).map { .string($0.stringValue) })
        })
        decoder.addMethod("container", .native("container") { interpreter, selfValue, arguments in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            return try keyed(state.run, state.node, state.path, keys: arguments.first?.value)
        })
        decoder.addMethod("unkeyedContainer", .native("unkeyedContainer") { _, selfValue, _ in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            return try unkeyed(state.run, state.node, state.path)
        })
        decoder.addMethod("singleValueContainer", .native("singleValueContainer") { interpreter, selfValue, _ in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            return interpreter.nativeValue("SingleValueDecodingContainer", State(run: state.run, node: state.node, path: state.path))
        })
        registerKeyed(interpreter)
        registerUnkeyed(interpreter)
        let single = interpreter.registerNativeType("SingleValueDecodingContainer")
        single.addMethod("decode", .native("decode") { _, selfValue, arguments in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            return try guarded(state.run) { try state.run.decode(requested(arguments), from: state.node, path: state.path) }
        })
        single.addMethod("decodeNil", .native("decodeNil") { _, selfValue, _ in
            .bool(selfValue.nativePayload(State.self).map { $0.run.isNull($0.node) } ?? false)
        })
    }

    /// The type argument of a `decode(T.self, …)` call.
    static func requested(_ arguments: [CallArgument]) -> DecodedType {
        guard let first = arguments.first(where: { $0.label == nil }) else { return .any }
        return DecodedType(typeValue: first.value)
    }

    /// Runs `body`, turning a `DecodingFailure` into the program's `DecodingError`.
    static func guarded(_ run: JSONDecodingRun, _ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let failure as DecodingFailure {
            throw run.interpreter.thrownError(run.interpreter.nativeValue("DecodingError", failure))
        }
    }

    private static func keyed(_ run: JSONDecodingRun, _ node: JSONNode, _ path: [CodingPathKey], keys: Value?) throws -> Value {
        try guarded(run) {
            guard case .object = node.value else { throw try run.mismatch("Dictionary<String, Any>", node, path) }
            var keyType: TypeInfo?
            if case let .metatype(type)? = keys { keyType = type }
            return run.interpreter.nativeValue("KeyedDecodingContainer", State(run: run, node: node, path: path, keys: keyType))
        }
    }

    private static func unkeyed(_ run: JSONDecodingRun, _ node: JSONNode, _ path: [CodingPathKey]) throws -> Value {
        try guarded(run) {
            guard case .array = node.value else { throw try run.mismatch("Array<Any>", node, path) }
            return run.interpreter.nativeValue("UnkeyedDecodingContainer", State(run: run, node: node, path: path))
        }
    }

    /// The string of a key argument: a `CodingKeys` case (its raw value, else its name), the
    /// same written as `.name`, or a string.
    static func keyString(_ value: Value?, keys: TypeInfo?) -> String {
        switch value {
        case let .enumValue(instance)?:
            let found = instance.type.cases.first { $0.name == instance.caseName }
            if case let .string(raw)? = found?.rawValue { return raw }
            return instance.caseName
        case let .unresolvedMember(member)?:
            if case let .string(raw)? = keys?.cases.first(where: { $0.name == member.name })?.rawValue { return raw }
            return member.name
        case let .string(text)?: return text
        default: return ""
        }
    }

    private static func registerKeyed(_ interpreter: Interpreter) {
        let keyed = interpreter.registerNativeType("KeyedDecodingContainer")
        func member(_ state: State, _ arguments: [CallArgument]) -> (key: String, node: JSONNode?) {
            let key = keyString(arguments.first(where: { $0.label == "forKey" })?.value ?? arguments.first?.value, keys: state.keys)
            return (key, state.run.keyedMembers(state.node)[key])
        }
        keyed.addMethod("decode", .native("decode") { _, selfValue, arguments in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            return try guarded(state.run) {
                let (key, node) = member(state, arguments)
                let type = requested(arguments)
                guard let node else { throw DecodingFailure.keyNotFound(key, path: state.path) }
                if state.run.isNull(node), case .named = type { throw DecodingFailure.valueNotFound(type.swiftName, path: state.path + [.key(key)]) }
                return try state.run.decode(type, from: node, path: state.path + [.key(key)])
            }
        })
        keyed.addMethod("decodeIfPresent", .native("decodeIfPresent") { _, selfValue, arguments in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            return try guarded(state.run) {
                let (key, node) = member(state, arguments)
                guard let node, !state.run.isNull(node) else { return .nil }
                return .some(try state.run.decode(requested(arguments), from: node, path: state.path + [.key(key)]))
            }
        })
        keyed.addMethod("decodeNil", .native("decodeNil") { _, selfValue, arguments in
            guard let state = selfValue.nativePayload(State.self) else { return .bool(false) }
            let (key, node) = member(state, arguments)
            return try guarded(state.run) {
                guard let node else { throw DecodingFailure.keyNotFound(key, path: state.path) }
                return .bool(state.run.isNull(node))
            }
        })
        keyed.addMethod("contains", .native("contains") { _, selfValue, arguments in
            guard let state = selfValue.nativePayload(State.self) else { return .bool(false) }
            return .bool(member(state, arguments).node != nil)
        })
        keyed.computedProperties["allKeys"] = ComputedProperty(getter: .native("allKeys") { interpreter, selfValue, _ in
            guard let state = selfValue.nativePayload(State.self) else { return .array([]) }
            let names = state.node.members.map { state.run.convertsFromSnakeCase ? JSONDecodingRun.camelCase($0.key) : $0.key }
            guard let keys = state.keys else { return .array(names.map(Value.string)) }
            // Swift lists the keys of the JSON that are cases of the key type.
            return .array(names.compactMap { name in
                keys.cases.first { ($0.rawValue ?? .string($0.name)) == .string(name) }
                    .map { .enumValue(EnumInstance(type: keys, caseName: $0.name)) }
            })
        })
        keyed.computedProperties["codingPath"] = ComputedProperty(getter: .native("codingPath") { _, selfValue, _ in
            .array((selfValue.nativePayload(State.self)?.path ?? []).map { .string($0.stringValue) })
        })
        keyed.addMethod("nestedContainer", .native("nestedContainer") { _, selfValue, arguments in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            let (key, node) = member(state, arguments)
            guard let node else { return try guarded(state.run) { throw DecodingFailure.keyNotFound(key, path: state.path) } }
            return try CodableContainers.keyed(state.run, node, state.path + [.key(key)],
                                               keys: arguments.first(where: { $0.label == "keyedBy" })?.value)
        })
        keyed.addMethod("nestedUnkeyedContainer", .native("nestedUnkeyedContainer") { _, selfValue, arguments in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            let (key, node) = member(state, arguments)
            guard let node else { return try guarded(state.run) { throw DecodingFailure.keyNotFound(key, path: state.path) } }
            return try unkeyed(state.run, node, state.path + [.key(key)])
        })
        keyed.addMethod("superDecoder", .native("superDecoder") { _, selfValue, _ in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            return decoderValue(state.run, node: state.node, path: state.path)
        })
    }

    private static func registerUnkeyed(_ interpreter: Interpreter) {
        let unkeyed = interpreter.registerNativeType("UnkeyedDecodingContainer")
        func next(_ state: State, _ type: DecodedType, optional: Bool) throws -> Value {
            let elements = state.node.elements
            guard state.index < elements.count else {
                if optional { return .nil }
                throw DecodingFailure.valueNotFound(type.swiftName, path: state.path + [.index(state.index)])
            }
            let node = elements[state.index]
            let path = state.path + [.index(state.index)]
            if state.run.isNull(node) {
                if optional { state.index += 1; return .nil }
                throw DecodingFailure.valueNotFound(type.swiftName, path: path)
            }
            let value = try state.run.decode(type, from: node, path: path)
            state.index += 1
            return optional ? .some(value) : value
        }
        unkeyed.addMethod("decode", .native("decode") { _, selfValue, arguments in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            return try guarded(state.run) { try next(state, requested(arguments), optional: false) }
        })
        unkeyed.addMethod("decodeIfPresent", .native("decodeIfPresent") { _, selfValue, arguments in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            return try guarded(state.run) { try next(state, requested(arguments), optional: true) }
        })
        unkeyed.addMethod("decodeNil", .native("decodeNil") { _, selfValue, _ in
            guard let state = selfValue.nativePayload(State.self), state.index < state.node.elements.count,
                  state.run.isNull(state.node.elements[state.index]) else { return .bool(false) }
            state.index += 1
            return .bool(true)
        })
        unkeyed.addMethod("nestedContainer", .native("nestedContainer") { _, selfValue, arguments in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            guard state.index < state.node.elements.count else {
                return try guarded(state.run) { throw DecodingFailure.valueNotFound("KeyedDecodingContainer", path: state.path) }
            }
            state.index += 1
            return try keyed(state.run, state.node.elements[state.index - 1], state.path + [.index(state.index - 1)],
                             keys: arguments.first(where: { $0.label == "keyedBy" })?.value)
        })
        unkeyed.addMethod("nestedUnkeyedContainer", .native("nestedUnkeyedContainer") { _, selfValue, _ in
            guard let state = selfValue.nativePayload(State.self) else { return .nil }
            guard state.index < state.node.elements.count else {
                return try guarded(state.run) { throw DecodingFailure.valueNotFound("UnkeyedDecodingContainer", path: state.path) }
            }
            state.index += 1
            return try CodableContainers.unkeyed(state.run, state.node.elements[state.index - 1], state.path + [.index(state.index - 1)])
        })
        for (name, read) in [("isAtEnd", { (state: State) in Value.bool(state.index >= state.node.elements.count) }),
                             ("count", { (state: State) in Value.some(.int(state.node.elements.count)) }),
                             ("currentIndex", { (state: State) in Value.int(state.index) })] {
            unkeyed.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in
                selfValue.nativePayload(State.self).map(read) ?? .nil
            })
        }
    }
}
