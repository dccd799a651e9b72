/// A variable's storage: shared by every closure that captures it (Swift captures variables by
/// reference).
public final class Box {
    @exclusivity(unchecked) public var value: Value
    public let isLet: Bool
    /// The declared type, when the declaration wrote one (`var total: Double = 0`).
    var hint: TypeHint?
    /// Declared with an implicitly unwrapped optional type (`var s: String! = nil`): a member
    /// `Optional` lacks, read on it while it is nil, traps (`ImplicitlyUnwrappedLocals`).
    var isImplicitlyUnwrapped = false
    public init(_ value: Value, isLet: Bool = false) {
        self.value = value
        self.isLet = isLet
    }
}

/// A lexical scope: names declared in a block, function or closure, and the enclosing scope.
///
/// What every scope of one method call shares — `self`, the type whose members are visible
/// unqualified, and how the method was called — is stored in the scope that set it (the call's
/// scope); block, loop and closure scopes inside the call read it from there instead of copying
/// it (a scope is made for every block and loop iteration, so it must be cheap, and a call makes
/// no second object for it). A scope that changes one of these values takes its own copy first.
public final class Scope {
    public let parent: Scope?
    /// `parent`, unretained, for walking the chain.
    private let parentPointer: Unmanaged<Scope>?
    /// Names and boxes declared here, searched linearly: scopes hold a handful of names, and
    /// comparing short strings is cheaper than hashing them. One array, so a scope that declares
    /// a name makes one allocation.
    @exclusivity(unchecked) private var entries: [(name: String, box: Box)] = []
    /// One bit per name declared here (from `NameTable.hash`): a lookup passes over a scope whose
    /// bit for the name is clear without comparing any names.
    @exclusivity(unchecked) private var nameBits: UInt64 = 0
    /// The enclosing scope whose `self` context is in effect, or nil when it is this scope's own.
    /// Unretained: it is this scope's parent or one of its ancestors, which this scope keeps alive.
    @exclusivity(unchecked) private var contextOwner: Unmanaged<Scope>?
    @exclusivity(unchecked) private var ownSelfBox: Box?
    /// `self` while no box has been asked for (a method that only reads `self` makes none).
    @exclusivity(unchecked) private var ownSelfValue: Value?
    @exclusivity(unchecked) private var ownSelfType: TypeInfo?
    @exclusivity(unchecked) private var ownIsStaticContext = false
    @exclusivity(unchecked) private var ownOwnerType: TypeInfo?
    @exclusivity(unchecked) private var ownIsInitializer = false
    /// The declared result type of the function whose body this scope is in (for literal typing of
    /// `return 1` in a `-> Double` function).
    @exclusivity(unchecked) var returnHint: TypeHint?

    public init(parent: Scope?) {
        self.parent = parent
        parentPointer = parent.map { Unmanaged.passUnretained($0) }
        if let parent {
            contextOwner = parent.contextOwner ?? Unmanaged.passUnretained(parent)
            returnHint = parent.returnHint
        }
    }

    /// A method's or initializer's call scope with its own `self` context, set at once (what
    /// setting `selfBox`/`setSelf`, `selfType`, `isStaticContext`, `ownerType` and `isInitializer`
    /// one after the other does, without first copying the enclosing scope's context). `selfValue`
    /// nil is a static context (no `self`).
    init(callIn parent: Scope, selfValue: Value?, selfType: TypeInfo?, isStatic: Bool, owner: TypeInfo?, isInitializer: Bool,
         returnHint: TypeHint?) {
        self.parent = parent
        parentPointer = Unmanaged.passUnretained(parent)
        contextOwner = nil
        ownSelfValue = selfValue
        ownSelfType = selfType
        ownIsStaticContext = isStatic
        ownOwnerType = owner
        ownIsInitializer = isInitializer
        self.returnHint = returnHint
    }

    /// Makes this scope, left by a call of a method (`emptiedAfterMethodCall`), the call scope of
    /// the next call of the same method: what `init(callIn:selfValue:…)` makes for it, the parent,
    /// owner and result type being that method's already.
    func reuse(forCallWithSelf selfValue: Value, type: TypeInfo?) {
        ownSelfValue = selfValue
        if ownSelfType !== type { ownSelfType = type }
    }

    /// `reuse(forCallWithSelf:type:)` when the `self` type stays the one this scope has.
    func reuse(forCallWithSelf selfValue: Value) {
        ownSelfValue = selfValue
    }

