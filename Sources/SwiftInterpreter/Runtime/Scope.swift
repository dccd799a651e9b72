/// A variable's storage: shared by every closure that captures it (Swift captures variables by
/// reference).
public final class Box {
    @exclusivity(unchecked) public var value: Value
    public let isLet: Bool
    /// The declared type, when the declaration wrote one (`var total: Double = 0`).
    var hint: TypeHint?
    public init(_ value: Value, isLet: Bool = false) {
        self.value = value
        self.isLet = isLet
    }
}

/// A lexical scope: names declared in a block, function or closure, and the enclosing scope.
public final class Scope {
    public let parent: Scope?
    /// Names and boxes declared here, searched linearly: scopes hold a handful of names, and
    /// comparing short strings is cheaper than hashing them.
    @exclusivity(unchecked) private var names: [String] = []
    @exclusivity(unchecked) private var boxes: [Box] = []
    /// The `self` of the method or initializer this scope belongs to, if any (as a box, so that
    /// `mutating` methods and initializers change it in place).
    @exclusivity(unchecked) public var selfBox: Box?
    /// The type whose members are visible unqualified (inside a type's methods).
    @exclusivity(unchecked) public var selfType: TypeInfo?
    /// The declared result type of the function whose body this scope is in (for literal typing of
    /// `return 1` in a `-> Double` function).
    @exclusivity(unchecked) var returnHint: TypeHint?
    /// True inside a static method (unqualified names find static members).
    @exclusivity(unchecked) var isStaticContext = false
    /// The type in which the running method was declared (differs from `selfType` in a superclass
    /// method called on a subclass instance); `super` starts there.
    @exclusivity(unchecked) var ownerType: TypeInfo?
    /// True inside an initializer (property observers do not fire for `self`'s own properties).
    @exclusivity(unchecked) var isInitializer = false

    public init(parent: Scope?) {
        self.parent = parent
        self.selfBox = parent?.selfBox
        self.selfType = parent?.selfType
        self.returnHint = parent?.returnHint
        self.isStaticContext = parent?.isStaticContext ?? false
        self.ownerType = parent?.ownerType
        self.isInitializer = parent?.isInitializer ?? false
    }

    /// The names declared in this scope and its parents (for "did you mean" checks).
    var visibleNames: [String] {
        var result: [String] = []
        var current: Scope? = self
        while let scope = current {
            result += scope.names
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
        if let index = names.lastIndex(of: name) {
            boxes[index] = box
        } else {
            names.append(name)
            boxes.append(box)
        }
    }

    /// The box for `name`, in this scope or an enclosing one.
    public func lookup(_ name: String) -> Box? {
        var scope: Scope? = self
        while let current = scope {
            if let box = current.localBox(name) { return box }
            scope = current.parent
        }
        return nil
    }

    public func hasLocal(_ name: String) -> Bool { names.contains(name) }

    /// The box for `name` in this scope only.
    @inline(__always)
    func localBox(_ name: String) -> Box? {
        // Lengths first: a failed string comparison costs more than comparing two stored counts.
        let length = name.utf8.count
        var index = names.count - 1
        while index >= 0 {
            if names[index].utf8.count == length, names[index] == name { return boxes[index] }
            index -= 1
        }
        return nil
    }
}
