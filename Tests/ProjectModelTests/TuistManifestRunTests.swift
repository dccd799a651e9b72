import Diagnostics
import Foundation
import Testing
@testable import ProjectModel
import TuistManifestRunner

/// Tuist manifests whose `Project.swift` calls helpers of `Tuist/ProjectDescriptionHelpers` that
/// build targets with loops, `if`s, `map`s and `switch`es: run in the interpreter against the
/// modelled ProjectDescription (`TuistManifestRunner`), as Tuist runs them.
@Suite("Tuist manifests run")
struct TuistManifestRunTests {
    static let base = ProjectFixtures.path("TuistHelperWorkspace")

    func module(_ layout: ProjectLayout, _ id: String) throws -> Module {
        try #require(layout.module(id), "no module \(id) among \(layout.modules.map(\.id))")
    }

    @Test("Helpers with loops, conditions and maps are run: each project's targets, files and dependencies")
    func helperBuiltProjects() throws {
        let base = Self.base
        let layout = ProjectDiscovery.discover([base], manifestRunner: TuistManifestRunner())
        // `Project.feature(name: "Pantry", targets: [.framework])` makes no test target; Harvest's
        // `Set([.framework, .resources, .tests])` makes two.
        #expect(layout.modules.map(\.id) == [
            "Foundations/Project.swift:Foundations", "Harvest/Project.swift:Harvest", "Harvest/Project.swift:HarvestTests",
            "Pantry/Project.swift:Pantry",
        ])
        let harvest = try module(layout, "Harvest/Project.swift:Harvest")
        #expect(harvest.productType == "com.apple.product-type.framework")
        #expect(ProjectFixtures.relative(harvest.sourceFiles, to: base) == ["Features/Harvest/Sources/HarvestBoard.swift"])
        // `targets.contains(.resources) ? ["Resources/**"] : []` took its first branch.
        #expect(ProjectFixtures.relative(harvest.resourcePaths, to: base) == ["Features/Harvest/Resources/en.lproj/Localizable.strings"])
        // `features.map { .project(…) }` then `for item in core { linked.append(…) }`.
        #expect(harvest.dependencies.sorted() == ["Foundations/Project.swift:Foundations", "Pantry/Project.swift:Pantry"])
        let tests = try module(layout, "Harvest/Project.swift:HarvestTests")
        #expect(tests.isTest)
        #expect(ProjectFixtures.relative(tests.sourceFiles, to: base) == ["Features/Harvest/Tests/HarvestBoardTests.swift"])
        #expect(tests.dependencies.sorted() == ["Foundations/Project.swift:Foundations", "Harvest/Project.swift:Harvest", "Pantry/Project.swift:Pantry"])
        let pantry = try module(layout, "Pantry/Project.swift:Pantry")
        #expect(pantry.resourcePaths.isEmpty)
        #expect(pantry.dependencies == ["Foundations/Project.swift:Foundations"])
        // `External.allCases.filter(\.isCore)` → every case's `products` through a `switch`, in
        // the cases' order (the debug menu is core: its marker file is assumed absent).
        let foundations = try module(layout, "Foundations/Project.swift:Foundations")
        #expect(ProjectFixtures.relative(foundations.sourceFiles, to: base) == ["Core/Foundations/Sources/Layout/Spacing.swift"])
        #expect(foundations.remoteProducts.map(\.name) == ["MarkdownKit", "OrchardCharts", "OrchardChartsUI", "DebugMenu"])
    }

    @Test("What a run asks of the machine is assumed absent and reported where it is asked")
    func machineQuestionsAreAssumptions() throws {
        let layout = ProjectDiscovery.discover([Self.base], manifestRunner: TuistManifestRunner())
        let assumed = layout.diagnostics.filter { $0.id == "projectManifestRunAssumed" }
        // Externals.swift line 13 is `FileManager.default.fileExists(atPath: ".local-debug-menu")`;
        // Foundations' manifest is the only one that asks.
        #expect(assumed.map { "\(ProjectFixtures.relative([$0.file], to: Self.base)[0]):\($0.line)" }
                == ["Tuist/ProjectDescriptionHelpers/Externals.swift:13"])
        #expect(layout.diagnostics.filter { $0.id != "projectManifestRunAssumed" }.isEmpty,
                "\(layout.diagnostics.map { "\($0.range): \($0.text)" })")
    }

    @Test("Without a runner the same helpers are read declaratively, and what they hide is reported")
    func declarativeReadingReportsWhatItCannotFollow() throws {
        let layout = ProjectDiscovery.discover([Self.base])
        #expect(layout.diagnostics.contains { $0.id == "projectManifestFormNotUnderstood" })
        #expect(!layout.diagnostics.contains { $0.id == "projectManifestRunAssumed" })
    }

    /// Helpers that name a target's sources and dependencies through statics they declare in
    /// extensions of ProjectDescription's own types (`extension SourceFilesList { static let
    /// sources: SourceFilesList = "Sources/**" }`, `extension TargetDependency { static var kit:
    /// Self }`), used as implicit members where that type is expected (`var sources:
    /// SourceFilesList? = .sources`): Swift finds the program's static (SE-0287), so the run
    /// records the glob and the project it names, not a member of those names.
    @Test("Statics declared in extensions of ProjectDescription types are what their implicit members name")
    func extensionStaticsOfProjectDescriptionTypes() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try scratch.write("Tuist/ProjectDescriptionHelpers/Module.swift", """
        import ProjectDescription

        public extension SourceFilesList {
            static let sources: SourceFilesList = "Sources/**"
        }

        public extension ProjectDescription.Path {
            static func module(named name: String) -> Self { .relativeToRoot(name) }
        }

        public extension TargetDependency {
            static var kit: Self { .project(target: "Kit", path: .module(named: "Kit")) }
        }

        public struct ModuleFactory {
            var name: String
            var sources: SourceFilesList? = .sources
            var dependencies: [TargetDependency] = []
            public init(name: String, dependencies: [TargetDependency] = []) {
                self.name = name
                self.dependencies = dependencies
            }
        }

        public extension Project {
            static func module(_ factory: ModuleFactory) -> Project {
                Project(name: factory.name, targets: [
                    .target(name: factory.name, destinations: .iOS, product: .framework, bundleId: "app.\\(factory.name)",
                            sources: factory.sources, dependencies: factory.dependencies),
                ])
            }
        }
        """)
        try scratch.write("Kit/Sources/Badge.swift", "import SwiftUI\n")
        try scratch.write("App/Sources/Home.swift", "import SwiftUI\n")
        try scratch.write("Kit/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers
        let project: Project = .module(ModuleFactory(name: "Kit"))
        """)
        try scratch.write("App/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers
        let project: Project = .module(ModuleFactory(name: "App", dependencies: [.kit]))
        """)
        let layout = ProjectDiscovery.discover([scratch.path], manifestRunner: TuistManifestRunner())
        #expect(!layout.diagnostics.contains { $0.id == "projectManifestFormNotUnderstood" }, "\(layout.diagnostics.map(\.text))")
        let app = try module(layout, "App/Project.swift:App")
        #expect(ProjectFixtures.relative(app.sourceFiles, to: scratch.path) == ["App/Sources/Home.swift"])
        #expect(app.dependencies == ["Kit/Project.swift:Kit"])
    }

    @Test("A manifest whose helper never ends stops at the run's limit; the declarative reading is kept")
    func endlessHelperStops() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try scratch.write("Tuist/ProjectDescriptionHelpers/Spin.swift", """
        import ProjectDescription

        public func spin(_ name: String) -> [Target] {
            var count = 0
            while count >= 0 { count += 1 }
            return Array([])
        }
        """)
        try scratch.write("App/Sources/App.swift", "import SwiftUI\n")
        let manifest = try scratch.write("App/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project(name: "App", targets: spin("App"))
        """)
        let (project, diagnostics) = TuistManifestReader.read(manifest, runner: TuistManifestRunner())
        let notRun = try #require(diagnostics.first { $0.id == "projectManifestNotRun" }, "\(diagnostics.map(\.text))")
        // The step limit is reached inside the loop of Spin.swift (line 5).
        #expect(notRun.file.hasSuffix("Tuist/ProjectDescriptionHelpers/Spin.swift"))
        #expect(notRun.line == 5)
        #expect(notRun.text.contains("limit"))
        #expect(project?.name == "App")
        #expect(project?.targets.isEmpty == true)
    }

    @Test("A manifest the declarative reader understands is not run")
    func declarativeManifestIsNotRun() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try scratch.write("Sources/App.swift", "import SwiftUI\n")
        let manifest = try scratch.write("Project.swift", """
        import ProjectDescription

        let project = Project(name: "App", targets: [.target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: ["Sources/**"])])
        """)
        let (project, diagnostics) = TuistManifestReader.read(manifest, runner: RefusingRunner())
        #expect(diagnostics.isEmpty)
        #expect(project?.targets.map(\.name) == ["App"])
    }
}

/// A runner that must not be asked: a run reports an error the test sees.
private struct RefusingRunner: TuistManifestRunning {
    func run(_ request: TuistManifestRunRequest) -> TuistManifestRunResult {
        TuistManifestRunResult(project: nil, diagnostics: [.init(.projectManifestNotRun("asked"), at: SourceRange(file: request.manifest.path, start: .init(line: 1, column: 1, offset: 0), end: .init(line: 1, column: 1, offset: 0)))])
    }
}
