import SwiftFrontEnd

/// What kind of type a `TypeInfo` describes.
public enum TypeInfoKind: Equatable, Sendable {
    case structType
    case enumType
    case classType
    case protocolType
    /// A type the interpreter implements itself (Int, String, Array, …).
    case builtin
    /// A type the host registered (a SwiftUI view, `Color`, …); its values are `.native`.
    case native
}

/// A stored property of a struct or class: its slot, how its initial value is made, and its
/// observers. Slots are indices into `StructInstance.fields` / `ObjectInstance.fields`.
public struct StoredProperty {
    public var name: String
    public var slot: Int
    public var isLet: Bool
    /// Evaluates the declared initial value (`var x = 1`), or nil when the declaration has none.
    public var initialValue: Thunk?
    /// True for an optional `var` with no initial value (it starts as `nil`, as in Swift).
    public var defaultsToNil: Bool
    public var isLazy: Bool
    public var willSet: Function?
    public var didSet: Function?
    /// The property wrapper's type name (`State`, a user `@propertyWrapper`), when there is one.
    public var wrapper: PropertyWrapperUse?
    /// The declared type, for literal typing and implicit members (`var width: CGFloat = 1`).
    public var hint: TypeHint?
    /// The result builder of a closure-typed property (`@ViewBuilder var content: () -> Content`),
    /// applied to the closure the memberwise initializer receives.
    public var builderName: String?

    public init(name: String, slot: Int, isLet: Bool, initialValue: Thunk? = nil, defaultsToNil: Bool = false,
                isLazy: Bool = false, hint: TypeHint? = nil) {
        self.name = name
        self.slot = slot
        self.isLet = isLet
        self.initialValue = initialValue
        self.defaultsToNil = defaultsToNil
        self.isLazy = isLazy
        self.hint = hint
    }
}

/// `@Wrapper(arguments) var name`: which wrapper, and the arguments written in the attribute.
public struct PropertyWrapperUse {
    public var typeName: String
    public var arguments: Thunk?
    /// The wrappers written after the first (`@Environment(\.flag) @Binding var isOn`), outer to
    /// inner: composed wrappers nest, so the property reads through each one's wrapped value in
    /// turn (SE-0258, "Composition of property wrappers").
    public var innerWrapperNames: [String] = []
    /// The wrapped property's declared type (`IOThread` in `@Inject var thread: IOThread`): the
    /// wrapper's generic parameter that types its `wrappedValue` is bound to it (SE-0258: the
    /// property's type is the wrapper's `wrappedValue` type), nil when the property writes none.
    public var wrappedHint: TypeHint?

    public init(typeName: String, arguments: Thunk?) {
        self.typeName = typeName
        self.arguments = arguments
    }
}

/// A deferred evaluation (an initial value expression, a static member): evaluated by the
/// interpreter when first needed.
public typealias Thunk = (Interpreter) throws -> Value

/// A computed property (or a `static` one): a getter and optionally a setter.
public struct ComputedProperty {
    public var getter: Function
    public var setter: Function?
    public var hint: TypeHint?

    public init(getter: Function, setter: Function? = nil, hint: TypeHint? = nil) {
        self.getter = getter
        self.setter = setter
        self.hint = hint
    }
}

/// One case of an enum: its name, associated value labels (nil for unlabelled; empty when none)
/// and raw value.
public struct EnumCase {
    public var name: String
    public var payloadLabels: [String?]
    public var payloadHints: [TypeHint?]
    /// The default values of its associated values (`case horizontal(spacing: CGFloat = 4)`,
    /// SE-0155), nil where none is written.
    public var payloadDefaults: [Expr?] = []
    public var rawValue: Value?
    public var hasPayload: Bool

    public init(name: String, payloadLabels: [String?] = [], payloadHints: [TypeHint?] = [], rawValue: Value? = nil,
                hasPayload: Bool = false) {
        self.name = name
        self.payloadLabels = payloadLabels
        self.payloadHints = payloadHints
        self.rawValue = rawValue
        self.hasPayload = hasPayload
    }
}

