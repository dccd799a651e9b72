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
}
