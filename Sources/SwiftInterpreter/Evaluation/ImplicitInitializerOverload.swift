import SwiftFrontEnd

/// A method overloaded by the type of one parameter, called with `.init(…)` for it:
/// `alertCard(.init(message: "Sign out?", titles: ("No", "Yes")), isPresented:)` beside
/// `alertCard(_: ConfirmModel, isPresented:)` and `alertCard(_: ChoiceModel, isPresented:)`.
/// Swift looks `.init` up in each overload's parameter type with the written labels (SE-0287;
/// The Swift Programming Language, "Implicit Member Expression"), so only the overload whose type
/// has an initializer taking `message:titles:` fits (swiftc 6 calls the `ChoiceModel` one).
/// LayoutLens counted every `.init` as fitting, kept the first overload by labels and stopped on
/// "no initializer of 'ConfirmModel' takes (message:titles:)".
extension Interpreter {
    /// Whether `expression`, when it is `.init(…)` itself, can make the program's struct or class
    /// `type`; any other expression, and any other type (an enum's synthesised initializers, a
    /// library type's), is left to the member check.
    func implicitInitializerFits(_ expression: Expr?, _ type: TypeInfo) -> Bool {
        guard type.kind == .structType || type.kind == .classType, type.native == nil,
              case let .call(call)? = expression?.kind, case let .memberAccess(access) = call.callee.kind,
              access.base == nil, access.member.name == "init" else { return true }
        return initializerTakes(call, type)
    }
}
