/// `ObjectIdentifier(x)` of the standard library: "a unique identifier for a class instance or
/// metatype" (Swift standard library, `ObjectIdentifier`), `Hashable` and `Equatable` — two are
/// equal exactly when they identify the same instance or the same type. A dependency container
/// keyed by `ObjectIdentifier(Service.self)` therefore finds under `resolve(Storing.self)` what
/// `register(Storing.self)` stored (swiftc 6: `ObjectIdentifier(P.self) == ObjectIdentifier(P.self)`
/// is true for a protocol `P`, false against another type's). The payload is the host identity of
/// the interpreter's instance or type, so equality and hashing follow `Value`'s own.
///
/// Swift prints an identifier as `ObjectIdentifier(0x…)`, the memory address, which differs
/// between runs; the interpreter has no addresses and prints `ObjectIdentifier(Type)` with the
/// identified type's name instead (unverified against any output, which no run repeats anyway).
extension Interpreter {
    static let objectIdentifierTypeName = "ObjectIdentifier"

    /// What an `ObjectIdentifier` holds: the host identity compared, and a name to print.
    struct IdentifiedObject: Hashable {
        let identity: ObjectIdentifier
        let name: String

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
        func hash(into hasher: inout Hasher) { hasher.combine(identity) }
    }

    func registerObjectIdentifiers() {
        let type = registerNativeType(Self.objectIdentifierTypeName, descriptor: NativeTypeDescriptor(describe: { value in
            guard case let .native(native) = value, let identified = native.payload as? IdentifiedObject else { return Self.objectIdentifierTypeName }
            return "ObjectIdentifier(\(identified.name))"
        }))
        type.initializers.append(.native("init", labels: [nil]) { interpreter, _, arguments in
            let subject = try arguments.value(0)
            guard let identified = interpreter.identifiedObject(subject) else {
                // swiftc: "argument type '…' expected to be an instance of a class or class-constrained type".
                throw interpreter.error(.invalid, "ObjectIdentifier takes a class instance or a metatype, not \(interpreter.typeName(of: subject))")
            }
            return interpreter.nativeValue(Self.objectIdentifierTypeName, identified)
        })
        type.computedProperties["hashValue"] = ComputedProperty(getter: .native("hashValue") { _, selfValue, _ in
            .int(selfValue.hashValue)
        })
    }

    /// The identity `ObjectIdentifier` takes from a value: a class instance's, a metatype's (a
    /// protocol's too), or a reference-type native value's shared object; nil for a value type.
    private func identifiedObject(_ value: Value) -> IdentifiedObject? {
        switch value {
        case let .object(instance): return IdentifiedObject(identity: ObjectIdentifier(instance), name: instance.type.name)
        case let .metatype(type): return IdentifiedObject(identity: ObjectIdentifier(type), name: type.name)
        case let .native(native) where native.type.native?.isReferenceType == true && Swift.type(of: native.payload) is AnyClass:
            return IdentifiedObject(identity: ObjectIdentifier(native.payload as AnyObject), name: native.type.name)
        default: return nil
        }
    }
}
