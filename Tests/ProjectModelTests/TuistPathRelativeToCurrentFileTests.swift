import Foundation
import Testing
@testable import ProjectModel
import TuistManifestRunner

/// Tuist's `Path.relativeToCurrentFile(_:)` makes a path "relative to the file that contains the
/// path definition" (Tuist's ProjectDescription reference, `Path`): in a `Project.swift`, the
/// manifest's folder; in a helper of `Tuist/ProjectDescriptionHelpers`, that helper's folder. A
/// project depending on its sibling with `.project(target:path: .relativeToCurrentFile("../Kit"))`
/// depends on `Kit` beside it.
@Suite("Tuist paths relative to the file that writes them")
struct TuistPathRelativeToCurrentFileTests {
    @Test("A dependency's path relative to the manifest's own file is the sibling project's folder")
    func dependencyPathRelativeToTheManifest() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try scratch.write("Features/Kit/Sources/Kit.swift", "import SwiftUI\n")
        try scratch.write("Features/Home/Sources/Home.swift", "import SwiftUI\n")
        let manifest = try scratch.write("Features/Home/Project.swift", """
        import ProjectDescription

        let project = Project(name: "Home", targets: [
            .target(name: "Home", destinations: .iOS, product: .framework, bundleId: "com.kiln.home",
                    sources: ["Sources/**"],
                    dependencies: [.project(target: "Kit", path: .relativeToCurrentFile("../Kit"))]),
        ])
        """)
        let (project, diagnostics) = TuistManifestReader.read(manifest, runner: nil)
        #expect(!diagnostics.contains { $0.id == "projectManifestFormNotUnderstood" }, "\(diagnostics.map(\.text))")
        let target = try #require(project?.targets.first, "\(diagnostics.map(\.text))")
        // Features/Home + ../Kit = Features/Kit.
        #expect(target.dependencies == [.project(target: "Kit", folder: scratch.path + "/Features/Kit")])
    }

    @Test("A manifest that must be run reads the path relative to its own file and a settings dictionary made by '.init()'")
    func runManifestWithRelativePathAndImplicitSettingsDictionary() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try scratch.write("Features/Kit/Sources/Kit.swift", "import SwiftUI\n")
        try scratch.write("Features/Home/Sources/Home.swift", "import SwiftUI\n")
        // `SettingsDictionary` is `[String: SettingValue]`, so `.init()` in its place is an empty
        // dictionary and Tuist's `swiftVersion(_:)` extension chains on it (SE-0287 implicit
        // member chains). The loop makes the declarative reader hand the manifest to the runner.
        let manifest = try scratch.write("Features/Home/Project.swift", """
        import ProjectDescription

        var dependencies: [TargetDependency] = []
        for name in ["Kit"] {
            dependencies.append(.project(target: name, path: .relativeToCurrentFile("../\\(name)")))
        }
        let project = Project(name: "Home", targets: [
            .target(name: "Home", destinations: .iOS, product: .framework, bundleId: "com.kiln.home",
                    sources: ["Sources/**"], dependencies: dependencies,
                    settings: .settings(base: .init().swiftVersion("6.0"))),
        ])
        """)
        let (project, diagnostics) = TuistManifestReader.read(manifest, runner: TuistManifestRunner())
        #expect(!diagnostics.contains { $0.id == "projectManifestNotRun" }, "\(diagnostics.map(\.text))")
        let target = try #require(project?.targets.first, "\(diagnostics.map(\.text))")
        #expect(target.dependencies == [.project(target: "Kit", folder: scratch.path + "/Features/Kit")])
    }
}
