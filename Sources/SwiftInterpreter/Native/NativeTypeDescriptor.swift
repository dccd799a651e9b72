/// Host behaviour attached to a native type, beyond the inits, properties and methods registered
/// on its `TypeInfo` with `Function.native`.
public struct NativeTypeDescriptor {
    /// Resolves an implicit member (`.blue`, `.init(…)`) when this type is the contextual type.
    /// Return nil when the name is not a member of this type.
    public var resolveImplicitMember: ((Interpreter, UnresolvedMember) throws -> Value?)?
    /// Dynamic member lookup for names not registered on the `TypeInfo`; nil means "no such member".
    public var member: ((Interpreter, Value, String) throws -> Value?)?
    /// How `print` and interpolation show a value of this type.
    public var describe: ((Value) -> String)?
    /// The type name messages and `type(of:)` give a value of this type (nil: the registered name).
    public var typeName: ((Value) -> String)?
    /// Values of this type stand for names the interpreter cannot see (a type of another file):
    /// `[T]()` with such a `T` makes an empty array, as it would with the type itself.
    public var standsForUnseenNames = false
    /// Whether an unseen value stands for a type itself, not an instance (`CIFilter` written as
    /// the base of `CIFilter.pixellate()`): only its static members can be reached through it.
    public var namesUnseenType: ((Value) -> Bool)?
    /// Values of this type are references to one shared object (a class of Apple's frameworks,
    /// its state in a class payload): `container.viewContext.name = "main"` changes the object
    /// in place, with nothing written back through the (get-only) path that reached it.
    public var isReferenceType = false
    /// Whether a method call may be answered by a dynamic member holding a function. A `Binding`'s
    /// dynamic members are bindings to the bound value's properties, never callable, so
    /// `$query.onChange(filter)` is a method or nothing.
    public var dynamicMembersAreCallable = true
    /// Whether a value of this type has the registered method `name`, for a type that has some
    /// of its methods only under a conditional conformance (a `Binding` is a `Collection` only
    /// when its `Value` is a `MutableCollection`). A read of a name it lacks (`$model.min` of a
    /// binding to a struct) is then a dynamic member. Nil: every registered method is its own.
    public var hasConditionalMethod: ((Interpreter, Value, String) throws -> Bool)?
    /// Converts a value of this type to the type its context declares (`var items: [Item] = v`,
    /// a function's result type), as a generic call inferred from its context would have made it
    /// (`decode(T.self, …)` with `T` known only from the caller). Nil keeps the value.
    public var coerce: ((Interpreter, Value, TypeHint) throws -> Value?)?
    /// Makes a value of this type from a value of another written `value as T`, `as? T` or
    /// `as! T` (Swift's bridging casts: any `Error` is an `NSError`, SE-0112). Nil: no bridge.
    public var bridgeFrom: ((Interpreter, Value) throws -> Value?)?
    /// Makes a value of this type from an integer or floating-point literal written where the
    /// type is expected (`let price: Decimal = 19.99`: the library type conforms to
    /// `ExpressibleByIntegerLiteral` / `ExpressibleByFloatLiteral`). Nil: literals stay numbers.
    public var fromNumberLiteral: ((Interpreter, Value) -> Value?)?
    /// The number a value of this numeric library type holds, as an `NSNumber` bridged from it
    /// would give it (`Double(truncating: decimal as NSNumber)`, Foundation's
    /// `init(truncating:)` of `NSNumber`). Nil: not a number.
    public var asNumber: ((Value) -> Double?)?
    /// The case and associated values of a value of this library enum (`DispatchTimeInterval`'s
    /// `seconds(3)`), matched by an enum-case pattern (`case .seconds(let s)`) as a program's
    /// enum value is. Nil: its patterns compare with `==` against the static member.
    public var enumCase: ((Value) -> (name: String, payload: [Value])?)?

    public init(resolveImplicitMember: ((Interpreter, UnresolvedMember) throws -> Value?)? = nil,
                member: ((Interpreter, Value, String) throws -> Value?)? = nil,
                describe: ((Value) -> String)? = nil,
                typeName: ((Value) -> String)? = nil) {
        self.resolveImplicitMember = resolveImplicitMember
        self.member = member
        self.describe = describe
        self.typeName = typeName
    }
}

extension Interpreter {
    /// Registers a host type (`Color`, `Text`, `ProposedViewSize`…). Add its initializers with
    /// `type.initializers.append(.native("init", labels: […]) { … })`, methods with `addMethod`,
    /// properties with `computedProperties[name]`, static members with `staticValues` or
    /// `staticComputed`. User extensions of the type add to the same `TypeInfo`.
    @discardableResult
    public func registerNativeType(_ name: String, descriptor: NativeTypeDescriptor = NativeTypeDescriptor()) -> TypeInfo {
        let type = declareType(name, kind: .native)
        type.native = descriptor
        return type
    }

    /// Registers a free native function (`print`, a SwiftUI helper) under its base name.
    public func registerFunction(_ name: String, labels: [String?]? = nil, _ body: @escaping NativeBody) {
        nativeFunctions[name] = .native(name, labels: labels, body)
    }

    /// Wraps a host payload as a value of a registered native type.
    public func nativeValue(_ typeName: String, _ payload: Any) -> Value {
        .native(NativeValue(type: nativeType(named: typeName), payload: payload))
    }

    /// The type named `typeName`, declared as a native type when there is none: values are made
    /// by the thousand (a layout's subviews, each a `LayoutSubview`), so the name goes through the
    /// interpreter's name cache rather than the hashed `types` table.
    private func nativeType(named typeName: String) -> TypeInfo {
        // A library value keeps its library type where the program declares a type of that
        // name (a model `struct List` beside SwiftUI's `List`).
        if !shadowedLibraryTypes.isEmpty, let library = shadowedLibraryTypes[typeName] { return library }
        if let known = cachedType(named: typeName) { return known }
        return declareType(typeName, kind: .native)
    }
}
