import Diagnostics
import AppResources
import SwiftUIRuntime

/// A Swift package target among the modules a program holds: its name, the files compiled into
/// it and its resources (`resources:` of `Package.swift`, `.copy`/`.process`). Code in those files
/// that names `Bundle.module` finds these resources, as SwiftPM's generated accessor does
/// (`PackageTargetBundles`).
public struct PackageTargetResources: Sendable, Equatable {
    public var name: String
    public var sourceFiles: [String]
    public var resourcePaths: [String]

    public init(name: String, sourceFiles: [String], resourcePaths: [String]) {
        self.name = name
        self.sourceFiles = sourceFiles
        self.resourcePaths = resourcePaths
    }

    /// The app's own bundle, `Bundle.main`, when it differs from the module's resources
    /// `resourcePaths`: those paths without the resources of the package targets the module
    /// depends on, each of which SwiftPM builds into a bundle of its own that only `Bundle.module`
    /// names (Apple docs, "Bundling resources with a Swift package"). A package target's own
    /// resources stay in its module's main bundle (a package's preview runs with them). Nil when
    /// no such target has resources: the module's resources are the main bundle. The problems
    /// are the main bundle's own (two colour sets of one name, one the app's and one a
    /// package's, are no clash: they are in different bundles).
    static func mainBundle(resourcePaths: [String]?, packageTargets: [PackageTargetResources],
                           identity: BundleIdentity?) -> (bundle: ResourceBundle, problems: [Diagnostic])? {
        let separate = packageTargets.filter { !$0.resourcePaths.isEmpty && $0.name != identity?.name }.flatMap(\.resourcePaths)
        guard let resourcePaths, !separate.isEmpty else { return nil }
        let own = resourcePaths.filter { path in !separate.contains { path == $0 || path.hasPrefix($0 + "/") } }
        let (bundle, problems) = ResourceBundle.load(paths: own, identity: identity)
        return (bundle, problems)
    }

    /// The bundles of `targets` (a target with no resources has none: SwiftPM generates no
    /// `Bundle.module` for it, and the module's bundle answers). Problems in their resources are
    /// their own modules' to report, so they are not reported here.
    static func bundles(_ targets: [PackageTargetResources]) -> PackageTargetBundles {
        var bundles = PackageTargetBundles()
        for target in targets where !target.resourcePaths.isEmpty {
            let (bundle, _) = ResourceBundle.load(paths: target.resourcePaths, identity: BundleIdentity(name: target.name, isPackage: true))
            bundles.add(target: target.name, files: target.sourceFiles, bundle: bundle)
        }
        return bundles
    }
}
