import Diagnostics
import Testing
@testable import ProjectModel
import TuistManifestRunner

/// `Package.swift` manifests that declare their own helpers, which the declarative reader cannot
/// follow: run in the interpreter against the modelled PackageDescription (`PackageManifestRunner`),
/// as SwiftPM runs them, and read into the same `PackageManifest`.
@Suite("Package manifests run")
struct PackageManifestRunTests {
    static let file = "/virtual/Modules/Package.swift"

    func read(_ text: String) -> (manifest: PackageManifest?, diagnostics: [Diagnostic]) {
        PackageManifestReader.read(Array(text.utf8), file: Self.file, runner: PackageManifestRunner())
    }

    func target(_ manifest: PackageManifest?, _ name: String) throws -> PackageManifest.Target {
        try #require(manifest?.targets.first { $0.name == name }, "no target \(name) among \(manifest?.targets.map(\.name) ?? [])")
    }

    @Test("A static helper in an extension of PackageDescription.Target adds its dependency to every target it makes")
    func extensionHelperOfTarget() throws {
        let (manifest, diagnostics) = read("""
        // swift-tools-version: 5.9
        import PackageDescription

        extension PackageDescription.Target {
            static func featureTarget(name: String, dependencies: [Target.Dependency] = [], resources: [Resource]? = nil) -> Target {
                .target(name: name, dependencies: dependencies + [.product(name: "Composable", package: "composable-kit")],
                        resources: resources)
            }
        }

        let package = Package(
            name: "Modules",
            products: [.library(name: "Catalog", targets: ["Catalog"])],
            dependencies: [.package(url: "https://example.com/org/composable-kit.git", from: "1.2.0")],
            targets: [
                .featureTarget(name: "Catalog", dependencies: ["Styles"], resources: [.process("Resources")]),
                .target(name: "Styles"),
                .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
            ]
        )
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.text))")
        #expect(manifest?.name == "Modules")
        #expect(manifest?.targets.map(\.name) == ["Catalog", "Styles", "CatalogTests"])
        #expect(manifest?.targets.map(\.kind) == [.regular, .regular, .test])
        let catalog = try target(manifest, "Catalog")
        #expect(catalog.dependencies == [.byName("Styles"), .product(name: "Composable", package: "composable-kit")])
        #expect(catalog.resources == ["Resources"])
        #expect(manifest?.products == [.init(name: "Catalog", targets: ["Catalog"])])
        #expect(manifest?.dependencies == [.init(identity: "composable-kit", location: .remote(url: "https://example.com/org/composable-kit.git"))])
    }

    @Test("A dependency's unlabelled requirement runs whichever way it is written: an implicit member, a range, a branch")
    func unlabelledRequirementsOfDependencies() throws {
        let (manifest, diagnostics) = read("""
        // swift-tools-version: 5.8
        import PackageDescription

        extension Target {
            static func feature(_ name: String) -> Target {
                .target(name: name, dependencies: [.product(name: "One", package: "one")])
            }
        }

        let package = Package(
            name: "Requirements",
            dependencies: [
                .package(url: "https://example.com/org/one", .upToNextMajor(from: "0.52.0")),
                .package(url: "https://example.com/org/two", "1.0.0"..<"2.0.0"),
                .package(url: "https://example.com/org/three", .branch("main")),
            ],
            targets: [.feature("Catalog")]
        )
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.text))")
        #expect(manifest?.targets.map(\.name) == ["Catalog"])
        #expect(try target(manifest, "Catalog").dependencies == [.product(name: "One", package: "one")])
        #expect(manifest?.dependencies.count == 3)
    }

    @Test("A helper in an extension of Package.Dependency takes a version range written as an implicit member")
    func dependencyHelperWithRange() throws {
        let (manifest, diagnostics) = read("""
        import PackageDescription

        extension String {
            static func hosted(_ repo: String) -> Self { "https://example.com/org/\\(repo).git" }
        }

        extension PackageDescription.Package.Dependency {
            static func hosted(_ repo: String, _ range: Range<Version>) -> Package.Dependency {
                .package(url: .hosted(repo), range)
            }
        }

        let package = Package(
            name: "Modules",
            dependencies: [.hosted("clocks-kit", .upToNextMajor(from: "1.0.0"))],
            targets: [.target(name: "Timer", dependencies: [.product(name: "Clocks", package: "clocks-kit")])]
        )
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.text))")
        #expect(manifest?.dependencies == [.init(identity: "clocks-kit", location: .remote(url: "https://example.com/org/clocks-kit.git"))])
    }

    @Test("A method in an extension of an array of target dependencies runs on the array it is called on")
    func arrayExtensionHelper() throws {
        let (manifest, diagnostics) = read("""
        import PackageDescription

        extension Array where Element == Target.Dependency {
            func appendingDebugDependencies(_ debug: [Target.Dependency]) -> Self {
                self + debug
            }
        }

        let package = Package(
            name: "Modules",
            targets: [
                .target(name: "Inspector"),
                .target(name: "Home", dependencies: ["Model"].appendingDebugDependencies(["Inspector"])),
                .target(name: "Model"),
            ]
        )
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.text))")
        #expect(try target(manifest, "Home").dependencies == [.byName("Model"), .byName("Inspector")])
    }

    @Test("Top-level constants and functions make targets, and appends and loops after the package change it")
    func topLevelHelpersAppendsAndLoops() throws {
        let (manifest, diagnostics) = read("""
        import PackageDescription

        let composable: Target.Dependency = .product(name: "Composable", package: "composable-kit")

        func feature(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
            .target(name: name, dependencies: dependencies + [composable], path: "Features/\\(name)")
        }

        let package = Package(
            name: "Modules",
            dependencies: [.package(path: "../Kit"), .package(name: "Vendored", path: "Vendor/Thing")],
            targets: ["Search", "Profile"].map { feature($0) }
        )

        package.targets.append(.target(name: "Shared", dependencies: [.target(name: "Search")]))
        package.targets += [.testTarget(name: "SearchTests", dependencies: ["Search"])]

        for target in package.targets where target.type != .test {
            target.swiftSettings = (target.swiftSettings ?? []) + [.define("MODULES")]
        }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.text))")
        #expect(manifest?.targets.map(\.name) == ["Search", "Profile", "Shared", "SearchTests"])
        let search = try target(manifest, "Search")
        #expect(search.path == "Features/Search")
        #expect(search.dependencies == [.product(name: "Composable", package: "composable-kit")])
        #expect(try target(manifest, "Shared").dependencies == [.target("Search")])
        // The loop skips the test target (`target.type != .test`).
        #expect(manifest?.targets.map(\.defines) == [["MODULES"], ["MODULES"], ["MODULES"], []])
        #expect(manifest?.dependencies == [
            .init(identity: "Kit", location: .local(path: "/virtual/Kit")),
            .init(identity: "Vendored", location: .local(path: "/virtual/Modules/Vendor/Thing")),
        ])
    }

    @Test("The environment a manifest reads is empty on a clean machine, and that is a warning where it reads it")
    func environmentIsUnset() throws {
        let (manifest, diagnostics) = read("""
        import Foundation
        import PackageDescription

        let package = Package(name: "Modules", targets: [.target(name: "App")])

        if ProcessInfo.processInfo.environment["LOCAL_SERVER"] != nil {
            package.targets.append(.target(name: "Server"))
        } else {
            package.targets.append(.target(name: "Client"))
        }
        """)
        #expect(manifest?.targets.map(\.name) == ["App", "Client"])
        // Line 6 is the `if`.
        #expect(diagnostics.map { "\($0.id):\($0.line)" } == ["packageManifestRunAssumed:6"])
    }

    @Test("A manifest the declarative reader understands is not run: no run's warnings, the same reading")
    func understoodManifestIsNotRun() throws {
        let text = """
        import PackageDescription
        let shared: [Target.Dependency] = ["Model"]
        let package = Package(name: "Modules", targets: [.target(name: "Model"), .target(name: "Home", dependencies: shared)])
        """
        let declarative = PackageManifestReader.read(Array(text.utf8), file: Self.file)
        let run = read(text)
        #expect(run.manifest == declarative.manifest)
        #expect(run.diagnostics.isEmpty && declarative.diagnostics.isEmpty)
    }

    @Test("A manifest that loops forever, recurses without end or traps stops with a warning at its line; the declarative reading is kept",
          arguments: [
            ("func spin() -> [Target] { while true {} }", "spin()", 3),
            ("func deeper(_ n: Int) -> [Target] { deeper(n + 1) }", "deeper(0)", 3),
            ("func broken() -> [Target] { fatalError(\"no framework\") }", "broken()", 3),
          ])
    func badManifestsStop(helper: String, call: String, line: Int) throws {
        let (manifest, diagnostics) = read("""
        import PackageDescription
        let package = Package(name: "Modules", targets: [.target(name: "Kept")] + helper())
        \(helper)
        """.replacingOccurrences(of: "helper()", with: call))
        // The declarative reading keeps what it understood: `Kept`.
        #expect(manifest?.targets.map(\.name) == ["Kept"])
        let notRun = try #require(diagnostics.first { $0.id == "packageManifestNotRun" }, "\(diagnostics.map(\.text))")
        #expect(notRun.line == line)
        #expect(diagnostics.contains { $0.id == "manifestFormNotUnderstood" })
    }

    @Test("A manifest Swift cannot parse is an error at the parser's line; the declarative reading is kept")
    func unparsableManifestIsAnError() throws {
        // Cut inside the target list, as a truncated file is: the list never closes.
        let (manifest, diagnostics) = read("""
        import PackageDescription
        let package = Package(name: "Cut", targets: [.target(name: "Kept"), .target(name:
        """)
        #expect(manifest?.name == "Cut")
        let error = try #require(diagnostics.first { $0.severity == .error }, "\(diagnostics.map(\.text))")
        // swiftc -parse on the same text: "2:82: error: expected expression in list of expressions"
        // (the end of the file, after the 81 bytes of line 2).
        #expect(error.line == 2 && error.column == 82)
        #expect(error.text == "expected expression in list of expressions")
        #expect(!diagnostics.contains { $0.id == "packageManifestNotRun" })
    }
}
