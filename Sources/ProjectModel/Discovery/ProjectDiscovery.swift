import Diagnostics

/// Finds the modules of the paths given on a command line, as Swift would build them.
///
/// 1. Each path is classified: an `.xcodeproj`, a `Package.swift` (its package), a folder (every
///    `Package.swift` and `*.xcodeproj` below it, skipping `.build`, `DerivedData`, `.git`, `Pods`,
///    `Carthage/Checkouts`, `node_modules` and hidden folders; links followed once), or a Swift
///    file (its package or project is the nearest folder above it, up to its git repository's
///    root, that holds a `Package.swift` or an `.xcodeproj`).
/// 2. Packages are read, then the local packages they and the projects depend on (each folder
///    once, by real path, so packages that depend on each other end).
/// 3. Each package target and Xcode native target becomes a module; dependencies are resolved to
///    modules (local) or `RemoteProduct`s (remote).
/// 4. Swift files under a given folder that no package or target claims form one plain-folder
///    module per folder given; an `import X` in them that names a product or target of a local
///    package makes that package's module a dependency. A Swift file given alone that nothing
///    claims makes its folder such a module.
/// 5. Cycles in the dependency graph are reported.
public enum ProjectDiscovery {
    /// `manifestRunner` runs the Tuist manifests the declarative reader cannot follow (see
    /// `TuistManifestRunning`); without one they are read declaratively only.
    /// `packageManifestRunner` does the same for `Package.swift` (`PackageManifestRunning`).
    public static func discover(_ paths: [String], manifestRunner: (any TuistManifestRunning)? = nil,
                                packageManifestRunner: (any PackageManifestRunning)? = nil) -> ProjectLayout {
        var discovery = DiscoveryRun()
        discovery.manifestRunner = manifestRunner
        discovery.packageManifestRunner = packageManifestRunner
        for path in paths { discovery.classify(ProjectPath.normalize(path)) }
        discovery.readAll()
        return discovery.layout()
    }
}
