import SwiftFrontEnd

/// An extension method that forwards to the library's method of the same name and labels:
/// `func foregroundStyle(_ color: PaletteColor) -> some View { foregroundStyle(color.swiftUIColor) }`,
/// `func buttonStyle(_ style: (some PrimitiveButtonStyle)?) -> some View { if let style {
/// buttonStyle(style) } else { self } }`.
///
/// Swift chooses the inner call's overload by the argument's type (The Swift Programming
/// Language, "Functions": functions are told apart by name *and* type): a `Color` is no
/// `PaletteColor`, and a non-optional argument binds to a non-optional parameter before one that
/// needs it promoted to an optional (swiftc 6: `look(style)` inside `look(_: (some Style)?)`,
/// `style` unwrapped, calls the generic `look<S: Style>(_: S)` beside it, and so does
/// `Box().look(Plain())` from outside). LayoutLens chooses by labels first, so the inner call
/// re-entered the very method it is made from and ran until the nesting limit stopped the module.
///
/// Only a call that re-enters the running method with the same labels, where the library has a
/// method of that name taking them, is moved, and only on evidence from the evaluated argument:
/// - a value of another file's type (`color.swiftUIColor` of a type no file read declares):
///   Swift chose by a type LayoutLens cannot see, and the body would never return otherwise;
/// - a library value (`Color`, `Font`) where the parameter declares another named type that is
///   no protocol and no generic parameter (the program's own struct, or a type no file read
///   declares): no conversion makes one the other;
/// - a non-nil, non-optional value where the parameter declares an optional.
/// Recursion the program means (`indent(n - 1)` in `indent(_ n: Int)`) has no library twin
/// and stays recursion.
extension Interpreter {
    /// The library's overload of `found`'s name when `found` is running and calls itself with
    /// `values` that Swift would give to the library's method instead (see above); else `found`.
    func libraryOverloadForwardedTo(_ found: Function, among overloads: [Function], values: [CallArgument],
                                    written arguments: [PendingArgument], in scope: Scope) -> Function {
        guard runningFunction == ObjectIdentifier(found), case let .interpreted(body) = found.body else { return found }
        let labels = values.map(\.label)
        guard let library = overloads.first(where: { !$0.isInterpreted && $0.canTake(labels) })
                ?? libraryPartMethod(found.name, of: scope.selfValue) else { return found }
        for (index, argument) in values.enumerated() {
            guard let hint = Self.parameter(for: argument.label, at: index, in: body)?.hint else { continue }
            let written = index < arguments.count ? arguments[index].expression : nil
            if isUnseen(argument.value) || libraryValueIsNot(hint, argument.value) || givesNonOptional(written, scope, forOptional: hint)
                || constructsLibraryValue(written, for: hint) {
                return library
            }
        }
        return found
    }

    /// The method `name` of the library part of `selfValue`, a program object whose superclass is
    /// a library class (`class CountFormatter: NumberFormatter`, `LibrarySuperclass`): the
    /// library's overloads are no entries of the program's tables, so the subclass's own
    /// `string(from: Int)` is the only one listed, and the library's `string(from: NSNumber)`
    /// runs on the object's library part (`call` hands a native body that part as `self`).
    private func libraryPartMethod(_ name: String, of selfValue: Value?) -> Function? {
        guard case let .object(object)? = selfValue, object.libraryBase != nil else { return nil }
        return .native(name) { interpreter, libraryPart, arguments in
            try interpreter.callMethod(name, on: &libraryPart, arguments)
        }
    }

    /// Whether `value` is a library value (`Color`) and `hint` names another type that is not a
    /// protocol, a generic parameter, an alias or one of the library's own types.
    private func libraryValueIsNot(_ hint: TypeHint, _ value: Value) -> Bool {
        var value = value
        if case let .optional(wrapped?) = value { value = wrapped }
        guard case let .native(native) = value, let declared = hint.lookingThroughOptional.typeName,
              declared != native.type.name else { return false }
        if let expected = type(named: declared) {
            // An `AnyView` is exactly that type in Swift too (type erasure), so it is no other
            // library type (`background(AnyView(color))` inside `func background(_ color: Color)`).
            if native.type.name == "AnyView", expected.native != nil, expected.kind != .protocolType { return true }
            // A library object (`NSNumber`) is no standard scalar (`Int`, `String`): Swift converts
            // neither way implicitly, so `string(from: NSNumber(value: n))` inside a
            // `NumberFormatter` subclass's `string(from: Int)` is the library's overload.
            if expected.kind == .builtin, Self.standardScalarNames.contains(declared) { return true }
            return expected.native == nil && (expected.kind == .structType || expected.kind == .enumType || expected.kind == .classType)
        }
        return typeAliasTarget(declared) == nil && !InlineName.containsDot(declared)
    }

    /// Whether `written` makes a library value (`NSNumber(value: n)`) where `hint` declares a
    /// standard scalar: the value was already converted for the parameter, so the expression
    /// tells what Swift saw.
    private func constructsLibraryValue(_ written: Expr?, for hint: TypeHint) -> Bool {
        guard case let .call(call)? = written?.kind, case let .identifier(identifier) = call.callee.kind,
              let declared = hint.lookingThroughOptional.typeName, Self.standardScalarNames.contains(declared),
              identifier.name != declared, let made = type(named: identifier.name) else { return false }
        // `CGFloat` and `Double` convert into each other implicitly (SE-0307).
        return made.kind == .native && made.name != "CGFloat"
    }

    /// The standard library's scalar types, which no library (native) value is.
    private static let standardScalarNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Character",
    ]

    /// Whether a name holding a value that is not an optional (`style` bound by `if let style`) is
    /// given to a parameter declared optional (the value given is already made optional for it).
    private func givesNonOptional(_ written: Expr?, _ scope: Scope, forOptional hint: TypeHint) -> Bool {
        guard case .optional = hint, case let .identifier(identifier)? = written?.kind,
              let value = scope.lookup(identifier.name)?.value else { return false }
        switch value {
        case .optional, .void, .unresolvedMember: return false
        default: return true
        }
    }

    /// `values` with each name that holds a non-optional value given as that value, not as the
    /// optional the running method's parameter made of it: the library's method takes it as is.
    private static func isLibraryValue(_ value: Value) -> Bool {
        if case .native = value { return true }
        return false
    }

    func valuesAsWritten(_ values: [CallArgument], _ arguments: [PendingArgument], _ scope: Scope) -> [CallArgument] {
        var result = values
        for index in result.indices where index < arguments.count {
            // A library value the program's parameter converted (`NSNumber(value: 1.5)` for an
            // `Int`) is made again as written, untyped: it has no side effects to repeat.
            if case let .call(call)? = arguments[index].expression?.kind, case let .identifier(callee) = call.callee.kind,
               let made = type(named: callee.name), made.kind == .native, made.name != "CGFloat",
               !Self.isLibraryValue(result[index].value), let expression = arguments[index].expression,
               let value = try? eval(expression, scope, nil) {
                result[index].value = value
                continue
            }
            guard case .optional(_?) = result[index].value, case let .identifier(identifier)? = arguments[index].expression?.kind,
                  let value = scope.lookup(identifier.name)?.value else { continue }
            if case .optional = value { continue }
            result[index].value = value
        }
        return result
    }
}
