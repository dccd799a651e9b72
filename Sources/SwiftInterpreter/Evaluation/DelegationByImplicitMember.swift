import SwiftFrontEnd

/// A delegating initializer whose argument is an implicit member (`self.init(source: .init(source:
/// source, kind: kind), width: width)`) among initializers that differ only in that parameter's
/// type (`init(source: Source, …)`, `init?(source: Source?, …)`, `init(source: SourceProxy, …)`).
///
/// Swift looks the implicit member up in each candidate's parameter type and keeps the overload
/// where it exists (SE-0287; The Swift Programming Language, "Implicit Member Expression"): only
/// `SourceProxy` has an `init(source:kind:)`, so both of the others delegate to the third (swiftc
/// 6 runs such a trio and returns). LayoutLens chose by labels, so the first two delegated to one
/// another until the nesting limit stopped the module. A type no file read declares (another
/// package's `Source`) is not known to have the member; a type the program declares with it is,
/// and wins.
extension Interpreter {
    /// `found`, or the first other initializer of `type` taking the same labels, not the one
    /// running, whose declared parameter types are known to have every implicit member the
    /// arguments name, when `found`'s are not.
    func initializerNamingImplicitMembers(_ found: Function?, of type: TypeInfo, _ arguments: [PendingArgument]) -> Function? {
        guard let found, arguments.contains(where: { Self.implicitMemberName($0.expression) != nil }),
              !declaresImplicitMembers(found, arguments) else { return found }
        let labels = arguments.map(\.label)
        return visibleInitializers(of: type).first { candidate in
            candidate !== found && runningFunction != ObjectIdentifier(candidate) && candidate.canTake(labels)
                && declaresImplicitMembers(candidate, arguments)
        } ?? found
    }

    /// Whether each implicit-member argument goes to a parameter whose declared type is known
    /// and has that member (for `.init(…)`, an initializer taking the written labels).
    private func declaresImplicitMembers(_ function: Function, _ arguments: [PendingArgument]) -> Bool {
        guard case let .interpreted(body) = function.body else { return false }
        for (index, argument) in arguments.enumerated() {
            guard let member = Self.implicitMemberName(argument.expression) else { continue }
            guard let type = implicitMemberType(Self.parameter(for: argument.label, at: index, in: body)?.hint) else { return false }
            if member == "init" {
                guard case let .call(call)? = argument.expression?.kind, initializerTakes(call, type) else { return false }
            } else if !Self.has(member, type) {
                return false
            }
        }
        return true
    }
}

extension Interpreter {
    /// Whether `.init(…)` written as `call` can make `type`: one of its initializers takes the
    /// written labels, or it is a struct declaring none (its memberwise initializer). Swift looks
    /// the initializer up in the contextual type with the call's labels (SE-0287), so a type
    /// without one taking them is not where the argument goes.
    func initializerTakes(_ call: CallExpr, _ type: TypeInfo) -> Bool {
        let labels = call.arguments.map { $0.label?.name } + call.trailingClosures.map { $0.label?.name }
        let memberwise = type.kind == .structType && type.initializers.isEmpty
        return memberwise || findInitializer(type, labels: labels) != nil
    }
}
