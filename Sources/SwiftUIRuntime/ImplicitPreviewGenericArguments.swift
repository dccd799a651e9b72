import SwiftFrontEnd
import SwiftInterpreter

/// A generic view laid out by an implicit preview (`struct Detail<Model>: View where Model:
/// DetailModel`, `struct Detail<Model: DetailModel>`): Swift makes a value of a generic type only
/// with every parameter bound to a concrete type that meets its constraints (The Swift
/// Programming Language, "Generics": "Type Constraints"), so a preview of it passes a value of a
/// type conforming to the parameter's protocol. The placeholder of a property typed by the
/// parameter is a value of the module's first structure or class conforming to every protocol of
/// the program the parameter is constrained to, as a property typed by the protocol itself gets
/// (`ImplicitPreview.swift`). A parameter with no such constraint stays an opaque stand-in.
extension SwiftUIRuntime {
    /// The program's protocols the generic parameter `name` of one of the file's types is
    /// constrained to, after `:` or in the type's `where` clause; empty when there is none.
    func programProtocolConstraints(ofGenericParameter name: String) -> [TypeInfo] {
        var written: [TypeSyntax] = []
        for statement in file.statements {
            guard case let .declaration(declaration) = statement.kind, case let .nominalType(nominal) = declaration.kind,
                  let parameter = nominal.genericParameters.first(where: { $0.name.name == name }) else { continue }
            if let inherited = parameter.inheritedType { written += [inherited].flatteningCompositions }
            for requirement in nominal.whereClause {
                if case let .conformance(subject, constraint) = requirement.kind, Self.typeName(subject) == name {
                    written += [constraint].flatteningCompositions
                }
            }
            break
        }
        return written.compactMap { syntax in
            guard let protocolName = Self.typeName(syntax), let type = interpreter.type(named: protocolName),
                  type.kind == .protocolType, !type.isLibraryType else { return nil }
            return type
        }
    }

    /// A value of the module's first type conforming to every protocol the generic parameter
    /// `name` is constrained to (`programConformers`), made with placeholders; nil when there is
    /// none or none can be made.
    func genericParameterPlaceholder(_ name: String, make: (TypeInfo) -> Value?) -> Value? {
        let constraints = programProtocolConstraints(ofGenericParameter: name)
        guard let first = constraints.first else { return nil }
        for conformer in programConformers(to: first.name) where constraints.allSatisfy({ conformer.conforms(to: $0.name) }) {
            if let made = make(conformer) { return made }
        }
        return nil
    }
}