    /// Whether this scope's own `self` type is `type`.
    func hasSelfType(_ type: TypeInfo) -> Bool { ownSelfType === type }

    /// Empties a method's call scope after the call (its names, `self`), for the next call of the
    /// method; false when it is not a plain method call's scope (then it is not reused).
    func emptiedAfterMethodCall() -> Bool {
        guard contextOwner == nil, !ownIsStaticContext, !ownIsInitializer else { return false }
        while entries.popLast() != nil {}
        nameBits = 0
        ownSelfBox = nil
        ownSelfValue = nil
        return true
    }

    /// A function's or closure's call scope: it reads the enclosing scope's `self` context.
    init(callIn parent: Scope, returnHint: TypeHint?) {
        self.parent = parent
        parentPointer = Unmanaged.passUnretained(parent)
        contextOwner = parent.contextOwner ?? Unmanaged.passUnretained(parent)
        self.returnHint = returnHint
    }

    /// Reads a value of the `self` context in effect.
    @inline(__always)
    private func context<T>(_ read: (Scope) -> T) -> T {
        guard let contextOwner else { return read(self) }
        return contextOwner._withUnsafeGuaranteedRef(read)
    }

    /// Makes the `self` context this scope's own (a copy of the one in effect), before a change.
    private func ownContext() {
        guard let owner = contextOwner else { return }
        owner._withUnsafeGuaranteedRef { other in
            // Both scopes must change the same `self`: give it a box first.
            ownSelfBox = other.boxedSelf()
            ownSelfType = other.ownSelfType
            ownIsStaticContext = other.ownIsStaticContext
            ownOwnerType = other.ownOwnerType
            ownIsInitializer = other.ownIsInitializer
        }
        contextOwner = nil
    }

    /// The `self` of the method or initializer this scope belongs to, if any (as a box, so that
    /// `mutating` methods and initializers change it in place).
    public var selfBox: Box? {
        get { context { $0.boxedSelf() } }
        set { ownContext(); ownSelfBox = newValue; ownSelfValue = nil }
    }

    /// The value of `self`, if this scope has one (without making a box for it).
    var selfValue: Value? {
        context { $0.ownSelfBox?.value ?? $0.ownSelfValue }
    }

    /// The stored field at `slot` of `self` when `self` is an instance of `type`, read in place
    /// (without copying `self` first, as reading `selfValue` does); nil otherwise.
    func selfField(_ slot: Int, ifInstanceOf type: TypeInfo) -> Value? {
        context { scope in
            if let box = scope.ownSelfBox { return Self.field(slot, of: box.value, ifInstanceOf: type) }
            return Self.field(slot, of: scope.ownSelfValue, ifInstanceOf: type)
        }
    }

    @inline(__always)
    private static func field(_ slot: Int, of value: borrowing Value?, ifInstanceOf type: TypeInfo) -> Value? {
        switch value {
        case let .structValue(instance)? where instance.type === type: return instance.fields[slot]
        case let .object(object)? where object.type === type: return object.fields[slot]
        default: return nil
        }
    }

    /// True when this scope has a `self`.
    var hasSelf: Bool { context { $0.ownSelfBox != nil || $0.ownSelfValue != nil } }

    /// Gives this scope `self`, boxed only when something asks for its box (to change it, or to
    /// capture it).
    func setSelf(_ value: Value) {
        ownContext()
        ownSelfBox = nil
        ownSelfValue = value
    }

    /// This scope's own `self` box, made from the unboxed value when there is one.
    private func boxedSelf() -> Box? {
        if let ownSelfBox { return ownSelfBox }
        guard let value = ownSelfValue else { return nil }
        let box = Box(value)
        ownSelfBox = box
        ownSelfValue = nil
        return box
    }
    /// The type whose members are visible unqualified (inside a type's methods).
    public var selfType: TypeInfo? {
        get { context { $0.ownSelfType } }
        set { ownContext(); ownSelfType = newValue }
    }
    /// True inside a static method (unqualified names find static members).
    var isStaticContext: Bool {
        get { context { $0.ownIsStaticContext } }
        set { ownContext(); ownIsStaticContext = newValue }
    }
    /// The type in which the running method was declared (differs from `selfType` in a superclass
    /// method called on a subclass instance); `super` starts there.
    var ownerType: TypeInfo? {
        get { context { $0.ownOwnerType } }
        set { ownContext(); ownOwnerType = newValue }
    }
    /// True inside an initializer (property observers do not fire for `self`'s own properties).
    var isInitializer: Bool {
        get { context { $0.ownIsInitializer } }
        set { ownContext(); ownIsInitializer = newValue }
    }

