import SwiftFrontEnd

/// Choosing between a method and what shares its base name when labels alone do not decide.
///
/// Swift picks an overload by the types of the arguments, not only by their labels (The Swift
/// Programming Language, "Functions": functions are identified by name and type). Two cases the
/// interpreter's label-based choice got wrong, each checked against swiftc 6.3 by
/// `ContextualTypeCases`:
/// - a user extension `func rounded(_ p: Precision)` next to the standard library's
///   `rounded(_ rule: FloatingPointRoundingRule)`: `x.rounded(.down)` is the standard one because
///   `.down` is no member of `Precision`;
/// - a stored closure property `action: () -> String` next to a method `action(_:)`: `r.action()`
///   calls the property, because the method needs an argument.
extension Interpreter {
    /// The overload of `name` on `type` that the call's arguments fit, starting from the one the
    /// labels chose (`found`); nil when a stored property of that name should be called instead.
    func refineOverload(_ found: Function?, name: String, in type: TypeInfo, arguments: [PendingArgument]) -> Function? {
        guard let found else { return nil }
        let labels = arguments.map(\.label)
        if !found.canTake(labels), type.slot(of: name) != nil { return nil }
        guard arguments.contains(where: { Self.implicitMemberName($0.expression) != nil }),
              !fitsImplicitMembers(found, arguments) else { return found }
        let overloads = type.methods[name] ?? []
        return overloads.first { $0 !== found && $0.canTake(labels) && fitsImplicitMembers($0, arguments) } ?? found
    }

    /// Whether every implicit-member argument (`.down`, `.init(…)`) names a member of the type its
    /// parameter declares; a host function (no declared types) fits any.
    private func fitsImplicitMembers(_ function: Function, _ arguments: [PendingArgument]) -> Bool {
        guard case let .interpreted(body) = function.body else { return true }
        for (index, argument) in arguments.enumerated() {
            guard let member = Self.implicitMemberName(argument.expression) else { continue }
            let parameter = body.parameters.first { $0.label == argument.label && argument.label != nil }
                ?? (index < body.parameters.count ? body.parameters[index] : nil)
            guard let hint = parameter?.hint, let type = implicitMemberType(hint) else { continue }
            if !Self.has(member, type) { return false }
        }
        return true
    }

    /// Whether `.member` can be written where `type` is expected.
    static func has(_ member: String, _ type: TypeInfo) -> Bool {
        member == "init" || type.caseIndex[member] != nil || type.staticValues[member] != nil
            || type.staticComputed[member] != nil || type.staticMethods[member] != nil
            || type.staticInitialisers[member] != nil || type.native?.resolveImplicitMember != nil
    }

    /// The name of an implicit member expression (`.down`, `.init(…)`), or nil.
    static func implicitMemberName(_ expression: Expr?) -> String? {
        guard let expression else { return nil }
        switch expression.kind {
        case let .memberAccess(access) where access.base == nil: return access.member.name
        case let .call(call):
            if case let .memberAccess(access) = call.callee.kind, access.base == nil { return access.member.name }
            return nil
        default: return nil
        }
    }
}

extension Interpreter {
    /// After the arguments are evaluated: when a value is an instance of a nominal type other than
    /// the one its parameter declares (`x.rounded(rule)` with `rule` a
    /// `FloatingPointRoundingRule` and the user's `rounded(_: Precision)` chosen by labels), another
    /// overload with the same labels whose declared types fit, or the host's; `found` otherwise.
    func refineOverload(_ found: Function?, name: String, in type: TypeInfo, values: [CallArgument]) -> Function? {
        guard let found, case .interpreted = found.body, let overloads = type.methods[name], overloads.count > 1,
              !fitsValues(found, values) else { return found }
        let labels = values.map(\.label)
        return overloads.first { $0 !== found && $0.canTake(labels) && fitsValues($0, values) } ?? found
    }

    /// Whether no struct or enum argument contradicts its parameter's declared named type.
    private func fitsValues(_ function: Function, _ values: [CallArgument]) -> Bool {
        guard case let .interpreted(body) = function.body else { return true }
        for (index, argument) in values.enumerated() {
            let actual: TypeInfo
            switch argument.value {
            case let .enumValue(instance): actual = instance.type
            case let .structValue(instance): actual = instance.type
            default: continue
            }
            let parameter = body.parameters.first { $0.label == argument.label && argument.label != nil }
                ?? (index < body.parameters.count ? body.parameters[index] : nil)
            guard case let .named(declared)? = parameter?.hint, let expected = self.type(named: declared),
                  expected.kind == .enumType || expected.kind == .structType else { continue }
            if expected !== actual { return false }
        }
        return true
    }
}
