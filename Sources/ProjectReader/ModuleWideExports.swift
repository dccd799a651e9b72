import SwiftFrontEnd

/// A module re-exported by one file of a module (`@_exported import Collections` in an
/// `Exports.swift`) is imported by every file of that module: its types and functions are
/// visible in files that never name it. Checked with swiftc 6.3: module `M` of `a.swift`
/// (`@_exported import Foo`) and `b.swift` (`OrderedThing().count`, no import) compiles and
/// runs; with a plain `import Foo` in `a.swift`, `b.swift` fails with "cannot find
/// 'OrderedThing' in scope". So a name no file read declares, written in a file with no unread
/// import of its own, may come from such a module, and its stand-in says so.
extension StandInOrigin {
    /// The modules not read and not Apple's that `files` import with `@_exported`, in file and
    /// source order, each once.
    static func unreadExports(of files: [SourceFileSyntax], modules: Modules) -> [(module: String, package: String?)] {
        var result: [(module: String, package: String?)] = []
        for file in files {
            for statement in file.statements {
                guard case let .declaration(declaration) = statement.kind, case let .import(imported) = declaration.kind,
                      declaration.attributes.contains(where: { $0.name.name == "_exported" }),
                      let name = imported.path.first?.name, !appleFrameworks.contains(name), !modules.read.contains(name),
                      !result.contains(where: { $0.module == name }) else { continue }
                result.append((name, modules.remotePackage(of: name)))
            }
        }
        return result
    }
}