/// A type known to the interpreter: user-declared (struct, enum, class, protocol), built in, or
/// registered by the host. Members are found by name; stored properties have slots. Extensions
/// add members to the same `TypeInfo`, so `extension Int { var double: Int { … } }` and
/// `extension Color { static let brand = … }` work like declarations in the type itself.
public final class TypeInfo: CustomStringConvertible {
    public let name: String
    /// `Outer.Inner` for nested types (Swift prints it inside collections: `main.Outer.Inner.a`).
    @exclusivity(unchecked) public var qualifiedName: String
    public let kind: TypeInfoKind
    @exclusivity(unchecked) public var storedProperties: [StoredProperty] = []
    @exclusivity(unchecked) public var slotByName: [String: Int] = [:]
    @exclusivity(unchecked) public var computedProperties: [String: ComputedProperty] = [:] {
        didSet { TypeStructureGeneration.bump() }
    }
    /// Methods by base name; several overloads may share a name (told apart by argument labels).
    /// Reading or changing the whole table first adds the methods waiting in `lateMethods`
    /// (`LateMethods.swift`); `methods(named:)` adds only the name it asks for.
    public var methods: [String: [Function]] {
        get {
            if lateMethods != nil { addAllLateMethods() }
            return ownMethods
        }
        _modify {
            if lateMethods != nil { addAllLateMethods() }
            yield &ownMethods
            TypeStructureGeneration.bump()
        }
        set {
            if lateMethods != nil { addAllLateMethods() }
            ownMethods = newValue
            TypeStructureGeneration.bump()
        }
    }
    /// The methods added so far (`methods` less those still waiting in `lateMethods`).
    @exclusivity(unchecked) var ownMethods: [String: [Function]] = [:]
    /// Overloads appended to some names on their first look-up (`LateMethods`), nil once none wait.
    @exclusivity(unchecked) var lateMethods: LateMethods?
    /// What `Interpreter.findComputed` and `findMethod` found for a name (searching superclasses
    /// and protocols), valid while `memberCacheGeneration` is the `TypeStructureGeneration`: a
    /// member read or an unqualified call inside a method asks again each time it runs.
    @exclusivity(unchecked) var computedCache = NameTable<FoundComputedProperty>()
    @exclusivity(unchecked) var methodCache = NameTable<[Function]?>()
    @exclusivity(unchecked) var memberCacheGeneration = -1
    @exclusivity(unchecked) public var initializers: [Function] = []
    @exclusivity(unchecked) public var staticMethods: [String: [Function]] = [:]
    @exclusivity(unchecked) public var staticComputed: [String: ComputedProperty] = [:]
    /// Static stored properties: initialised once, on first use (as Swift does, lazily).
    @exclusivity(unchecked) public var staticInitialisers: [String: Thunk] = [:]
    @exclusivity(unchecked) public var staticValues: [String: Value] = [:]
    @exclusivity(unchecked) public var staticHints: [String: TypeHint] = [:]

