/// Xcode's implicit dependencies: a target that links a product another target of the workspace
/// builds (`UI.framework` in its "Link Binary With Libraries" phase, a `PBXFileReference` in
/// `BUILT_PRODUCTS_DIR`) depends on that target, which Xcode builds first, with no
/// `PBXTargetDependency` between them — across projects of a workspace too (Xcode scheme editor,
/// Build: "Find Implicit Dependencies", on by default; Tuist docs, "Implicit imports": "a product,
/// for example an app, can depend on a framework, even without declaring the dependency
/// explicitly"). This is how the projects `tuist generate` writes link a framework of another
/// project of the workspace (`.project(target:path:)`), and what a repository committing those
/// projects keeps. The dependency holds only when exactly one target read builds the product.
enum XcodeImplicitDependencies {
    /// The built products a `PBXFrameworksBuildPhase` links: its files' references whose
    /// `sourceTree` is `BUILT_PRODUCTS_DIR` (`UI.framework`, `libCore.a`), by file name.
    static func builtProducts(linkedBy phase: PropertyListDictionary, graph: inout XcodeObjectGraph) -> [String] {
        graph.objects("files", of: phase).compactMap { _, buildFile in
            guard let referenceID = buildFile["fileRef"]?.string, let reference = graph.objects[referenceID],
                  reference["sourceTree"]?.string == "BUILT_PRODUCTS_DIR", let path = reference["path"]?.string else { return nil }
            return ProjectPath.lastComponent(path)
        }
    }

    /// The file name of the product target builds (`productReference` → `UI.framework`).
    static func productFileName(of target: PropertyListDictionary, graph: XcodeObjectGraph) -> String? {
        guard let referenceID = target["productReference"]?.string, let path = graph.objects[referenceID]?["path"]?.string else { return nil }
        return ProjectPath.lastComponent(path)
    }
}
