import Foundation
import Testing
@testable import ProjectModel
import TuistManifestRunner

/// A helper generic over a module kind, called with a metatype (`Project.umbrella(of:
/// Feature.self)`): inside it `T` is the type given, so `String(describing: T.self)` is its name
/// and `T.allCases` its cases (The Swift Programming Language, "Generics": a generic parameter is
/// replaced by an actual type when the function is called; "Metatype Type": `T.self` is that type),
/// also when its requirements are a trailing `where` clause and it has defaulted parameters.
@Suite("Tuist helpers generic over a type given as a metatype")
struct TuistMetatypeHelperTests {
    @Test("String(describing: T.self) and T.allCases name the type given")
    func genericParameterBoundByAMetatypeArgument() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try scratch.write("Tuist/ProjectDescriptionHelpers/Modules.swift", """
        import ProjectDescription

        public protocol ModuleKind: CaseIterable {}

        public enum Feature: String, ModuleKind {
            case home = "Home"
            case settings = "Settings"
        }

        extension Project {
            /// An umbrella project named after the module kind, with a framework per case.
            public static func umbrella<T: ModuleKind>(
                of kind: T.Type,
                packages: [Package] = []
            ) -> Project where T: RawRepresentable, T.RawValue == String {
                let name = String(describing: T.self)
                let targets: [Target] = T.allCases.map { module in
                    .target(name: module.rawValue, destinations: .iOS, product: .framework,
                            bundleId: "com.example.\\(module.rawValue)", sources: ["\\(module.rawValue)/**"])
                }
                return Project(name: name, packages: packages, targets: targets)
            }
        }
        """)
        let manifest = try scratch.write("Features/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project.umbrella(of: Feature.self)
        """)
        let (project, diagnostics) = TuistManifestReader.read(manifest, runner: TuistManifestRunner())
        let read = try #require(project, "\(diagnostics.map(\.text))")
        #expect(read.name == "Feature", "\(diagnostics.map(\.text))")
        #expect(read.targets.map(\.name) == ["Home", "Settings"], "\(diagnostics.map(\.text))")
    }
}
