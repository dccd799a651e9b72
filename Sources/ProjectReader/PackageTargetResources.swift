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
