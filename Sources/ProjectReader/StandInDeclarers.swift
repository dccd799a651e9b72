import SwiftFrontEnd

/// Which file of a module declares a type (`CompoundColors`) or a member an extension adds to a
/// type (`Color.compound` of `extension Color { static let compound = CompoundColors() }`). A
/// member no file declares, reached through such a name (`Color.compound.textPrimary`), is found
/// by swiftc through that file's declaration — its dynamic member lookup into a type of a module
/// that file imports, or a stored value of such a type — so where the stand-in may come from is
/// first that file's imports (`StandInOrigin`).
struct StandInDeclarers {
    /// The declaring file's name, by type name and by `Type.member`.
    private var files: [String: String] = [:]

    init(_ program: [SourceFileSyntax]) {
        for file in program {
            for statement in file.statements {
                guard case let .declaration(declaration) = statement.kind else { continue }
                add(declaration, in: file.fileName)
            }
        }
    }

    private mutating func add(_ declaration: Decl, in file: String) {
        switch declaration.kind {
        case let .nominalType(nominal):
            if files[nominal.name.name] == nil { files[nominal.name.name] = file }
        case let .extension(extended):
            guard case let .identifier(typeName, _) = extended.extendedType.kind else { return }
            for member in extended.members {
                guard case let .variable(variable) = member.kind else { continue }
                for binding in variable.bindings {
                    guard case let .identifier(name) = binding.pattern.kind else { continue }
                    let key = typeName.name + "." + name.name
                    if files[key] == nil { files[key] = file }
                }
            }
        default: break
        }
    }

    /// The file declaring the longest leading part of `path` (`Color.compound` of
    /// `Color.compound.textPrimary`, or `CompoundColors` of `CompoundColors.bgCanvasDefault`),
    /// when the path goes on past it (a name the file declares itself is no stand-in's origin).
    func file(reaching path: String) -> String? {
        var parts = path.split(separator: ".").map(String.init)
        while parts.count > 1 {
            parts.removeLast()
            if let file = files[parts.joined(separator: ".")] { return file }
        }
        return nil
    }
}
