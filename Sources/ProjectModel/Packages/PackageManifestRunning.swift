/// Runs a `Package.swift` as Swift, for the manifests the declarative reader cannot follow
/// (helpers declared in the manifest, loops over `package.targets`, `#if`). SwiftPM itself
/// compiles the manifest against PackageDescription and runs it to get its `Package` value
/// (Swift Package Manager, "Package.swift": "the manifest … is a Swift program"; Apple,
/// "PackageDescription": "the manifest … is executed"); LayoutLens runs it in its own
/// interpreter against a modelled PackageDescription, bounded and without I/O. Like
/// `TuistManifestRunning`, declared here so `ProjectModel` stays free of the interpreter; the
/// command line injects `PackageManifestRunner`.
public protocol PackageManifestRunning: Sendable {
    /// The `Package` the manifest binds to the first of `request.bindingNames` that holds one,
    /// spelled as `Package(name:…, targets: [.target(name:…)])` would be; or why it could not
    /// be had (`packageManifestNotRun` at file:line:col). `request.files` is the manifest alone.
    func runPackage(_ request: TuistManifestRunRequest) -> TuistManifestRunResult
}
