/// What registering a library of native types left in an interpreter — its types under every name
/// they were registered by, and its free functions — kept once per process and copied into each
/// new interpreter instead of registering the library again.
///
/// Registering the standard library makes some thousand native functions and hashes as many
/// names; every file read needs a fresh interpreter (a file's extensions and declarations must not
/// reach the next file), but not fresh natives: a native body receives the interpreter it runs in
/// and captures nothing of the one it was registered with. So the functions are shared and only
/// the `TypeInfo`s are copied (their member tables shared until a file changes them, as Swift's
/// collections are copy-on-write), which makes a fresh interpreter a small fraction of the cost.
///
/// Only a library whose natives capture no interpreter, no type and no host object may be
/// snapshotted. The snapshot is never changed after it is made, so interpreters on several
/// threads may copy it at once.
public final class LibrarySnapshot: @unchecked Sendable {
    /// The standard library alone (what `Interpreter()` starts with).
    public static let standardLibrary = LibrarySnapshot(Interpreter(registeringStandardLibrary: .default))

    /// The standard library and the types `register` declares in an interpreter that has it:
    /// a host's library of native types (SwiftUI's protocols and enums), registered once.
    /// `register` must make natives that capture nothing of that interpreter or of the host.
    public convenience init(registering register: (Interpreter) -> Void) {
        let interpreter = Interpreter()
        register(interpreter)
        self.init(interpreter)
    }

    /// The library's types, under every name they were registered by.
    let types: [String: TypeInfo]
    private let nativeFunctions: [String: Function]
    /// Each distinct type once (a type may be registered under several names).
    private let distinctIdentities: Set<ObjectIdentifier>

    /// What `interpreter` holds: an interpreter made with `Interpreter(library:)` of a
    /// smaller snapshot, which then registered more (and has run nothing).
    public convenience init(of interpreter: Interpreter) { self.init(interpreter) }

    /// What `register` leaves in a fresh interpreter that has registered nothing else.
    init(_ interpreter: Interpreter) {
        let types = interpreter.types.all
        self.types = types
        nativeFunctions = interpreter.nativeFunctions
        distinctIdentities = Set(types.values.map(ObjectIdentifier.init))
    }

    /// Gives `interpreter` the library's functions, and its types as copies made on first
    /// look-up (`TypeTable`; references between them and values of them point at the copies):
    /// a file copies the few hundred types it names, not every type of the library.
    func install(into interpreter: Interpreter) {
        interpreter.types.start(from: self)
        interpreter.nativeFunctions = nativeFunctions
    }

    /// Whether `type` is one of the library's own (copied into each interpreter), not a type the
    /// library's values merely refer to.
    func holds(_ type: TypeInfo) -> Bool { distinctIdentities.contains(ObjectIdentifier(type)) }
}

extension Value {
    /// The same value with every type it names replaced by `redirect`'s (a native value's type,
    /// a metatype), looking into optionals, arrays and tuples.
    func redirectingTypes(_ redirect: (TypeInfo) -> TypeInfo) -> Value {
        switch self {
        case let .native(native): return .native(NativeValue(type: redirect(native.type), payload: native.payload))
        case let .metatype(type): return .metatype(redirect(type))
        case let .optional(wrapped): return .optional(wrapped?.redirectingTypes(redirect))
        case let .array(elements): return .array(elements.map { $0.redirectingTypes(redirect) })
        case let .tuple(elements, labels): return .tuple(elements.map { $0.redirectingTypes(redirect) }, labels: labels)
        default: return self
        }
    }
}
