import Diagnostics
import Foundation
import Testing
@testable import ProjectModel

/// The Swift that SwiftGen (`swiftgen.yml`) and R.swift generate before a module compiles, found
/// from their configuration when the repository does not hold the generated file.
@Suite("Code generated from resources")
struct ResourceCodeGenerationTests {
    @Test("Each swiftgen.yml output with a bundled template is its module's, with inputs and outputs below input_dir and output_dir")
    func swiftGenOutputsOfAPackageTarget() throws {
        let root = ProjectFixtures.path("SwiftGenApp")
        let layout = ProjectDiscovery.discover([root])
        let module = try #require(layout.modules.first { $0.name == "GardenUI" })
        let resources = root + "/Sources/GardenUI/Resources"
        let generated = root + "/Sources/GardenUI/Generated"
        #expect(module.resourceCodeGeneration == [
            ResourceCodeGeneration(kind: .swiftGenStructuredStrings, inputs: [resources + "/en.lproj"],
                                   output: generated + "/Strings+Generated.swift", parameters: ["publicAccess": "true"]),
            ResourceCodeGeneration(kind: .swiftGenAssets, inputs: [resources + "/Colors.xcassets", resources + "/Images.xcassets"],
                                   output: generated + "/Assets+Generated.swift"),
            ResourceCodeGeneration(kind: .swiftGenFonts, inputs: [resources + "/Fonts"], output: generated + "/Fonts+Generated.swift"),
        ])
        // The plist parser's template is not one LayoutLens writes: said, at its output.
        let warning = try #require(layout.diagnostics.first { $0.id == "swiftGenOutputNotGenerated" })
        #expect(warning.range.file == root + "/swiftgen.yml")
        #expect(warning.range.start.line == 30)
    }

    @Test("An output the repository holds is compiled as it is: nothing is generated for it")
    func committedOutputWins() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"P\")])\n")
        try scratch.write("Sources/P/View.swift", "import SwiftUI\nstruct V: View { var body: some View { Text(L10n.title) } }\n")
        try scratch.write("Sources/P/en.lproj/Localizable.strings", "\"title\" = \"Title\";\n")
        try scratch.write("swiftgen.yml", """
        strings:
          inputs: Sources/P/en.lproj
          outputs:
            - templateName: structured-swift5
              output: Sources/P/Strings.swift
        xcassets:
          inputs: Sources/P/Assets.xcassets
          outputs:
            - templateName: swift5
              output: Sources/P/Assets.swift
        """)
        try scratch.write("Sources/P/Strings.swift", "enum L10n { static let title = \"Title\" }\n")
        let layout = ProjectDiscovery.discover([scratch.path])
        let module = try #require(layout.modules.first { $0.name == "P" })
        #expect(module.resourceCodeGeneration.map(\.kind) == [.swiftGenAssets])
    }

    @Test("A parameter set to false is left out, as the templates' `if` reads it")
    func falseParameterIsUnset() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/Sources/Home.swift", "struct Home {}")
        try scratch.write("App/swiftgen.yml", """
        strings:
          inputs: Sources/en.lproj/Localizable.strings
          outputs:
            templateName: flat-swift5
            output: Sources/Generated/Strings.swift
            params:
              enumName: Strings
              publicAccess: false
        """)
        let layout = ProjectDiscovery.discover([scratch.path + "/App"])
        let generation = try #require(layout.modules.first?.resourceCodeGeneration.first)
        #expect(generation.kind == .swiftGenFlatStrings)
        #expect(generation.parameters == ["enumName": "Strings"])
        #expect(!generation.isPublic)
    }

    @Test("A config form SwiftGen 6 does not read (5.x's `paths:`) and a custom template are warnings, not silence")
    func unknownFormsWarn() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/Sources/Home.swift", "struct Home {}")
        try scratch.write("App/swiftgen.yml", """
        strings:
          paths: Sources/en.lproj/Localizable.strings
          templateName: structured-swift4
          output: Sources/Strings.swift
        xcassets:
          inputs: Sources/Assets.xcassets
          outputs:
            templatePath: templates/assets.stencil
            output: Sources/Assets.swift
        """)
        let layout = ProjectDiscovery.discover([scratch.path + "/App"])
        #expect(layout.modules.first?.resourceCodeGeneration == [])
        #expect(layout.diagnostics.map(\.id).sorted() == ["swiftGenConfigNotUnderstood", "swiftGenOutputNotGenerated"])
        #expect(layout.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test("A package target using R.swift's library gets R from its own resources")
    func rswiftPackageTarget() throws {
        let root = ProjectFixtures.path("RswiftApp")
        let layout = ProjectDiscovery.discover([root])
        let module = try #require(layout.modules.first { $0.name == "Pantry" })
        #expect(module.resourceCodeGeneration == [ResourceCodeGeneration(kind: .rswift, inputs: module.resourcePaths)])
        #expect(!module.resourcePaths.isEmpty)
    }

    @Test("An xcodegen target using R.swift's package under a key of the spec's own gets R from its resources")
    func rswiftPackageNamedBySpecKey() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Alarm/project.yml", """
        name: Alarm
        packages:
          Rswift:
            url: https://github.com/mac-cain13/R.swift
            from: 7.5.0
        targets:
          Alarm:
            type: application
            platform: iOS
            sources: [Alarm]
            dependencies:
              - package: Rswift
                product: RswiftLibrary
        """)
        try scratch.write("Alarm/Alarm/ContentView.swift", "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n")
        try scratch.write("Alarm/Alarm/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        let layout = ProjectDiscovery.discover([scratch.path + "/Alarm"])
        let module = try #require(layout.modules.first { $0.name == "Alarm" })
        #expect(!module.resourcePaths.isEmpty)
        #expect(module.resourceCodeGeneration == [ResourceCodeGeneration(kind: .rswift, inputs: module.resourcePaths)])
    }

    @Test("R.swift's products are known by the library's name, the package identity or its URL")
    func rswiftProductsAreKnown() {
        #expect(DiscoveryRun.isRswiftProduct(RemoteProduct(name: "RswiftLibrary", package: "Rswift")))
        #expect(DiscoveryRun.isRswiftProduct(RemoteProduct(name: "Other", package: "R.swift")))
        #expect(DiscoveryRun.isRswiftProduct(RemoteProduct(name: "Other", package: "Kit", url: "https://github.com/mac-cain13/R.swift.git")))
        #expect(!DiscoveryRun.isRswiftProduct(RemoteProduct(name: "Nuke", package: "Nuke", url: "https://github.com/kean/Nuke")))
    }
}
