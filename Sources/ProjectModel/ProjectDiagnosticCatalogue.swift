import Diagnostics

/// Every message the project model can emit, alphabetised by identifier; each `id` is the entry's
/// name. General messages (`expected`, `unexpected`, `unreadableFile`, `fileTooLarge`,
/// `unterminatedString`, `unterminatedBlockComment`) come from `Diagnostics`' own catalogue.
/// docs/diagnostics.md lists the ids of every catalogue.
extension DiagnosticMessage {
    /// Modules that depend on each other in a circle; SwiftPM refuses such a graph ("cyclic dependency").
    public static func dependencyCycle(_ chain: [String]) -> Self {
        error("dependencyCycle", "cyclic dependency between modules: \(chain.joined(separator: " -> ")); each module of it is read once")
    }
    /// Two packages or projects with one name found under the roots being read.
    public static func duplicateProjectName(_ name: String, first: String, second: String) -> Self {
        warning("duplicateProjectName", "two packages or projects are named '\(name)' ('\(first)' and '\(second)'); the second one's modules are told apart by their folder")
    }
    /// A manifest with `#if`: only the first branch of each conditional is read.
    public static func manifestConditionalCompilation() -> Self {
        warning("manifestConditionalCompilation", "'#if' in a package manifest is not evaluated; LayoutLens reads only the first branch of each conditional")
    }
    /// A top-level `if` in a manifest: its first block is read as if the condition held.
    public static func manifestConditionNotEvaluated() -> Self {
        warning("manifestConditionNotEvaluated", "an 'if' in a package manifest is not evaluated; LayoutLens reads its first block as if the condition held")
    }
    /// A manifest form the declarative reader does not understand (a loop, a function call, a
    /// variable changed after it was made); what it declares is left out.
    public static func manifestFormNotUnderstood(_ what: String) -> Self {
        warning("manifestFormNotUnderstood", "\(what) in a package manifest is not understood by LayoutLens, which reads manifests without running them; what it declares is left out")
    }
    /// A manifest without a `Package(…)` value.
    public static func manifestWithoutPackage() -> Self {
        error("manifestWithoutPackage", "no 'Package(...)' found in the package manifest")
    }
    /// Nesting deeper than the reader follows (guards the stack against `((((…`).
    public static func nestingTooDeep(limit: Int) -> Self {
        error("nestingTooDeep", "nesting is deeper than \(limit) levels; the rest of the file is not read")
    }
    /// A package that lists itself as a dependency.
    public static func packageDependsOnItself(_ name: String) -> Self {
        error("packageDependsOnItself", "package '\(name)' lists itself as a dependency; the dependency is ignored")
    }
    /// A local package (`.package(path:)`, `XCLocalSwiftPackageReference`) with no `Package.swift`.
    public static func packageNotFound(_ path: String) -> Self {
        warning("packageNotFound", "no package at '\(path)' (no Package.swift there); its products are unknown")
    }
    /// A file or folder a project names that is not on disk.
    public static func pathNotFound(_ path: String, what: String) -> Self {
        warning("pathNotFound", "\(what) '\(path)' does not exist")
    }
    /// An object id in a `project.pbxproj` that names no object.
    public static func projectObjectMissing(_ id: String, key: String) -> Self {
        warning("projectObjectMissing", "'\(key)' names object \(id), which the project file does not define; it is skipped")
    }
    /// A dependency that names a product no local package declares.
    public static func productNotFound(_ name: String, package: String) -> Self {
        warning("productNotFound", "product '\(name)' is not declared by package '\(package)'")
    }
    /// A symbolic link that leads back to a folder already being read.
    public static func symbolicLinkLoop(_ path: String) -> Self {
        warning("symbolicLinkLoop", "'\(path)' leads back to a folder already read (a symbolic link loop); it is not read again")
    }
    /// A folder walk bounded by its file and folder counts.
    public static func tooManyFiles(limit: Int, folder: String) -> Self {
        warning("tooManyFiles", "more than \(limit) files or folders under '\(folder)'; the rest are not read")
    }
    /// An Xcode product dependency that names no package, whose product no package read declares.
    public static func unresolvedProduct(_ name: String) -> Self {
        warning("unresolvedProduct", "product '\(name)' names no package, and no package LayoutLens read declares it; it is taken to come from a package that is not in the repository")
    }
    /// A dependency name that is neither a target of the package nor a product of a dependency.
    public static func unknownDependency(_ name: String, module: String) -> Self {
        warning("unknownDependency", "'\(module)' depends on '\(name)', which is neither a target of its package nor a product of a package LayoutLens read")
    }
}
