import Foundation
import Testing
@testable import ProjectModel
import TuistManifestRunner

/// A Tuist helper that chooses a target's resources and Info.plist in local computed variables
/// (`var resources: ResourceFileElements? { if hasResources { return [...] } else { return nil } }`)
/// inside a function returning `[Target]`: each getter returns a value of its variable's type (The
/// Swift Programming Language, "Computed Properties"), so `return .default` there is
/// `InfoPlist.default`, not a member of the function's `[Target]` result.
@Suite("Local computed variables in Tuist helpers")
struct TuistLocalComputedVariableTests {
    @Test("a local computed variable's return takes the variable's type, not the function's result type")
    func localComputedVariableReturnsItsOwnType() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try scratch.write("Tuist/ProjectDescriptionHelpers/Target+Feature.swift", """
        import ProjectDescription

        extension Target {
            /// A feature framework, with a resource folder and its own Info.plist only when asked.
            public static func feature(name: String, hasResources: Bool = false, plist: String = "") -> [Target] {
                var resources: ResourceFileElements? {
                    if hasResources {
                        return ["Resources/**"]
                    } else {
                        return nil
                    }
                }
                var infoPlist: InfoPlist {
                    if plist.isEmpty {
                        return .default
                    } else {
                        return .file(path: "\\(plist)")
                    }
                }
                let target = Target.target(name: name, destinations: .iOS, product: .framework,
                                           bundleId: "com.example.\\(name)", infoPlist: infoPlist,
                                           sources: ["Sources/**"], resources: resources)
                return [target]
            }
        }
        """)
        let manifest = try scratch.write("Projects/Catalog/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project(name: "Catalog",
                              targets: Target.feature(name: "Catalog", hasResources: true, plist: "Support/Info.plist"))
        """)
        let (project, diagnostics) = TuistManifestReader.read(manifest, runner: TuistManifestRunner())
        let read = try #require(project, "\(diagnostics.map(\.text))")
        #expect(diagnostics.filter { $0.id == "projectManifestNotRun" }.isEmpty, "\(diagnostics.map(\.text))")
        let target = try #require(read.targets.first, "\(diagnostics.map(\.text))")
        #expect(target.name == "Catalog")
        #expect(target.resources.map(\.pattern) == ["Resources/**"], "\(diagnostics.map(\.text))")
        #expect(target.infoPlistPath?.hasSuffix("Projects/Catalog/Support/Info.plist") == true, "\(String(describing: target.infoPlistPath))")
    }
}
