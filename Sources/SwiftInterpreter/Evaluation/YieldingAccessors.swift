import SwiftFrontEnd

/// The coroutine accessors `_read { yield value }` and `_modify { yield &place }` (the
/// standard library's own, used by apps to avoid copies; "The Swift Programming Language" does
/// not document them, SE-0474 proposes them as `yielding borrow`/`yielding mutate`). Their meaning
/// is a getter's and a setter's: `_read` gives the caller the value it yields, `_modify` lets the
/// caller change the place it yields in place, the code after `yield` running once the change is
/// made. Written beside `get`/`set` (the usual case) they change nothing, and the plain accessors
/// are run; alone, a `_read` runs as a getter whose `yield` returns, a `_modify` as a setter whose
/// `yield &place` stores the new value there and goes on.
extension Interpreter {
    /// The name the new value of a `_modify` run as a setter is bound to: no Swift identifier.
    static let yieldedValueName = "\u{0}yielded"

    func execYield(_ value: Expr, _ scope: Scope) throws -> Flow {
        guard let newValue = scope.lookup(Self.yieldedValueName) else {
            // `_read`: the yielded value is the getter's result.
            return .returned(try eval(value, scope, scope.returnHint))
        }
        var place = value
        if case let .inOut(inner) = place.kind { place = inner }
        try assignValue(place, newValue.value, scope)
        return .normal
    }
}
