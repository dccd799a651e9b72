import Diagnostics
import Testing
@testable import ProjectModel

/// `Tuist/Package.swift` as `tuist init` writes it: the remote packages of a Tuist project, with
/// `PackageSettings` imported by kind inside `#if TUIST` (Tuist docs, "Dependencies": "Tuist's
/// XcodeProj-based integration").
@Suite("Tuist's Package.swift forms")
struct TuistPackageManifestFormsTests {
    func read(_ text: String) -> (manifest: PackageManifest?, diagnostics: [Diagnostic]) {
        PackageManifestReader.read(Array(text.utf8), file: "/p/Tuist/Package.swift")
    }

    @Test("'import struct Module.Name' is an import, not a struct declaration hiding the Package after it")
    func importOfOneDeclarationByKind() throws {
        let (read, diagnostics) = read("""
        // swift-tools-version: 6.0
        import PackageDescription

        #if TUIST
            import struct ProjectDescription.PackageSettings

            let packageSettings = PackageSettings(productTypes: ["Kingfisher": .framework])
        #endif

        let package = Package(
            name: "Kiln",
            dependencies: [.package(url: "https://github.com/onevcat/Kingfisher", from: "8.0.0")]
        )
        """)
        #expect(!diagnostics.contains { $0.id == "manifestWithoutPackage" }, "\(diagnostics.map(\.text))")
        let manifest = try #require(read)
        #expect(manifest.name == "Kiln")
        #expect(manifest.dependencies.map(\.identity) == ["Kingfisher"])
    }

    @Test("'let package: Package = .init(…)' and 'Package.init(…)' are the package")
    func packageMadeByInit() throws {
        for binding in ["let package: Package = .init(", "let package = Package.init("] {
            let (read, diagnostics) = read("""
            // swift-tools-version: 5.9
            import PackageDescription

            \(binding)
                name: "Kiln",
                dependencies: [.package(url: "https://github.com/airbnb/lottie-spm.git", exact: "4.5.0")]
            )
            """)
            #expect(!diagnostics.contains { $0.id == "manifestWithoutPackage" }, "\(binding): \(diagnostics.map(\.text))")
            #expect(read?.name == "Kiln")
            #expect(read?.dependencies.map(\.identity) == ["lottie-spm"])
        }
    }

    @Test("A root Package.swift with no targets is a Tuist root's dependency manifest, its local packages read")
    func rootPackageManifestOfTuistRoot() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try scratch.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        #if TUIST
        import struct ProjectDescription.PackageSettings
        let packageSettings: PackageSettings = .init(productTypes: [:])
        #endif

        let package: Package = .init(
            name: "Kiln",
            dependencies: [
                .package(url: "https://github.com/airbnb/lottie-spm.git", exact: "4.5.0"),
                .package(path: "Packages/Glaze"),
            ]
        )
        """)
        try scratch.write("Packages/Glaze/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(name: "Glaze", products: [.library(name: "Glaze", targets: ["Glaze"])],
                              targets: [.target(name: "Glaze")])
        """)
        try scratch.write("Packages/Glaze/Sources/Glaze/Glaze.swift", "public struct Glaze {}\n")
        try scratch.write("Projects/Kiln/Project.swift", """
        import ProjectDescription

        let project = Project(name: "Kiln", targets: [
            .target(name: "Kiln", destinations: .iOS, product: .app, bundleId: "com.kiln", sources: ["Sources/**"],
                    dependencies: [.external(name: "Lottie"), .external(name: "Glaze")]),
        ])
        """)
        try scratch.write("Projects/Kiln/Sources/KilnApp.swift", "import SwiftUI\n")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(!layout.diagnostics.contains { $0.id == "manifestWithoutPackage" }, "\(layout.diagnostics.map(\.text))")
        // The root manifest makes no package of its own: the Tuist project and the local package are the modules.
        #expect(layout.modules.map(\.id) == ["Glaze:Glaze", "Kiln/Project.swift:Kiln"])
        let kiln = try #require(layout.module("Kiln/Project.swift:Kiln"))
        #expect(kiln.dependencies == ["Glaze:Glaze"])
        // `Lottie` begins the identity `lottie-spm` (ignoring case and `-`).
        #expect(kiln.remoteProducts.map(\.name) == ["Lottie"])
        #expect(kiln.remoteProducts.first?.url == "https://github.com/airbnb/lottie-spm.git")
    }
}
