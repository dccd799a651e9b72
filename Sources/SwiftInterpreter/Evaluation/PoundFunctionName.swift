import SwiftFrontEnd

/// `#function`: the name of the declaration it is written in (The Swift Programming Language,
/// "Expressions › Literal Expression": "#function — The name of the declaration in which it
/// appears"), found lexically, so a closure gives its enclosing declaration's name. Checked with
/// swiftc 6.3.1: a method `m(a: Int, _ b: Int)` gives `m(a:_:)`, a computed property `white`
/// (getter written or implied) `white`, an initializer `init()`, `subscript(i: Int)`
/// `subscript(_:)` (a subscript's single name is no label), a closure inside `c()` gives `c()`,
/// and top-level code the module's name. The design-system shape `static var white: Color {
/// asset(#function) }` names its asset this way.
enum PoundFunctionName {
    /// The name `#function` has at byte `offset` of a file whose top-level declarations are
    /// `declarations`; `moduleName` outside every declaration.
    static func name(at offset: Int, in declarations: [Decl], moduleName: String) -> String {
        innermost(at: offset, in: declarations) ?? moduleName
    }

    private static func innermost(at offset: Int, in declarations: [Decl]) -> String? {
        for declaration in declarations where declaration.span.start <= offset && offset < declaration.span.end {
            switch declaration.kind {
            case let .nominalType(type): return innermost(at: offset, in: type.members)
            case let .extension(extensionDecl): return innermost(at: offset, in: extensionDecl.members)
            case let .function(function):
                return function.name.name + labels(function.parameters.map(\.label))
            case let .initializer(initializer): return "init" + labels(initializer.parameters.map(\.label))
            case .deinitializer: return "deinit"
            case let .subscript(subscriptDecl):
                // A subscript's parameter has a label only when two names are written.
                return "subscript" + labels(subscriptDecl.parameters.map { $0.secondName == nil ? nil : $0.label })
            case let .variable(variable):
                let binding = variable.bindings.first { $0.span.start <= offset && offset < $0.span.end } ?? variable.bindings.first
                if let binding, let name = boundName(binding.pattern) { return name }
                return nil
            case let .ifConfig(clauses):
                for clause in clauses {
                    if let name = innermost(at: offset, in: clause.elements) { return name }
                }
                return nil
            default: return nil
            }
        }
        return nil
    }

    private static func labels(_ labels: [String?]) -> String {
        "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    private static func boundName(_ pattern: Pattern) -> String? {
        switch pattern.kind {
        case let .identifier(identifier): return identifier.name
        case let .binding(_, inner): return boundName(inner)
        default: return nil
        }
    }
}
