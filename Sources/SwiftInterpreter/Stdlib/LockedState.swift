/// `OSAllocatedUnfairLock<State>` (os) and `Mutex<Value>` (Synchronization): a lock that owns the
/// state it protects, reached only inside `withLock { state in … }` with the state `inout`.
///
/// A preview runs on one thread, so taking the lock never waits: the closure runs at once with the
/// current state and what it writes stays. Apple docs, "OSAllocatedUnfairLock": the lock "is a
/// struct, but it uses a reference type to hold its associated state" (copies share one state),
/// `init(initialState:)`, `init(uncheckedState:)`, `init()` when the state is `()`,
/// `withLock(_:)`, `withLockUnchecked(_:)`, `withLockIfAvailable(_:)` (nil only when the lock is
/// held elsewhere, which a single thread never sees), `lock()`/`unlock()`. Swift Evolution
/// SE-0433 ("Synchronous Mutual Exclusion Lock"): `Mutex(_ initialValue:)`, `withLock(_:)`,
/// `withLockIfAvailable(_:)`.
extension Interpreter {
    func registerLockedState() {
        registerLock("OSAllocatedUnfairLock", initialLabels: ["initialState", "uncheckedState"])
        registerLock("Mutex", initialLabels: [nil])
    }

    private func registerLock(_ name: String, initialLabels: [String?]) {
        let lock = registerNativeType(name)
        lock.initializers.append(.native("init") { interpreter, _, arguments in
            let initial = arguments.first { initialLabels.contains($0.label) }?.value ?? .void
            return interpreter.nativeValue(name, Box(initial))
        })
        for method in ["withLock", "withLockUnchecked"] {
            lock.addMethod(method, .native(method) { interpreter, selfValue, arguments in
                try interpreter.runLocked(selfValue, arguments)
            })
        }
        lock.addMethod("withLockIfAvailable", .native("withLockIfAvailable") { interpreter, selfValue, arguments in
            .some(try interpreter.runLocked(selfValue, arguments))
        })
        for method in ["lock", "unlock"] {
            lock.addMethod(method, .native(method) { _, _, _ in .void })
        }
        lock.addMethod("lockIfAvailable", .native("lockIfAvailable") { _, _, _ in .bool(true) })
    }

    /// Runs the closure given to `withLock` with the lock's state `inout` (nothing when the state
    /// is `()`), keeping what it wrote.
    private func runLocked(_ lock: Value, _ arguments: [CallArgument]) throws -> Value {
        guard case let .function(body)? = arguments.last?.value else {
            throw RuntimeError(.invalid, "'withLock' needs a closure", at: currentRange)
        }
        guard case let .native(native) = lock, let state = native.payload as? Box else { return .void }
        if case .void = state.value { return try call(body, []) }
        let reference = Value.native(NativeValue(type: builtins.void, payload: InoutReference(box: state)))
        return try call(body, arguments: [CallArgument(nil, reference)])
    }
}
