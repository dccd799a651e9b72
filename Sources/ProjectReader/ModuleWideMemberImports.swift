import SwiftFrontEnd

/// A member (an extension's method or property: `.darkSchemePreferred()`, `Color.brand`) of a
/// module that only another file of the module imports. Swift 5 and 6 make the members of
/// extensions visible in every file of a module once any one file imports their module (the
/// long-standing behaviour reported as SR-3908, swiftlang/swift#46493 "Extension methods visible
/// without importing module in a file"; SE-0444 "Member import visibility" makes it an error only
/// under its upcoming feature `MemberImportVisibility`, whose CHANGELOG entry says Swift "will
/// require that a module be directly imported in a source file when resolving member declarations
/// from that module"). So when the file a member is written in imports no module LayoutLens did
/// not read, the modules the module's other files import are where the member may come from.
/// Top-level names (types, functions) stay the file's own imports' (they never leak).
extension StandInOrigin.Modules {
    /// The modules of a module whose own files are `files`, with the unread modules they import.
    /// `programFiles` are all the program's files (its local dependencies' too), each of the
    /// module `moduleOfFile` names, for the modules they re-export (`StandInOrigin.reexports`).
    static func of(files: [SourceFileSyntax], read: Set<String>, remotePackages: [String: String], linkedPackages: [String] = [],
                   programFiles: [SourceFileSyntax] = [], moduleOfFile: [String: String] = [:]) -> Self {
        var modules = Self(read: read, remotePackages: remotePackages, linkedPackages: linkedPackages)
        if !moduleOfFile.isEmpty {
            modules.reexportedByReadModules = StandInOrigin.reexports(of: programFiles, moduleOf: { moduleOfFile[$0.fileName] }, modules: modules)
        }
        modules.exportedByModuleFiles = StandInOrigin.unreadExports(of: files, modules: modules)
        modules.importedByModuleFiles = StandInOrigin.unreadImports(of: files, modules: modules)
        return modules
    }
}

extension StandInOrigin {
    /// The modules `files` import that are not Apple's and were not read, in file and source
    /// order, each once.
    static func unreadImports(of files: [SourceFileSyntax], modules: Modules) -> [(module: String, package: String?)] {
        var result: [(module: String, package: String?)] = []
        for file in files {
            for imported in StandInOrigin(file, modules: modules).packages where !result.contains(where: { $0.module == imported.module }) {
                result.append(imported)
            }
        }
        return result
    }

    /// This origin for a member: when the file names no module not read and no Apple framework
    /// beyond SwiftUI and Foundation, the unread modules other files of the module import.
    func forMember(_ modules: Modules) -> StandInOrigin {
        guard packages.isEmpty, frameworks.isEmpty, !modules.importedByModuleFiles.isEmpty else { return self }
        var origin = self
        origin.packages = modules.importedByModuleFiles
        origin.throughOtherFiles = true
        return origin
    }

    /// Whether a stand-in's warning is about a member: a modifier (`modifier 'name' …`, `no
    /// SwiftUI 'frame' takes these arguments`) or a member of a named type (`Color.brand`). An
    /// implicit member (`.visible`) is not: its type is what LayoutLens did not know, so the
    /// module's imports say nothing about it.
    static func isMember(name: String?, message: String) -> Bool {
        if message.hasPrefix("modifier '") || message.hasPrefix("no SwiftUI '") { return true }
        guard let name, !name.hasPrefix(".") else { return false }
        return name.contains(".")
    }

    /// `undefinedModifierOverload`'s text (`.frame(28)`: "taken as an overload another file of
    /// the app declares") and `undefinedViewOverload`'s (`NavigationStack(path:root:destination:)`:
    /// "taken as the app's own 'NavigationStack' defined in another file") naming the modules not
    /// read the overload may come from, when there are any: an extension of `View` or of the view
    /// in such a module declares it as well as one of the app's.
    func overloadExplained(_ text: String) -> String {
        guard !packages.isEmpty else { return text }
        if let own = text.range(of: "taken as the app's own '"), let end = text.range(of: "' defined in another file", range: own.upperBound..<text.endIndex) {
            let name = text[own.upperBound..<end.lowerBound]
            return text.replacingCharacters(in: own.lowerBound..<end.upperBound,
                                            with: "taken as an initializer of '\(name)' another file of the app or a module declares (" + description + ")")
        }
        return text.replacingEvery("taken as an overload another file of the app declares",
                                   with: "taken as an overload another file of the app or a module declares (" + description + ")")
    }
}
