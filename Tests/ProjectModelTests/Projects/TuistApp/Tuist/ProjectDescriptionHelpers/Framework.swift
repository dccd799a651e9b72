import ProjectDescription

public let bundlePrefix = "dev.example"

extension Target {
    /// A framework whose sources live in `Modules/<name>/Sources`.
    public static func framework(name: String, dependencies: [TargetDependency] = []) -> Target {
        .target(
            name: name,
            destinations: .iOS,
            product: .framework,
            bundleId: "\(bundlePrefix).\(name)",
            sources: ["Modules/\(name)/Sources/**"],
            dependencies: dependencies
        )
    }
}
