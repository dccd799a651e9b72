import AppResources

/// The resource bundles of the Swift package targets whose code a module's program holds.
/// SwiftPM generates a `Bundle.module` accessor for each target that has resources, naming that
/// target's own bundle (Apple docs, "Bundling resources with a Swift package": "use `Bundle.module`
/// to access resources"; the accessor is internal to the target's module), so `Bundle.module`
/// written in a package's file answers from that package target's resources even when an app
/// target's preview runs the code — a package that registers its icon font looks the font up in
/// its own bundle, not the app's.
public struct PackageTargetBundles: Sendable {
    private var bundles: [String: ResourceBundle] = [:]
    private var targetOfFile: [String: String] = [:]

    public init() {}

    /// Records that `files` are compiled into the package target `target`, whose resources are `bundle`.
    public mutating func add(target: String, files: [String], bundle: ResourceBundle) {
        bundles[target] = bundle
        for file in files where targetOfFile[file] == nil { targetOfFile[file] = target }
    }

    /// The package target a file is compiled into, or nil (an app target's file, a file read alone).
    public func target(ofFile file: String) -> String? { targetOfFile[file] }

    public func bundle(named target: String) -> ResourceBundle? { bundles[target] }

    /// The target names, sorted (for looking a URL the bundles made back up, deterministically).
    var targets: [String] { bundles.keys.sorted() }

    /// The made-up folder a package target's bundle lies in. SwiftPM names the built bundle
    /// `<Package>_<Target>.bundle`; the package's name is not needed to find a resource, so the
    /// folder is spelled from the target alone, stable on every run like the app's.
    static func folder(of target: String) -> String {
        SwiftUIRuntime.previewBundleFolder + "/" + target + ".bundle"
    }
}

/// The payload of a `Bundle` value that is a package target's `Bundle.module`.
struct PackageBundleReference: Equatable {
    var target: String
}
