import Foundation
import Testing
@testable import ProjectModel
import TuistManifestRunner

/// Helpers a Tuist project declares in extensions of ProjectDescription's types, as Tuist compiles
/// them with the manifests (Tuist docs, "Project description helpers"): a static helper sharing
/// a base name with ProjectDescription's own member (`Target.target`, `TargetDependency.external`)
/// and a type nested in a type that another extension nests (`extension Project.Environment`).
@Suite("Tuist helpers in extensions of ProjectDescription's types")
struct TuistHelperExtensionTests {
    static let configuration = "import ProjectDescription\nlet tuist = Tuist()\n"

    @Test("A helper named like ProjectDescription's member calls that member when its own labels do not fit")
    func helperBesideNativeMemberOfSameName() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist.swift", Self.configuration)
        try scratch.write("Tuist/ProjectDescriptionHelpers/Target+Module.swift", """
        import ProjectDescription

        extension Target {
            /// The helper's labels (`name:product:sources:`) are not ProjectDescription's, whose
            /// `target(name:destinations:product:bundleId:…)` the body calls.
            public static func target(name: String, product: Product, sources: SourceFilesList) -> Target {
                .target(name: name, destinations: .iOS, product: product, bundleId: "com.kiln.\\(name)",
                        sources: sources, dependencies: [.external(dependency: .glaze)])
            }
        }

        public func kilnTargets() -> [Target] {
            var targets: [Target] = []
            for name in ["Kiln"] {
                targets.append(.target(name: name, product: .framework, sources: ["Sources/**"]))
            }
            return targets
        }

        extension TargetDependency {
            public enum Remote: String { case glaze = "GlazeKit" }

            /// `external(dependency:)` beside ProjectDescription's `external(name:condition:)`.
            public static func external(dependency: Remote) -> TargetDependency {
                .external(name: dependency.rawValue, condition: .when([.ios]))
            }
        }
        """)
        try scratch.write("Kiln/Sources/Kiln.swift", "import SwiftUI\n")
        let manifest = try scratch.write("Kiln/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers

        // A loop in a helper: the declarative reader does not follow it, so the manifest is run.
        let project = Project(name: "Kiln", targets: kilnTargets() + [
            .target(name: "KilnApp", destinations: .iOS, product: .app, bundleId: "com.kiln.app", sources: ["App/**"],
                    dependencies: [.target(name: "Kiln")]),
        ])
        """)
        let (project, diagnostics) = TuistManifestReader.read(manifest, runner: TuistManifestRunner())
        #expect(!diagnostics.contains { $0.id == "projectManifestNotRun" }, "\(diagnostics.map(\.text))")
        let targets = try #require(project?.targets, "\(diagnostics.map(\.text))")
        #expect(targets.count == 2, "\(diagnostics.map(\.text))")
        #expect(targets.map(\.name) == ["Kiln", "KilnApp"])
        // The helper's target: the product it was given, the dependency its own helper made.
        #expect(targets[0].productType == "com.apple.product-type.framework")
        #expect(targets[0].sources.map(\.pattern) == ["Sources/**"])
        #expect(targets[0].dependencies == [.packageProduct(product: "GlazeKit", package: nil)])
        // ProjectDescription's own `target(name:destinations:…)`, written in the manifest.
        #expect(targets[1].productType == "com.apple.product-type.application")
        #expect(targets[1].dependencies == [.target("Kiln")])
    }

    @Test("An extension of a type another extension nests finds it, whichever file is read first")
    func extensionOfNestedTypeDeclaredInLaterFile() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist.swift", Self.configuration)
        // "Info/…" is read before "Project/…", where `Project.Environment` is declared.
        try scratch.write("Tuist/ProjectDescriptionHelpers/Info/Environment+InfoPlist.swift", """
        import ProjectDescription

        extension Project.Environment {
            public enum InfoPlist {
                public static let display: [String: Plist.Value] = ["CFBundleDisplayName": "Kiln"]
            }
        }
        """)
        try scratch.write("Tuist/ProjectDescriptionHelpers/Project/Project+Environment.swift", """
        import ProjectDescription

        extension Project {
            public enum Environment {
                public static let appName = "Kiln"
            }
        }
        """)
        try scratch.write("Kiln/Sources/Kiln.swift", "import SwiftUI\n")
        let manifest = try scratch.write("Kiln/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project(name: Project.Environment.appName, targets: [
            .target(name: "Kiln", destinations: .iOS, product: .app, bundleId: "com.kiln",
                    infoPlist: .extendingDefault(with: Project.Environment.InfoPlist.display), sources: ["Sources/**"]),
        ])
        """)
        let (project, diagnostics) = TuistManifestReader.read(manifest, runner: TuistManifestRunner())
        #expect(!diagnostics.contains { $0.id == "projectManifestNotRun" }, "\(diagnostics.map(\.text))")
        #expect(project?.name == "Kiln")
        // `InfoPlist` nested in the program's `Project.Environment` did not hide ProjectDescription's
        // `InfoPlist` (`.extendingDefault(with:)`), whose keys the target keeps.
        #expect(project?.targets.map(\.infoPlistKeys) == [["CFBundleDisplayName": "Kiln"]])
    }
}
