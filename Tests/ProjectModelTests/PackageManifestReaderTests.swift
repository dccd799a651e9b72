import Diagnostics
import Testing
@testable import ProjectModel

/// The declarative `Package.swift` reader: the common forms, names bound by `let`, and a warning
/// (never silence) for what it does not understand.
@Suite("Package manifest reader")
struct PackageManifestReaderTests {
    func read(_ text: String) -> (manifest: PackageManifest?, diagnostics: [Diagnostic]) {
        PackageManifestReader.read(Array(text.utf8), file: "/p/Package.swift")
    }

    @Test("Products, a remote dependency, targets with path, exclude, resources, and dependencies bound by 'let'")
    func fixturePackage() throws {
        let base = ProjectFixtures.path("TwoTargetPackage")
        let (read, diagnostics) = PackageManifestReader.read(base + "/Package.swift")
        #expect(diagnostics.isEmpty)
        let manifest = try #require(read)
        #expect(manifest.name == "Weather")
        #expect(manifest.folder == base)
        #expect(manifest.products == [PackageManifest.Product(name: "WeatherKit2", targets: ["WeatherCore", "WeatherUI"])])
        #expect(manifest.dependencies == [
            PackageManifest.Dependency(identity: "swift-algorithms", location: .remote(url: "https://github.com/apple/swift-algorithms.git")),
        ])
        #expect(manifest.targets.map(\.name) == ["WeatherCore", "WeatherUI", "WeatherUITests"])
        #expect(manifest.targets.map(\.kind) == [.regular, .regular, .test])
        let ui = manifest.targets[1]
        #expect(ui.path == "Modules/WeatherUI")
        #expect(ui.exclude == ["Legacy"])
        #expect(ui.resources == ["Localizable", "Resources/Fonts"])
        #expect(ui.dependencies == [.target("WeatherCore"), .product(name: "Algorithms", package: "swift-algorithms")])
        #expect(manifest.targets[2].dependencies == [.byName("WeatherUI"), .byName("WeatherCore")])
    }

    @Test("Local path dependencies resolve against the package folder; every target kind is read")
    func kindsAndLocalPaths() throws {
        let (read, diagnostics) = read("""
        // swift-tools-version:5.9
        import PackageDescription
        import CompilerPluginSupport
        let package = Package(
            name: "Kinds",
            dependencies: [
                .package(path: "../Shared"),
                .package(name: "Renamed", path: "Vendor/Thing"),
                .package(id: "mona.LinkedList", from: "1.0.0"),
                .package(url: "git@github.com:org/Repo.git", branch: "main"),
            ],
            targets: [
                .executableTarget(name: "Tool", dependencies: [.product(name: "Shared", package: "Shared")]),
                .macro(name: "Macros", dependencies: []),
                .plugin(name: "Gen", capability: .buildTool()),
                .binaryTarget(name: "Blob", path: "Blob.xcframework"),
                .systemLibrary(name: "CZlib"),
                .target(name: "Lib", sources: ["A.swift", "More"]),
            ]
        )
        """)
        #expect(diagnostics.isEmpty)
        let manifest = try #require(read)
        #expect(manifest.dependencies.map(\.identity) == ["Shared", "Renamed", "LinkedList", "Repo"])
        #expect(manifest.dependencies[0].location == .local(path: "/Shared"))
        #expect(manifest.dependencies[1].location == .local(path: "/p/Vendor/Thing"))
        #expect(manifest.targets.map(\.kind) == [.executable, .macro, .plugin, .binary, .system, .regular])
        #expect(manifest.targets.last?.sources == ["A.swift", "More"])
    }

    @Test("A dependency written as an implicit member is the extension's static let of that name")
    func dependenciesNamedInAnExtension() throws {
        let (read, diagnostics) = read("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Kit",
            targets: [
                .target(name: "Styleguide"),
                .target(name: "Feature", dependencies: [.styleguide, .tca, "Other"]),
            ]
        )
        extension Target.Dependency {
            static let styleguide = byName(name: "Styleguide")
            static let tca = product(name: "ComposableArchitecture", package: "swift-composable-architecture")
        }
        """)
        let manifest = try #require(read)
        #expect(diagnostics.isEmpty)
        #expect(manifest.targets.map(\.name) == ["Styleguide", "Feature"])
        #expect(manifest.targets[1].dependencies == [
            .byName("Styleguide"), .product(name: "ComposableArchitecture", package: "swift-composable-architecture"), .byName("Other"),
        ])
    }

    @Test("Declarations nested past the parser's limit are skipped, every keyword alike, without recursing")
    func deeplyNestedDeclarationsAreSkipped() throws {
        // 50 000 nested `enum`s and `struct`s: each keyword is read into only up to the nesting
        // limit (100), so the reader returns instead of overflowing the stack.
        let depth = 50_000
        let opening = (0..<depth).map { $0.isMultiple(of: 2) ? "enum E {" : "struct S {" }.joined()
        let (read, _) = read("""
        import PackageDescription
        \(opening)\(String(repeating: "}", count: depth))
        let package = Package(name: "Deep", targets: [.target(name: "App")])
        """)
        let manifest = try #require(read)
        #expect(manifest.targets.map(\.name) == ["App"])
    }

    @Test("A helper function call, a loop over the package, and '#if' each warn with a stable id")
    func notUnderstood() throws {
        let (read, diagnostics) = read("""
        import PackageDescription
        func feature(_ name: String) -> Target { .target(name: name) }
        let package = Package(
            name: "Odd",
            targets: [
                feature("A"),
                .target(name: "B"),
        #if os(Linux)
                .target(name: "LinuxOnly"),
        #else
                .target(name: "Elsewhere"),
        #endif
            ]
        )
        for target in package.targets { target.swiftSettings = [] }
        """)
        let manifest = try #require(read)
        // The first branch of `#if` is read; `feature("A")` is not.
        #expect(manifest.targets.map(\.name) == ["B", "LinuxOnly"])
        #expect(Set(diagnostics.map(\.id)) == ["manifestFormNotUnderstood", "manifestConditionalCompilation"])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        let call = try #require(diagnostics.first { $0.text.contains("feature") })
        #expect(call.line == 6)
        let loop = try #require(diagnostics.first { $0.text.contains("'for' loop") })
        #expect(loop.line == 15)
    }

    @Test("Products, dependencies and targets appended after the package is made are read, inside a top-level 'if' too")
    func changesAfterwards() throws {
        let (read, diagnostics) = read("""
        var package = Package(name: "Split", products: [], targets: [.target(name: "Core")])
        package.dependencies += [.package(url: "https://github.com/org/Lib", from: "1.0.0")]
        if ProcessInfo.processInfo.environment["SERVER_ONLY"] == nil {
          package.products.append(.library(name: "Feature", targets: ["Feature"]))
          package.targets.append(contentsOf: [
            .target(name: "Feature", dependencies: ["Core", .product(name: "Lib", package: "Lib")]),
          ])
        } else {
          package.targets.append(.target(name: "ServerOnly"))
        }
        package.platforms = [.iOS(.v17)]
        """)
        let manifest = try #require(read)
        #expect(manifest.targets.map(\.name) == ["Core", "Feature"])
        #expect(manifest.products.map(\.name) == ["Feature"])
        #expect(manifest.dependencies.map(\.identity) == ["Lib"])
        // The `if` is read as if its condition held, with a warning; `package.platforms = …` is an
        // assignment read like the others (platforms are not part of what LayoutLens reads).
        #expect(diagnostics.map(\.id) == ["manifestConditionNotEvaluated"])
        #expect(diagnostics.map(\.line) == [3])
    }

    @Test("Products and targets assigned after 'Package(name:)' replace what the package held, and later appends add to them")
    func assignedAfterwards() throws {
        let (read, diagnostics) = read("""
        import PackageDescription
        let package = Package(name: "Kit", targets: [.target(name: "Old")])
        package.platforms = [.iOS(.v15), .macOS(.v12)]
        package.products = [
            .library(name: "Kit", targets: ["Kit"]),
        ]
        package.targets = [
            .target(name: "Kit", path: "Sources/Kit"),
        ]
        package.targets += [.testTarget(name: "KitTests", dependencies: ["Kit"])]
        """)
        let manifest = try #require(read)
        #expect(manifest.products.map(\.name) == ["Kit"])
        #expect(manifest.targets.map(\.name) == ["Kit", "KitTests"])
        #expect(diagnostics.isEmpty)
    }

    @Test("Targets mapped into themselves ('package.targets = package.targets.map { … }') stay; the closure warns")
    func targetsMappedInPlace() throws {
        // A modular app's manifest adds a lint plugin to every target this way; Swift's `map`
        // returns one element per element, so both targets are still the package's.
        let (read, diagnostics) = read("""
        import PackageDescription
        var package = Package(name: "Modules", targets: [.target(name: "Theme"), .target(name: "Cards", dependencies: ["Theme"])])
        package.targets = package.targets.map { target -> Target in
            target.plugins = [.plugin(name: "Lint", package: "Lint")]
            return target
        }
        package.products = package.products.filter { $0.name != "Cards" }
        """)
        let manifest = try #require(read)
        #expect(manifest.targets.map(\.name) == ["Theme", "Cards"])
        #expect(manifest.targets[1].dependencies.count == 1)
        // The map's closure (line 3) warns; a `filter` is no map: its closure warns too and the
        // products it would keep are not known (there were none).
        #expect(diagnostics.map(\.message.id) == ["manifestFormNotUnderstood", "manifestFormNotUnderstood"])
        #expect(diagnostics.map(\.line).sorted() == [3, 7])
    }

    @Test("A manifest without Package(…) and an unterminated string are errors naming the file")
    func broken() throws {
        let (none, noneDiagnostics) = read("import PackageDescription\nlet x = 1\n")
        #expect(none == nil)
        #expect(noneDiagnostics.map(\.id) == ["manifestWithoutPackage"])
        let (cut, cutDiagnostics) = read("let package = Package(name: \"Cut\", targets: [.target(name: \"A\")])\nlet s = \"open\n")
        // The package before the broken string still reads.
        #expect(cut?.targets.map(\.name) == ["A"])
        #expect(cutDiagnostics.map { "\($0.id) \($0.range)" } == ["unterminatedString /p/Package.swift:2:9"])
    }

    @Test("Deeply nested brackets end in a nesting error, not a stack overflow")
    func deepNesting() throws {
        let (_, diagnostics) = read("let package = Package(name: \"Deep\", targets: " + String(repeating: "[", count: 100_000) + ")")
        #expect(diagnostics.map(\.id).contains("nestingTooDeep"))
    }
}
