import SwiftInterpreter
import Workers

/// Foundation's `NSLock` and `NSRecursiveLock` and os's `OSAllocatedUnfairLock` (Apple docs,
/// "NSLock": `lock()`, `unlock()`, `try()`, `lock(before:)`, `withLock(_:)`; "NSRecursiveLock";
/// "OSAllocatedUnfairLock": `init()`, `init(initialState:)`, `init(uncheckedState:)`,
/// `withLock(_:)`, `withLockUnchecked(_:)`, `lock()`, `unlock()`). A preview's code runs on one
/// thread, so a lock is always free: taking it succeeds at once and `withLock` runs its closure
/// and gives its result. An unfair lock's protected state is shared by every copy of the lock
/// (it is a reference, as Apple's allocated lock is) and the closure's changes to it are kept.
extension SwiftUIRuntime {
    func registerLocks() {
        for name in ["NSLock", "NSRecursiveLock", "NSConditionLock", "OSAllocatedUnfairLock"] {
            guard let lock = registerAppleType(name) else { continue }
            initializer(name) { `self`, arguments in
                let state = arguments["initialState"] ?? arguments["uncheckedState"] ?? .void
                return self.interpreter.nativeValue(name, ReferencePayload(state))
            }
            // `lock(before:)` answers whether it took the lock: it always does.
            lock.addMethod("lock", .native("lock") { _, _, arguments in arguments.isEmpty ? .void : .bool(true) })
            lock.addMethod("unlock", .native("unlock") { _, _, _ in .void })
            lock.addMethod("try", .native("try") { _, _, _ in .bool(true) })
            lock.computedProperties["name"] = ComputedProperty(getter: .native("name") { _, _, _ in .nil },
                                                               setter: .native("name") { _, _, _ in .void })
            for method in ["withLock", "withLockUnchecked"] {
                lock.addMethod(method, .native(method) { interpreter, selfValue, arguments in
                    guard case let .function(body)? = arguments.last?.value else { return .void }
                    guard name == "OSAllocatedUnfairLock", let state = selfValue.nativePayload(ReferencePayload<Value>.self) else {
                        return try interpreter.call(body, [])
                    }
                    return try interpreter.callUpdating(body, &state.state)
                })
            }
        }
    }
}
