import SwiftFrontEnd

extension Interpreter {
    /// `_viewState = .init(initialValue: .loading)` or `_model = State(wrappedValue: .init(id: 1))`
    /// in an initializer, also written `self._model = …`: Swift types the wrapper's
    /// `initialValue`/`wrappedValue` argument as the wrapped property's declared type
    /// (`State<Value>.init(initialValue: Value)`, Apple's `State` reference), so an implicit member
    /// there is a member of that type. The storage made is what `@State var viewState: T = value`
    /// makes. Nil when `target` is not the storage of a host wrapper or the value is not such a call.
    func wrapperStorageAssignment(_ target: Expr, _ valueExpression: Expr, _ scope: Scope) throws -> Value? {
        let storageName: String
        switch target.kind {
        case let .identifier(identifier):
            guard scope.lookupBelowGlobals(identifier.name) == nil else { return nil }
            storageName = identifier.name
        case let .memberAccess(access):
            guard let base = access.base, case .selfExpr = base.kind else { return nil }
            storageName = access.member.name
        default: return nil
        }
        guard storageName.utf8.first == UInt8(ascii: "_"), let type = scope.selfType,
              let slot = type.slot(of: String(storageName.dropFirst())),
              let wrapper = type.storedProperties[slot].wrapper, propertyWrappers[wrapper.typeName] != nil,
              case let .call(call) = valueExpression.kind, call.arguments.count == 1, call.trailingClosures.isEmpty,
              let label = call.arguments[0].label?.name, label == "initialValue" || label == "wrappedValue",
              Self.callsInitializer(of: wrapper.typeName, call.callee) else { return nil }
        let hint = type.storedProperties[slot].hint
        let initial = try coerce(try eval(call.arguments[0].value, scope, hint), to: hint)
        return try makeWrapperStorage(wrapper, initial: initial)
    }

    /// `.init`, `Wrapper`, `Wrapper<T>` or `Wrapper.init` as a callee.
    private static func callsInitializer(of wrapperName: String, _ callee: Expr) -> Bool {
        switch callee.kind {
        case let .memberAccess(access):
            guard access.member.name == "init" else { return false }
            guard let base = access.base else { return true }
            return callsInitializer(of: wrapperName, base)
        case let .identifier(name): return name.name == wrapperName
        case let .specialize(base, _): return callsInitializer(of: wrapperName, base)
        default: return false
        }
    }
}
