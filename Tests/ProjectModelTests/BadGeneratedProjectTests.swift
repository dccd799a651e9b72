import Diagnostics
import Foundation
import Testing
@testable import ProjectModel

/// Malformed generated-project manifests: each problem is a `file:line:col` diagnostic and the
/// rest of the input still reads.
@Suite("Bad generated-project manifests")
struct BadGeneratedProjectTests {
    static let goodSpec = """
    name: Good
    targets:
      Good: {type: framework, platform: iOS, sources: [Sources]}
    """

    func writeGood(_ scratch: ScratchFolder) throws {
        try scratch.write("Good/project.yml", Self.goodSpec)
        try scratch.write("Good/Sources/Good.swift", "public struct Good {}")
    }

    @Test("An unterminated string in Project.swift is an error at its place; the other project still reads")
    func unterminatedStringInProjectSwift() throws {
        let scratch = try ScratchFolder()
        try writeGood(scratch)
        try scratch.write("Bad/Project.swift", "import ProjectDescription\nlet project = Project(name: \"Bad, targets: [])\n")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.modules.map(\.id) == ["Good/project.yml:Good"])
        let error = try #require(layout.diagnostics.first { $0.id == "unterminatedString" })
        #expect("\(error.range)" == scratch.path + "/Bad/Project.swift:2:29")
    }

    @Test("A tab that indents project.yml is an error naming its line; the lines around it still read")
    func tabIndentation() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/project.yml", "name: App\ntargets:\n  App:\n\ttype: application\n    type: application\n    sources: [Sources]\n")
        try scratch.write("App/Sources/App.swift", "struct App {}")
        let layout = ProjectDiscovery.discover([scratch.path])
        let error = try #require(layout.diagnostics.first { $0.id == "yamlSyntax" })
        #expect("\(error.range)" == scratch.path + "/App/project.yml:4:1")
        #expect(layout.modules.map(\.id) == ["App/project.yml:App"])
        #expect(layout.modules.first?.sourceFiles == [scratch.path + "/App/Sources/App.swift"])
    }

    @Test("An unterminated quoted scalar in project.yml is an error at the quote")
    func unterminatedYAMLString() throws {
        let (_, problems) = YAMLParser.parse("name: \"Open\ntargets: {}\n")
        #expect(problems.count == 1)
        #expect(problems.first?.at.line == 1)
        #expect(problems.first?.at.column == 7)
    }

    @Test("An alias that refers to its own anchor is an error, not a loop")
    func aliasLoop() throws {
        let (value, problems) = YAMLParser.parse("a: &loop\n  b: *loop\n")
        #expect(problems.map(\.message.id) == ["yamlSyntax"])
        #expect(problems.first?.at.line == 2)
        #expect(value["a"]?["b"] == .null(at: SourcePosition(line: 2, column: 6, offset: 14)))
    }

    @Test("Aliases that multiply a value past the node limit stop with an error")
    func aliasBomb() throws {
        // Each level is a sequence of ten aliases of the one before: level n copies 10^n
        // values in all, so level 6 passes the limit of a million.
        var text = "l0: &l0\n" + String(repeating: "  - x\n", count: 10)
        for level in 1...8 {
            text += "l\(level): &l\(level)\n" + String(repeating: "  - *l\(level - 1)\n", count: 10)
        }
        let (_, problems) = YAMLParser.parse(text)
        #expect(problems.contains { $0.message.text.contains("aliases copy more than") })
    }

    @Test("A project.yml larger than the reader's limit is refused with an error; the other project still reads")
    func hugeScalar() throws {
        let scratch = try ScratchFolder()
        try writeGood(scratch)
        try scratch.write("Huge/project.yml", "name: \"" + String(repeating: "a", count: 10 << 20) + "\"\n")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.modules.map(\.id) == ["Good/project.yml:Good"])
        #expect(layout.diagnostics.map(\.id) == ["fileTooLarge"])
        #expect(layout.diagnostics.first?.file == scratch.path + "/Huge/project.yml")
    }

    @Test("A glob that climbs out of the project is an error at its place and is not expanded")
    func globLeavingTheRoot() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Outside/Secret.swift", "struct Secret {}")
        try scratch.write("Repo/App/Project.swift", """
        import ProjectDescription
        let project = Project(name: "App", targets: [
            .target(name: "App", destinations: .iOS, product: .app, bundleId: "a",
                    sources: ["../../**", "Sources/**"]),
        ])
        """)
        try scratch.write("Repo/App/Sources/App.swift", "struct App {}")
        let layout = ProjectDiscovery.discover([scratch.path + "/Repo/App"])
        let error = try #require(layout.diagnostics.first { $0.id == "globLeavesProject" })
        // Line 4 is 12 spaces, `sources: [` (10 characters), then the string: column 12 + 10 + 1 = 23.
        #expect("\(error.range)" == scratch.path + "/Repo/App/Project.swift:4:23")
        #expect(layout.module("App/Project.swift:App")?.sourceFiles == [scratch.path + "/Repo/App/Sources/App.swift"])
    }

    @Test("A Tuist glob that climbs out of its manifest's folder but stays in the Tuist root is expanded from the folder it reaches")
    func globClimbingInsideTheTuistRoot() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Repo/Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try scratch.write("Repo/Projects/Tester/Project.swift", """
        import ProjectDescription
        let project = Project(name: "Tester", targets: [
            .target(name: "Tester", destinations: .iOS, product: .app, bundleId: "a",
                    sources: .sourceFilesList(globs: [.glob("../../Apps/Tester/**/*.swift", excluding: ["../../Apps/Tester/Old/**"])]),
                    resources: ["../../Apps/Tester/Assets.xcassets"]),
        ])
        """)
        try scratch.write("Repo/Apps/Tester/TesterApp.swift", "struct TesterApp {}")
        try scratch.write("Repo/Apps/Tester/Views/Row.swift", "struct Row {}")
        try scratch.write("Repo/Apps/Tester/Old/Gone.swift", "struct Gone {}")
        try scratch.write("Repo/Apps/Tester/Assets.xcassets/Contents.json", "{}")
        let layout = ProjectDiscovery.discover([scratch.path + "/Repo"])
        #expect(!layout.diagnostics.contains { $0.id == "globLeavesProject" })
        let tester = try #require(layout.module("Tester/Project.swift:Tester"))
        #expect(tester.sourceFiles == [scratch.path + "/Repo/Apps/Tester/TesterApp.swift", scratch.path + "/Repo/Apps/Tester/Views/Row.swift"])
        #expect(tester.resourcePaths == [scratch.path + "/Repo/Apps/Tester/Assets.xcassets"])
    }

    @Test("A Tuist glob that climbs out of its Tuist root but stays in the folder given is expanded from the folder it reaches")
    func globClimbingOutOfTheTuistRootInsideTheGivenFolder() throws {
        let scratch = try ScratchFolder()
        // The Tuist root is `Repo/Apps` (its `Tuist.swift`); the previews it compiles sit beside
        // a package's sources one level up, inside `Repo`, the folder LayoutLens is given.
        try scratch.write("Repo/Apps/Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
        try scratch.write("Repo/Apps/Project.swift", """
        import ProjectDescription
        let project = Project(name: "Gallery", targets: [
            .target(name: "Gallery", destinations: .iOS, product: .app, bundleId: "a",
                    sources: ["Gallery/**", "../Sources/Kit/Previews/**"]),
        ])
        """)
        try scratch.write("Repo/Apps/Gallery/GalleryApp.swift", "struct GalleryApp {}")
        try scratch.write("Repo/Sources/Kit/Previews/CardPreviews.swift", "struct CardPreviews {}")
        try scratch.write("Repo/Sources/Kit/Card.swift", "struct Card {}")
        let layout = ProjectDiscovery.discover([scratch.path + "/Repo"])
        #expect(!layout.diagnostics.contains { $0.id == "globLeavesProject" })
        let gallery = try #require(layout.module("Gallery/Project.swift:Gallery"))
        #expect(gallery.sourceFiles == [scratch.path + "/Repo/Apps/Gallery/GalleryApp.swift", scratch.path + "/Repo/Sources/Kit/Previews/CardPreviews.swift"])
    }

    @Test("Targets that depend on each other in a circle are read once each and the cycle is reported")
    func targetCycle() throws {
        let scratch = try ScratchFolder()
        try scratch.write("project.yml", """
        name: Loop
        targets:
          A: {type: framework, sources: [A], dependencies: [{target: B}]}
          B: {type: framework, sources: [B], dependencies: [{target: A}]}
        """)
        try scratch.write("A/A.swift", "struct A {}")
        try scratch.write("B/B.swift", "struct B {}")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.modules.map(\.id) == ["Loop/project.yml:A", "Loop/project.yml:B"])
        #expect(layout.diagnostics.map(\.id) == ["dependencyCycle"])
    }

    @Test("An include that includes itself is an error; the spec's own targets still read")
    func includeCycle() throws {
        let scratch = try ScratchFolder()
        try scratch.write("project.yml", "include: [other.yml]\nname: Spec\ntargets:\n  App: {type: application, sources: [App]}\n")
        try scratch.write("other.yml", "include: [project.yml]\n")
        try scratch.write("App/App.swift", "struct App {}")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.diagnostics.map(\.id) == ["projectManifestCycle"])
        #expect(layout.diagnostics.first?.file == scratch.path + "/other.yml")
        #expect(layout.modules.map(\.id) == ["Spec/project.yml:App"])
    }

    @Test("A target built by a helper the reader cannot follow is named in a warning; the others read")
    func unreadableTarget() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Project.swift", """
        import ProjectDescription
        let project = Project(name: "P", targets: [
            makeTargets().first!,
            .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: "Sources/**"),
        ])
        """)
        try scratch.write("Sources/App.swift", "struct App {}")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.modules.map(\.id) == ["P/Project.swift:App"])
        let warning = try #require(layout.diagnostics.first { $0.id == "projectManifestFormNotUnderstood" })
        #expect(warning.line == 3)
    }
}

extension BadGeneratedProjectTests {
    @Test("An xcodegen source path that climbs out of the project is an error at its place; the target's other sources read")
    func xcodegenPathLeavingTheRoot() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Outside/Secret.swift", "struct Secret {}")
        try scratch.write("Repo/project.yml", "name: R\ntargets:\n  App:\n    type: application\n    sources:\n      - ../Outside\n      - App\n")
        try scratch.write("Repo/App/App.swift", "struct App {}")
        let layout = ProjectDiscovery.discover([scratch.path + "/Repo"])
        let error = try #require(layout.diagnostics.first { $0.id == "globLeavesProject" })
        // The item `../Outside` starts on line 6 after `      - `: column 6 + 2 + 1 = 9.
        #expect("\(error.range)" == scratch.path + "/Repo/project.yml:6:9")
        #expect(layout.module("R/project.yml:App")?.sourceFiles == [scratch.path + "/Repo/App/App.swift"])
    }

    @Test("A target's product name names its Swift module")
    func productNameIsTheModuleName() throws {
        let scratch = try ScratchFolder()
        try scratch.write("project.yml", "name: R\ntargets:\n  App-Dev:\n    type: application\n    sources: [App]\n    settings:\n      base:\n        PRODUCT_NAME: App\n")
        try scratch.write("App/App.swift", "struct App {}")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.module("R/project.yml:App-Dev")?.name == "App")
    }
}
