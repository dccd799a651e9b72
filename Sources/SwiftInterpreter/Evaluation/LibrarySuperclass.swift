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
    /// Whether `type` may be a program class's superclass: a program class, or a library class
    /// modelled with reference semantics (a native type whose values are shared, as
    /// `NSPersistentContainer`'s are). Library value types are never superclasses in Swift.
    static func canBeSuperclass(_ type: TypeInfo) -> Bool {
        type.kind == .classType || type.kind == .native && type.native?.isReferenceType == true
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
    func keepLibraryBase(_ made: Value, of initializer: Function, in instance: Value) {
        guard !initializer.isInterpreted, case let .object(object) = instance, object.libraryBase == nil,
              case .native = made else { return }
        object.libraryBase = made
    }
}
