/// A program class whose superclass is a library class the interpreter models as a native type
/// (`class Store: NSPersistentContainer { init() { …; super.init(name: "Model") } }`).
///
/// In Swift a subclass instance is one object holding its own stored properties and its
/// superclass's; a designated initializer initializes its own properties, then delegates up with
/// `super.init(…)` (The Swift Programming Language, "Initialization": "Class Inheritance and
/// Initialization", two-phase initialization). The library's part of such an instance is the value
/// the library's initializer makes, kept as the object's `libraryBase`: the program's stored
/// properties stay in the object's fields, and the library's members (`viewContext`,
/// `loadPersistentStores`) run on the base, reached through the superclass chain as any inherited
/// member is.
extension Interpreter {
    /// Whether `type`, named in a program class's inheritance clause, is its superclass: a class
    /// (the program's or one the library declares as a class), or a library type the library
    /// models as a native type with initializers, listed first. Swift requires the superclass to
    /// come first and rejects inheriting from a struct or enum ("inheritance from non-protocol
    /// type"), so a native type with initializers first in the clause of code that compiled is a
    /// class of Apple's SDKs (`NSPersistentContainer`, `DateFormatter`, `JSONDecoder`); protocols
    /// have no initializers. The SDK roots the library does not model as state (`NSObject`,
    /// `UIViewController`: `sdkRootClasses`) stay without one, their `super` calls running as
    /// nothing, and a stand-in for another file's name is never one.
    func canBeSuperclass(_ type: TypeInfo, listedFirst: Bool) -> Bool {
        if type.kind == .classType { return true }
        guard listedFirst, type.kind == .native, let native = type.native, !native.standsForUnseenNames else { return false }
        if native.isReferenceType { return true }
        return !type.initializers.isEmpty && !Self.sdkRootClasses.contains(type.name)
    }

    /// `super.init(…)` reaching a library superclass: the library's initializer makes the
    /// instance's library part, kept as its `libraryBase`. The result is `Void`, as a delegating
    /// call's is.
    func initializeLibraryBase(of selfBox: Box, as library: TypeInfo, _ arguments: [CallArgument]) throws -> Value {
        guard case let .object(object) = selfBox.value else { return .void }
        object.libraryBase = try construct(library, arguments)
        return .void
    }

    /// The initializer a class without its own designated initializers inherited from a library
    /// superclass (`Store(name: "Model")` of `class Store: NSPersistentContainer {}`) made the
    /// library's value; it becomes the new instance's library part.
    ///
    /// A program initializer that never called `super.init(…)` had Swift call the library's
    /// zero-argument initializer for it at its end ("Initialization": a subclass's designated
    /// initializer may omit `super.init()` when the superclass has a synchronous, zero-argument
    /// designated initializer): that one makes the library part then.
    func keepLibraryBase(_ made: Value, of initializer: Function, in instance: Value) throws {
        guard case let .object(object) = instance, object.libraryBase == nil else { return }
        if !initializer.isInterpreted, case .native = made {
            object.libraryBase = made
            return
        }
        guard let library = librarySuperclass(of: object.type), findInitializer(library, labels: []) != nil else { return }
        object.libraryBase = try construct(library, [])
    }

    /// The library class up `type`'s superclass chain, if any.
    private func librarySuperclass(of type: TypeInfo) -> TypeInfo? {
        var current = type.superclass
        while let candidate = current {
            if candidate.kind == .native { return candidate }
            current = candidate.superclass
        }
        return nil
    }
}