    /// Whether the type has a static property `name`: stored (set or waiting for its first use)
    /// or computed.
    public func hasStaticProperty(_ name: String) -> Bool {
        staticValues[name] != nil || staticInitialisers[name] != nil || staticComputed[name] != nil
    }
    /// Whether the type has a static property or method `name`, or the program declares a static
    /// of that name on it.
    public func declaresStaticMember(_ name: String) -> Bool {
        hasStaticProperty(name) || staticMethods[name] != nil || programStatics.contains(name)
    }
    /// The static members the program declares (in the type, or in its extension of a built-in
    /// type such as `Font`). Each shadows a built-in member of the same name, as Swift's
    /// declarations in the current module shadow those of an imported one.
    @exclusivity(unchecked) public var programStatics: Set<String> = []
    @exclusivity(unchecked) public var cases: [EnumCase] = []
    @exclusivity(unchecked) public var caseIndex: [String: Int] = [:]
    /// The raw type of an enum (`Int`, `String`, `Double`, `Character`), if any.
    @exclusivity(unchecked) public var rawTypeName: String?
    /// Names of protocols (and for classes, the superclass) listed in the declaration or in
    /// extensions.
    @exclusivity(unchecked) public var conformances: [String] = [] {
        didSet { TypeStructureGeneration.bump() }
    }
    @exclusivity(unchecked) public var superclass: TypeInfo? {
        didSet { TypeStructureGeneration.bump() }
    }
    /// The generic parameters the type declares (`State`, `ViewAction` of `class Store<State,
    /// ViewAction>`), in order.
    @exclusivity(unchecked) public var genericParameterNames: [String] = []
    /// Those of `genericParameterNames` declared with a constraint (`Content: View`): a function
    /// value is never one of them (`ClosureForGenericParameter`).
    @exclusivity(unchecked) public var constrainedGenericParameterNames: Set<String> = []
    /// The protocol each generic parameter is constrained to, by `<S: Shape>` or `where S: Shape`
    /// (`GenericParameterConformance`).
    @exclusivity(unchecked) public var genericParameterConstraints: [String: String] = [:]
    /// For a class whose superclass is generic, the superclass's generic parameters bound by the
    /// inheritance clause (`class Counter: Store<CounterState, CounterAction>`, directly or
    /// through a `typealias`): `State` is `CounterState` in the superclass's methods called for
    /// this class (`GenericSuperclassArguments`).
    @exclusivity(unchecked) public var superclassGenericArguments: [String: TypeHint] = [:]
    /// The protocols this type inherits extension methods from (`Interpreter.conformedProtocols`),
    /// with the `TypeStructureGeneration` they were computed in.
    @exclusivity(unchecked) var conformedProtocolsCache: (generation: Int, protocols: [TypeInfo])?
    /// Nested types (`Outer.Inner`).
    @exclusivity(unchecked) public var nestedTypes: [String: TypeInfo] = [:]
    /// Type aliases declared inside the type, by name (used for nested lookups).
    @exclusivity(unchecked) public var typeAliases: [String: String] = [:]
    /// Whether the declaration declared an explicit `init` (then no memberwise init is made for a struct).
    @exclusivity(unchecked) public var hasExplicitInit = false
    /// For a `@resultBuilder` type: the builder made from its static methods.
    @exclusivity(unchecked) public var isResultBuilder = false
    @exclusivity(unchecked) public var isPropertyWrapper = false
    /// A copy of a library type (`LibrarySnapshot`): the program's own type of that name is
    /// another type, which shadows it (Swift: a module's declarations shadow imported ones).
    @exclusivity(unchecked) public internal(set) var isLibraryType = false
    /// Host data (a native type's descriptor).
    @exclusivity(unchecked) public var native: NativeTypeDescriptor?

    public init(name: String, kind: TypeInfoKind) {
        self.name = name
        self.qualifiedName = name
        self.kind = kind
    }

    public var description: String { name }

    /// Adds a stored property at the next slot.
    @discardableResult
    public func addStoredProperty(_ property: StoredProperty) -> Int {
        var property = property
        property.slot = storedProperties.count
        slotByName[property.name] = property.slot
        storedNames.append(property.name)
        if property.wrapper != nil || property.isLazy || property.willSet != nil || property.didSet != nil {
            hasSpecialStoredProperties = true
        }
        storedProperties.append(property)
        return property.slot
    }

    /// Stored property names by slot, searched linearly for small types (cheaper than hashing).
    @exclusivity(unchecked) public private(set) var storedNames: [String] = []
    /// True when some stored property has a wrapper, observers or is lazy (reads need care).
    @exclusivity(unchecked) public private(set) var hasSpecialStoredProperties = false

    /// Records `name` as a static the program declares: a built-in value of that name (the
    /// library's `Font.headline` under an `extension Font { static let headline = … }`) no longer
    /// answers for it. A `private` or `fileprivate` one is seen by its own file only, where the
    /// library's member of that name is what other files mean (`.font(.headline)` elsewhere is
    /// SwiftUI's); LayoutLens does not yet scope a static by file, so the library's member keeps
    /// answering everywhere for it (an approximation: within its own file Swift would use it).
    public func declareProgramStatic(_ name: String, isPrivate: Bool) {
        guard !isPrivate else { return }
        programStatics.insert(name)
        staticValues[name] = nil
    }

    /// Names of `private`/`fileprivate` statics the program declares on this library type where
    /// the library has a member of the same name: each is stored under `fileScopedKey(name,
    /// file)` and answers only for code of its own file (`extension Font { private static let
    /// title = 28.0 }` is 28 inside that file; `Font.title` everywhere else).
    @exclusivity(unchecked) public var fileScopedStatics: Set<String> = []

