/// A value of the interpreted program. Dynamically typed: every value knows its own type, as the
/// Swift value it stands for would. Structs, enums, arrays, dictionaries and sets are copied on
/// assignment (Swift's value semantics come for free from Swift's own copy-on-write containers);
/// class instances are shared references with identity.
public enum Value {
    /// `Void` / `()`: what a statement or a function without a result gives.
    case void
    case int(Int)
    /// A `UInt64` or `UInt` above `Int.max`, which no `Int` holds (`0xcbf29ce484222325`,
    /// `UInt64.max`). Every other integer, whatever its type, is an `.int`: `Value.unsigned(_:)`
    /// makes the one that fits, so a value never has both spellings.
    case uint64(UInt64)
    case double(Double)
    /// `CGFloat`: backed by a `Double` (64-bit platforms), printed like a `Double`, but its own type.
    case cgFloat(Double)
    case bool(Bool)
    case string(String)
    case character(Character)
    /// `Optional<Wrapped>`; `.optional(nil)` is `nil`.
    indirect case optional(Value?)
    case array([Value])
    indirect case dictionary(OrderedDictionary)
    indirect case set(OrderedSet)
    /// A tuple with optional labels per element (`(x: 1, 2)`).
    indirect case tuple([Value], labels: [String?])
    /// `a..<b` (half open) or `a...b` (closed), of any comparable bounds; either bound may be absent
    /// for one-sided ranges (`2...`, `..<n`).
    indirect case range(RangeValue)
    case structValue(StructInstance)
    indirect case enumValue(EnumInstance)
    case object(ObjectInstance)
    case function(Function)
    /// `T.self` — a type used as a value (static member access, `init` calls, `type(of:)`).
    case metatype(TypeInfo)
    /// `\.name` / `\Type.a.b`: a path of member names (and subscripts) applied to a root.
    indirect case keyPath(KeyPathValue)
    /// An implicit member expression (`.blue`, `.init(…)`) whose contextual type was not known when
    /// it was evaluated. The consumer that knows the type (a native parameter, a `switch`) resolves it.
    indirect case unresolvedMember(UnresolvedMember)
    /// A value owned by a native type registered by the host (e.g. the SwiftUI runtime's views).
    indirect case native(NativeValue)
}

/// A half-open or closed range, or a `stride`.
public struct RangeValue: Hashable {
    public var lower: Value?
    public var upper: Value?
    public var isClosed: Bool

    public init(lower: Value?, upper: Value?, isClosed: Bool) {
        self.lower = lower
        self.upper = upper
        self.isClosed = isClosed
    }
}

/// An instance of a user (or native-declared) struct: its type and its stored properties in
/// declaration order. Copying the enum case copies the fields (value semantics).
public struct StructInstance {
    public let type: TypeInfo
    public var fields: [Value]
    /// The generic arguments the value was made with (`Box<User>.empty` is a `Box<User>`), kept
    /// as Swift keeps them in the value's static type (`InstanceGenericArguments`); empty when
    /// none was written or contextual.
    public var genericArguments: [String: TypeHint] = [:]

    public init(type: TypeInfo, fields: [Value]) {
        self.type = type
        self.fields = fields
    }
}

/// An enum value: its type, the case name and the associated values with their labels.
public struct EnumInstance {
    public let type: TypeInfo
    public let caseName: String
    public var payload: [Value]
    public var labels: [String?]
    /// The generic arguments the value was made with (`Loadable<User>.loading`), as for a struct.
    public var genericArguments: [String: TypeHint] = [:]

    public init(type: TypeInfo, caseName: String, payload: [Value] = [], labels: [String?] = []) {
        self.type = type
        self.caseName = caseName
        self.payload = payload
        self.labels = labels
    }
}

