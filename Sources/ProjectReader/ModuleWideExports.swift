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

    /// The modules not read that each read module re-exports to the files importing it: its
    /// files' `@_exported import`s of unread modules, and those of the read modules it re-exports
    /// in turn (`ProseCore` re-exporting `AppDomain`, which re-exports `ProseCoreFFI`). Swift makes
    /// a module's `@_exported import` part of what `import` of that module brings (swiftlang/swift
    /// docs/ReferenceGuides/UnderscoredAttributes.md, "@_exported": "the imported module's
    /// declarations are visible to clients" of the re-exporting module); checked with swiftc 6:
    /// `B` with `@_exported import A`, a file with only `import B` uses `A`'s type.
    static func reexports(of files: [SourceFileSyntax], moduleOf: (SourceFileSyntax) -> String?,
                          modules: Modules) -> [String: [(module: String, package: String?)]] {
        var direct: [String: [String]] = [:]
        for file in files {
            guard let owner = moduleOf(file) else { continue }
            for statement in file.statements {
                guard case let .declaration(declaration) = statement.kind, case let .import(imported) = declaration.kind,
                      declaration.attributes.contains(where: { $0.name.name == "_exported" }),
                      let name = imported.path.first?.name, !appleFrameworks.contains(name), name != owner,
                      !direct[owner, default: []].contains(name) else { continue }
                direct[owner, default: []].append(name)
            }
        }
        var result: [String: [(module: String, package: String?)]] = [:]
        for owner in direct.keys.sorted() {
            var found: [(module: String, package: String?)] = []
            var visited: Set<String> = [owner]
            var pending = direct[owner] ?? []
            while !pending.isEmpty {
                let name = pending.removeFirst()
                guard visited.insert(name).inserted else { continue }
                if modules.read.contains(name) {
                    pending += direct[name] ?? []
                } else {
                    found.append((name, modules.remotePackage(of: name)))
                }
            }
            if !found.isEmpty { result[owner] = found }
        }
        return result
    }
}