    /// The names declared in this scope and its parents (for "did you mean" checks).
    var visibleNames: [String] {
        var result: [String] = []
        var current: Scope? = self
        while let scope = current {
            result += scope.entries.map(\.name)
            current = scope.parent
        }
        return result
    }

    public func declare(_ name: String, _ value: Value, isLet: Bool = false) {
        declare(name, box: Box(value, isLet: isLet))
    }

    func declare(_ name: String, _ value: Value, isLet: Bool, hint: TypeHint?) {
        let box = Box(value, isLet: isLet)
        box.hint = hint
        declare(name, box: box)
    }

    public func declare(_ name: String, box: Box) {
        let bit = Self.bit(name)
        if nameBits & bit != 0, let index = entries.lastIndex(where: { $0.name == name }) {
            entries[index].box = box
        } else {
            // Room for a few names at once: a scope that declares two would otherwise grow its
            // array (a loop iteration's scope is made again for every element).
            if entries.capacity == 0 { entries.reserveCapacity(4) }
            entries.append((name, box))
            nameBits |= bit
        }
    }

    @inline(__always)
    private static func bit(_ name: String) -> UInt64 { 1 << UInt64(NameTable<Box>.hash(name) & 63) }

    /// The box for `name`, in this scope or an enclosing one.
    public func lookup(_ name: String) -> Box? {
        if let box = boxBelowGlobals(name) { return box }
        return outermost.localBox(name)
    }

    /// The global scope at the end of the chain.
    private var outermost: Scope {
        var current = Unmanaged.passUnretained(self)
        while let parent = current._withUnsafeGuaranteedRef({ $0.parentPointer }) { current = parent }
        return current.takeUnretainedValue()
    }

    /// The box for `name` in this scope or an enclosing one, not looking in the outermost
    /// (global) scope. Names are read on every evaluation of an identifier, so the chain is
    /// walked without retaining each scope (each is kept alive by the one inside it, which the
    /// caller holds).
    func boxBelowGlobals(_ name: String) -> Box? {
        let length = name.utf8.count, bit = Self.bit(name)
        var current = Unmanaged.passUnretained(self)
        while true {
            var next: Unmanaged<Scope>?
            var found: Box?
            current._withUnsafeGuaranteedRef { scope in
                guard let parent = scope.parentPointer else { return }
                if scope.nameBits & bit != 0, let box = scope.localBox(name, length: length) { found = box } else { next = parent }
            }
            guard let next else { return found }
            current = next
        }
    }

    /// Empties this scope so a loop can run its next iteration in it, when the caller holds the
    /// only reference (no closure or local function kept it) and it still reads its `self`
    /// context from its parent. False when it cannot be reused.
    func clearedForNextIteration() -> Bool {
        guard contextOwner != nil else { return false }
        // Popped one by one: `removeAll(keepingCapacity:)` goes through the generic range
        // replacement and destroys each entry through its type's value witness (measured: about
        // 1 100 instructions per iteration of a loop declaring two names).
        while entries.popLast() != nil {}
        nameBits = 0
        return true
    }

    /// This scope's variables with their values now (`InitialProgramState`).
    func variablesNow() -> [(name: String, box: Box, value: Value)] { entries.map { ($0.name, $0.box, $0.box.value) } }

    /// Makes this scope's variables those of `variables` again, each with its recorded value: a
    /// variable declared since is gone, one changed since has its value back.
    func restoreVariables(_ variables: [(name: String, box: Box, value: Value)]) {
        entries = variables.map { variable in
            variable.box.value = variable.value
            return (variable.name, variable.box)
        }
        nameBits = entries.reduce(0) { $0 | Self.bit($1.name) }
    }

    public func hasLocal(_ name: String) -> Bool { nameBits & Self.bit(name) != 0 && entries.contains { $0.name == name } }

    /// The box for `name` in this scope only.
    @inline(__always)
    func localBox(_ name: String) -> Box? {
        guard nameBits & Self.bit(name) != 0 else { return nil }
        return localBox(name, length: name.utf8.count)
    }

    @inline(__always)
    private func localBox(_ name: String, length: Int) -> Box? {
        // Lengths first: a failed string comparison costs more than comparing two stored counts.
        var index = entries.count - 1
        while index >= 0 {
            if entries[index].name.utf8.count == length, entries[index].name == name { return entries[index].box }
            index -= 1
        }
        return nil
    }
}
