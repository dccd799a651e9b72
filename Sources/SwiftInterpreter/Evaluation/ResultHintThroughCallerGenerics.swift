/// A call's contextual type may name a generic parameter of the code making the call: in
/// `func entity<E: Entity>() -> E { let request: NSFetchRequest<E> = E.requestFor(id) … }`,
/// the `E` of `NSFetchRequest<E>` is the caller's, bound to the type its own call gave
/// (`Event`). Swift's type inference solves the callee's result-bound generic parameter against
/// that binding, so `requestFor`'s own `E` is `Event` too (The Swift Programming Language,
/// "Generics": a type parameter "is replaced with an actual type whenever the function is
/// called"; checked with swiftc 6.3: `String(describing: T.self)` in a callee whose `T` only its
/// result binds prints the caller's bound type, not "E").
extension Interpreter {
    /// `hint` with each generic parameter the running code has bound (a `T` declared in `scope`
    /// as the type a call gave it) replaced by that type.
    func hintResolvingBoundGenericParameters(_ hint: TypeHint, _ scope: Scope) -> TypeHint {
        switch hint {
        case let .named(name), let .genericParameter(name):
            // `Self` in a type method is the class it was called on (`Request<Self>` in
            // `Entity`'s `class func` called as `Event.existing(id:)`).
            if name == "Self", scope.isStaticContext, let selfType = scope.selfType, selfType.kind == .classType {
                return .named(type(named: selfType.name) === selfType ? selfType.name : selfType.qualifiedName)
            }
            guard case let .metatype(bound)? = scope.lookup(name)?.value else { return hint }
            if case .named = hint, let named = type(named: name), named !== bound { return hint }
            return .named(type(named: bound.name) === bound ? bound.name : bound.qualifiedName)
        case let .generic(name, arguments):
            return .generic(name, arguments: arguments.map { hintResolvingBoundGenericParameters($0, scope) })
        case let .optional(wrapped): return .optional(hintResolvingBoundGenericParameters(wrapped, scope))
        case let .array(element): return .array(hintResolvingBoundGenericParameters(element, scope))
        case let .set(element): return .set(hintResolvingBoundGenericParameters(element, scope))
        default: return hint
        }
    }

    /// The contextual type `function`'s result-bound generic parameters are solved against:
    /// `hint` as the code in `scope` means it.
    func contextualResultHint(_ hint: TypeHint?, for function: Function?, in scope: Scope) -> TypeHint? {
        guard let hint, let function, case let .interpreted(body) = function.body, !body.resultBoundGenericParameters.isEmpty else { return hint }
        return hintResolvingBoundGenericParameters(hint, scope)
    }
}
