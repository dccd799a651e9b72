import SwiftFrontEnd

/// Type names read inside a type: its own nested types and those of the types around it come
/// before the program's and the library's top-level types.
///
/// The Swift Programming Language, "Nested Types": a nested type is used by its bare name inside
/// the type that declares it ("Within the definition of BlackjackCard, … Suit and Rank can be
/// referred to without qualification"), and unqualified lookup searches the enclosing type
/// contexts from the innermost outwards before the module's top level. So inside a reducer
/// `Game` (or an extension of it or of `Game.State`), `State(…)`, `.init(…)` typed `State` and
/// `-> State` mean `Game.State`, not another reducer's `State` nor SwiftUI's `State` (checked with
/// swiftc 6: `extension Game { static func start() -> State { State(cubes: 2) } }` builds
/// `Game.State` beside a second `Other.State` and `SwiftUI.State`).
extension Interpreter {
    /// The type `name` names inside `context`: a nested type of `context` or of a type enclosing
    /// it, innermost first; nil when none of them declares one (then the top level decides).
    func nestedTypeInScope(_ name: String, from context: TypeInfo?) -> TypeInfo? {
        var current = context
        // The enclosing types come from the qualified name (`A.B.C` is inside `A.B`, inside `A`),
        // at most as many steps as it has dots.
        var remaining = 16
        while let type = current, remaining > 0 {
            if !type.nestedTypes.isEmpty, let nested = type.nestedTypes[name] { return nested }
            // The last dot found among the name's UTF-8 bytes, not its characters: the dots of a
            // qualified name are ASCII separators of identifiers, and the backward walk by
            // characters cost ≈ 2.7 K instructions a call, ≈ 0.15 M per file of the whole-app
            // bench (docs/performance.md, issue 37). An ASCII byte starts a scalar, so the index
            // is a valid one of the name and the prefix before it is the enclosing type.
            guard InlineName.containsDot(type.qualifiedName),
                  let dot = type.qualifiedName.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
            current = self.type(named: String(type.qualifiedName[..<dot]))
            remaining -= 1
        }
        return nil
    }

    /// A declared type as read inside `owner`: `Self` is the concrete owner (a protocol's stays
    /// dynamic), and a bare name of a type nested in `owner` or around it is that nested type,
    /// spelled by its qualified name so later lookups of the hint find it. With
    /// `markingGenericParameters`, a bare name of a generic parameter of `owner` or of a type
    /// around it is that parameter (`.genericParameter`), not a type the program names alike.
    func hintInContext(_ hint: TypeHint?, _ owner: TypeInfo?, markingGenericParameters: Bool = false) -> TypeHint? {
        guard let hint, let owner else { return hint }
        let marking = markingGenericParameters
        switch hint {
        case let .named(name):
            if name == "Self" { return owner.kind == .protocolType ? hint : .named(owner.qualifiedName) }
            // `Self.Scale` in `case blue(Self.Scale)`: the type nested in the concrete owner, which
            // may be declared in an extension and share a library type's name (`Self.Color`, `Self.Text`).
            if name.hasPrefix("Self."), owner.kind != .protocolType { return .named(owner.qualifiedName + name.dropFirst(4)) }
            if InlineName.containsDot(name) { return hint }
            if marking, isGenericParameter(name, inScopeOf: owner) { return .genericParameter(name) }
            guard let nested = nestedTypeInScope(name, from: owner) else { return hint }
            return .named(nested.qualifiedName)
        case let .generic(name, arguments):
            let arguments = arguments.map { hintInContext($0, owner, markingGenericParameters: marking) ?? $0 }
            guard !InlineName.containsDot(name), let nested = nestedTypeInScope(name, from: owner) else { return .generic(name, arguments: arguments) }
            return .generic(nested.qualifiedName, arguments: arguments)
        case let .optional(wrapped): return .optional(hintInContext(wrapped, owner, markingGenericParameters: marking) ?? wrapped)
        case let .array(element): return .array(hintInContext(element, owner, markingGenericParameters: marking) ?? element)
        case let .set(element): return .set(hintInContext(element, owner, markingGenericParameters: marking) ?? element)
        case let .dictionary(key, value):
            return .dictionary(hintInContext(key, owner, markingGenericParameters: marking) ?? key,
                               hintInContext(value, owner, markingGenericParameters: marking) ?? value)
        default: return hint
        }
    }

    /// Whether `name` is a generic parameter of `context` or of a type enclosing it.
    func isGenericParameter(_ name: String, inScopeOf context: TypeInfo) -> Bool {
        typeDeclaring(genericParameter: name, from: context) != nil
    }

    /// The innermost of `context` and the types enclosing it that declares a generic parameter
    /// `name` (an inner declaration shadows outer ones); nil when none does.
    func typeDeclaring(genericParameter name: String, from context: TypeInfo) -> TypeInfo? {
        var current: TypeInfo? = context
        var remaining = 16
        while let type = current, remaining > 0 {
            if type.genericParameterNames.contains(name) { return type }
            guard let dot = type.qualifiedName.lastIndex(of: ".") else { return nil }
            current = self.type(named: String(type.qualifiedName[..<dot]))
            remaining -= 1
        }
        return nil
    }
}

extension Interpreter {
    /// A method's or initializer's parameters with their types read inside `owner`.
    func contextualParameters(_ parameters: [Parameter], _ owner: TypeInfo?) -> [ParameterInfo] {
        parameters.map { parameter in
            var info = ParameterInfo(parameter)
            if owner != nil {
                info.hint = hintInContext(info.hint, owner, markingGenericParameters: true)
                info.conformanceHint = conformanceHint(of: info.hint, in: owner)
            }
            return info
        }
    }
}