/// An instance of a class: shared by every reference, compared by identity with `===`.
public final class ObjectInstance {
    public let type: TypeInfo
    @exclusivity(unchecked) public var fields: [Value]
    /// A small number given in creation order, so printing and hashing stay deterministic.
    public let serial: Int
    /// The generic arguments the instance was made with (`IOInject<IOThread>` gives `["Value":
    /// IOThread]`): Swift keeps them in the instance's metadata, so `Value.self` in any of its
    /// methods is that type (`InstanceGenericArguments`).
    public var genericArguments: [String: TypeHint] = [:]
    /// The value a library superclass's initializer made for this instance (`super.init(name:)`
    /// in `class Store: NSPersistentContainer`): a subclass instance is also an instance of its
    /// superclass, so the library's members read and change this part of it
    /// (`LibrarySuperclass.swift`). Nil for a class without a library superclass.
    public var libraryBase: Value?

    public init(type: TypeInfo, fields: [Value], serial: Int) {
        self.type = type
        self.fields = fields
        self.serial = serial
    }
}

/// An implicit member expression waiting for its type: `.name` or `.name(arguments)`, or a
/// chain from one (`.make(3).doubled.plus(1)`: `name` is `make.doubled.plus`, `arguments` the
/// last call's).
public struct UnresolvedMember {
    public var name: String
    public var arguments: [CallArgument]?
    /// A chain's members from its first, each with the arguments it was called with (nil when
    /// read, not called), so that the chain can run from its first member once the contextual
    /// type is known (SE-0287); empty for a single member.
    public var steps: [Step] = []

    /// One member of an implicit-member chain.
    public struct Step {
        public var name: String
        public var arguments: [CallArgument]?

        public init(name: String, arguments: [CallArgument]?) {
            self.name = name
            self.arguments = arguments
        }
    }

    public init(name: String, arguments: [CallArgument]?) {
        self.name = name
        self.arguments = arguments
    }

    /// The chain with member `next` read from it (`.make(3)` then `.doubled`).
    public func extended(by next: String) -> UnresolvedMember {
        var chain = UnresolvedMember(name: name + "." + next, arguments: nil)
        chain.steps = (steps.isEmpty ? [Step(name: name, arguments: arguments)] : steps) + [Step(name: next, arguments: nil)]
        return chain
    }

    /// The chain with its last member called with `callArguments` (`.make(3).plus` then `(1)`).
    public func called(with callArguments: [CallArgument]) -> UnresolvedMember {
        var chain = self
        chain.arguments = callArguments
        if !chain.steps.isEmpty { chain.steps[chain.steps.count - 1].arguments = callArguments }
        return chain
    }
}

/// One argument of a call: its label (nil when unlabelled) and value.
public struct CallArgument {
    public var label: String?
    public var value: Value

    public init(_ label: String?, _ value: Value) {
        self.label = label
        self.value = value
    }
}

/// A value the host owns: a type name (`Color`, `Text`, …) and any Swift value as the payload.
public struct NativeValue {
    public let type: TypeInfo
    public var payload: Any

    public init(type: TypeInfo, payload: Any) {
        self.type = type
        self.payload = payload
    }
}

/// A key path: component member names (or subscripts) from the root.
public struct KeyPathValue: Hashable {
    public enum Component: Hashable {
        case member(String)
        case optionalChain
        case forceUnwrap
        case subscriptIndex([Value])
    }
    public var rootTypeName: String?
    public var components: [Component]

    public init(rootTypeName: String?, components: [Component]) {
        self.rootTypeName = rootTypeName
        self.components = components
    }
}

extension Value {
    public static var `nil`: Value { .optional(nil) }
    public static func some(_ value: Value) -> Value { .optional(value) }

    /// A `UInt64` value as the interpreter holds it: an `.int` up to `Int.max`, a `.uint64` above.
    public static func unsigned(_ value: UInt64) -> Value {
        value <= UInt64(Int.max) ? .int(Int(value)) : .uint64(value)
    }

    /// True for `nil`.
    public var isNil: Bool {
        if case .optional(nil) = self { return true }
        return false
    }

    /// True for an implicit member (`.action(a)`) whose type is not known yet.
    public var isUnresolvedMember: Bool {
        if case .unresolvedMember = self { return true }
        return false
    }
}
