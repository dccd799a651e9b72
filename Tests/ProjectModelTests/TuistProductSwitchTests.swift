import Testing
@testable import ProjectModel
import TuistManifestRunner

/// A helper that picks what to build by the product its config holds: `switch config.product {
/// case .app: … case .framework: … default: fatalError() }` and `config.product == .app`.
/// ProjectDescription's `Product` is an `Equatable` enum (tuist/tuist
/// `cli/Sources/ProjectDescription/Product.swift`), so the case that names the config's product
/// is taken, as Tuist's run of the manifest takes it.
@Suite("Tuist helpers switching over a ProjectDescription value")
struct TuistProductSwitchTests {
    static func writeWorkspace(_ scratch: ScratchFolder) throws {
        try scratch.write("Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try scratch.write("Tuist/ProjectDescriptionHelpers/ModuleConfig.swift", """
        import ProjectDescription

        public protocol ModuleConfiguring {
            var name: String { get }
            var product: Product { get }
        }

        public struct FeatureConfig: ModuleConfiguring {
            public var name: String
            public var product: Product
            public init(name: String) {
                self.name = name
                self.product = .framework
            }
        }

        public struct AppConfig: ModuleConfiguring {
            public var name: String
            public var product: Product = .app
            public init(name: String) { self.name = name }
        }

        extension Project {
            public static func make(_ config: ModuleConfiguring) -> Project {
                let bundleId = "studio.\\(config.name)"
                let sources: SourceFilesList = config.product == .app ? ["App/**"] : ["Sources/**"]
                switch config.product {
                case .app:
                    return Project(name: config.name, targets: [
                        .target(name: config.name, destinations: .iOS, product: config.product, bundleId: bundleId,
                                sources: sources, dependencies: [.project(target: "Recipes", path: "../Recipes")]),
                    ])
                case .framework:
                    return Project(name: config.name, targets: [
                        .target(name: config.name, destinations: .iOS, product: config.product, bundleId: bundleId,
                                sources: sources, resources: ["Resources/**"]),
                    ])
                default:
                    fatalError()
                }
            }
        }
        """)
        try scratch.write("Recipes/Sources/RecipeCard.swift", "import SwiftUI\n")
        try scratch.write("Recipes/Resources/en.lproj/Localizable.strings", "\"title\" = \"Recipes\";\n")
        try scratch.write("Recipes/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project.make(FeatureConfig(name: "Recipes"))
        """)
        try scratch.write("Kitchen/App/KitchenApp.swift", "import SwiftUI\n")
        try scratch.write("Kitchen/Sources/Unused.swift", "import SwiftUI\n")
        try scratch.write("Kitchen/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project.make(AppConfig(name: "Kitchen"))
        """)
    }

    @Test("The case naming the config's product is taken: a framework with its resources, an app with its dependency")
    func switchOverProductTakesTheNamedCase() throws {
        let scratch = try ScratchFolder()
        try Self.writeWorkspace(scratch)
        let layout = ProjectDiscovery.discover([scratch.path], manifestRunner: TuistManifestRunner())
        #expect(!layout.diagnostics.contains { $0.id == "projectManifestNotRun" }, "\(layout.diagnostics.map(\.text))")
        let recipes = try #require(layout.module("Recipes/Project.swift:Recipes"), "\(layout.modules.map(\.id))")
        #expect(recipes.productType == "com.apple.product-type.framework")
        #expect(ProjectFixtures.relative(recipes.resourcePaths, to: scratch.path) == ["Recipes/Resources/en.lproj/Localizable.strings"])
        let kitchen = try #require(layout.module("Kitchen/Project.swift:Kitchen"), "\(layout.modules.map(\.id))")
        #expect(kitchen.productType == "com.apple.product-type.application")
        #expect(kitchen.dependencies == ["Recipes/Project.swift:Recipes"])
        // `config.product == .app ? ["App/**"] : ["Sources/**"]` took each branch once.
        #expect(ProjectFixtures.relative(kitchen.sourceFiles, to: scratch.path) == ["Kitchen/App/KitchenApp.swift"])
        #expect(ProjectFixtures.relative(recipes.sourceFiles, to: scratch.path) == ["Recipes/Sources/RecipeCard.swift"])
    }
}
