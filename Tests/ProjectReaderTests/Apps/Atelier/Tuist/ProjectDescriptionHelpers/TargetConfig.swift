import ModuleNaming
import ProjectDescription

/// What a target is made from, set field by field before the target is built.
public struct TargetConfig {
    public var name: String = ""
    public var product: Product = .staticFramework
    public var sources: SourceFilesList = ["Sources/**"]
    public var resources: ResourceFileElements? = nil
    public var dependencies: [TargetDependency] = []

    public init(dependencies: [TargetDependency] = []) {
        self.dependencies = dependencies
    }
}

extension Target {
    public static func make(config: TargetConfig) -> Target {
        .target(
            name: config.name,
            destinations: .iOS,
            product: config.product,
            bundleId: "com.example.atelier.\(config.name)",
            sources: config.sources,
            resources: config.resources,
            dependencies: config.dependencies
        )
    }

    /// A design-system framework: its resources are every file under `Resources/`.
    public static func designSystem(_ module: Module, config: TargetConfig = TargetConfig()) -> Target {
        var newConfig = config
        newConfig.name = module.name
        newConfig.resources = ["Resources/**"]
        return make(config: newConfig)
    }

    /// The app, linking the modules it is built from.
    public static func app(_ module: Module, linking modules: [Module]) -> Target {
        var newConfig = TargetConfig(dependencies: modules.map(\.dependency))
        newConfig.name = module.name
        newConfig.product = .app
        return make(config: newConfig)
    }
}

extension Project {
    public static func module(_ module: Module, targets: [Target]) -> Project {
        Project(name: module.name, targets: targets)
    }
}