    /// The module whose file first declared each of this type's statics, when the program has
    /// several modules (`Interpreter.moduleScopedStaticName`).
    @exclusivity(unchecked) public var staticModules: [String: String] = [:]
    /// Names of statics a second module declares again on this type (`extension Color { static
    /// let brand }` in two packages): each later module's is stored under `moduleScopedKey(name,
    /// module)` and answers for code of its own module (`ModuleScopedStatics`).
    @exclusivity(unchecked) public var moduleScopedStatics: Set<String> = []

    /// The initializers a `private`/`fileprivate` extension of this library type declares, with
    /// the file each is seen in (`Interpreter.visibleInitializers`).
    @exclusivity(unchecked) public var fileScopedInitializers: [ObjectIdentifier: String] = [:]

    /// The initializers that are internal to the module declaring them (neither `public`, `open`
    /// nor `package`, nor in such an extension), with that module, when the program has several
    /// modules (`ModuleInternalInitializers`).
    @exclusivity(unchecked) public var moduleInternalInitializers: [ObjectIdentifier: String] = [:]

    /// The key a file-scoped static is stored under.
    public static func fileScopedKey(_ name: String, file: String) -> String { name + "\u{1}" + file }
    /// The key of a top-level type of module `module` whose name another module declares too
    /// (`ModuleScopedTypes`).
    public static func moduleScopedKey(_ name: String, module: String) -> String { name + "\u{2}" + module }

    public func addMethod(_ name: String, _ function: Function, isStatic: Bool = false) {
        if isStatic {
            staticMethods[name, default: []].append(function)
        } else {
            // After the name's late overloads, without appending every other name's.
            if let late = lateMethods, late.waits(name) { addLateMethods(named: name) }
            ownMethods[name, default: []].append(function)
            TypeStructureGeneration.bump()
        }
    }

    public func addCase(_ enumCase: EnumCase) {
        caseIndex[enumCase.name] = cases.count
        cases.append(enumCase)
    }

    /// True when the type declares (directly, by extension, or through a superclass) conformance to `name`.
    public func conforms(to name: String) -> Bool {
        if conformances.contains(name) { return true }
        return superclass?.conforms(to: name) ?? false
    }

    /// Gives `copy` (a new type of the same name and kind) this type's members — the member
    /// tables shared until either side changes them — with `redirect`'s type in place of each type
    /// this one refers to (its superclass, nested types, the types of its static values). The
    /// caches stay empty. An interpreter starts from copies of the standard library's registered
    /// types (`LibrarySnapshot`), so a file's extension of `Int` changes its own `Int` only.
    /// A member added to `TypeInfo` is copied here too.
    func copyMembers(into copy: TypeInfo, redirecting redirect: (TypeInfo) -> TypeInfo) {
        copy.qualifiedName = qualifiedName
        copy.storedProperties = storedProperties
        copy.slotByName = slotByName
        copy.storedNames = storedNames
        copy.hasSpecialStoredProperties = hasSpecialStoredProperties
        copy.computedProperties = computedProperties
        copy.ownMethods = ownMethods
        copy.lateMethods = lateMethods
        copy.initializers = initializers
        copy.staticMethods = staticMethods
        copy.staticComputed = staticComputed
        copy.staticInitialisers = staticInitialisers
        copy.staticValues = staticValues.mapValues { $0.redirectingTypes(redirect) }
        copy.staticHints = staticHints
        copy.programStatics = programStatics
        copy.fileScopedStatics = fileScopedStatics
        copy.staticModules = staticModules
        copy.moduleScopedStatics = moduleScopedStatics
        copy.fileScopedInitializers = fileScopedInitializers
        copy.moduleInternalInitializers = moduleInternalInitializers
        copy.cases = cases
        copy.caseIndex = caseIndex
        copy.rawTypeName = rawTypeName
        copy.conformances = conformances
        copy.superclass = superclass.map(redirect)
        copy.nestedTypes = nestedTypes.mapValues(redirect)
        copy.typeAliases = typeAliases
        copy.hasExplicitInit = hasExplicitInit
        copy.isResultBuilder = isResultBuilder
        copy.isPropertyWrapper = isPropertyWrapper
        copy.native = native
    }

    /// The stored property slot for `name` (superclass properties come first).
    @inline(__always)
    public func slot(of name: String) -> Int? {
        if storedNames.count > 12 { return slotByName[name] }
        for index in storedNames.indices where !InlineName.differ(storedNames[index], name) && storedNames[index] == name {
            return index
        }
        return nil
    }
}
