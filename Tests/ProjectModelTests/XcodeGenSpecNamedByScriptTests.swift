import Testing
@testable import ProjectModel

/// An XcodeGen spec with a name other than `project.yml`, which the repository's scripts pass to
/// `xcodegen --spec` (XcodeGen's `-s, --spec`: "The path to the project spec file. Defaults to
/// project.yml"): it is the project, as a `project.yml` would be (`GeneratorInvocations`).
@Suite struct XcodeGenSpecNamedByScriptTests {
    /// A spec named `specName` of one app target whose sources are `Shop/`, with `extra` lines
    /// under the target, and the target's files.
    private func writeShop(_ scratch: ScratchFolder, specName: String, extra: String = "") throws {
        try scratch.write("Shop/Sources/ShopView.swift", "struct ShopView {}")
        try scratch.write("Shop/Resources/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try scratch.write(specName, """
        name: Shop
        targets:
          Shop:
            type: application
            platform: iOS
            sources:
              - path: Shop
        """ + extra)
    }

    private func writeRepository(_ scratch: ScratchFolder, script: String) throws {
        try writeShop(scratch, specName: "project-shop.yml")
        // A YAML file no script names stays a plain file.
        try scratch.write("crowdin-shop.yml", "files:\n  - source: Shop/en.lproj/Localizable.strings\n")
        try scratch.write("Scripts/bootstrap.sh", script)
    }

    @Test("a spec named by `xcodegen --spec` in a script makes the project's modules")
    func specNamedInAScriptIsTheProject() throws {
        let scratch = try ScratchFolder()
        try writeRepository(scratch, script: """
        #!/usr/bin/env bash
        set -euo pipefail
        repo_root=$(git rev-parse --show-toplevel)
        mint run xcodegen --spec "$repo_root/project-shop.yml"
        """)
        let layout = ProjectDiscovery.discover([scratch.path])
        let shop = try #require(layout.modules.first { $0.id == "Shop/project-shop.yml:Shop" }, "\(layout.modules.map(\.id))")
        #expect(shop.kind == .xcodeTarget)
        #expect(ProjectFixtures.relative(shop.sourceFiles, to: scratch.path) == ["Shop/Sources/ShopView.swift"])
        #expect(ProjectFixtures.relative(shop.resourcePaths, to: scratch.path) == ["Shop/Resources/Assets.xcassets"])
        #expect(!layout.modules.contains { $0.kind == .folder }, "\(layout.modules.map(\.id))")
    }

    @Test("a SwiftGen configuration the spec's build script passes to `--config` generates for the module")
    func swiftGenConfigurationNamedInTheSpecsScript() throws {
        let scratch = try ScratchFolder()
        try writeShop(scratch, specName: "project.yml", extra: """

            preBuildScripts:
              - name: SwiftGen
                script: |
                  mint run swiftgen config run --config "swiftgen-shop.yml"
        """)
        try scratch.write("swiftgen-shop.yml", """
        xcassets:
          inputs: Shop/Resources/Assets.xcassets
          outputs:
            - templateName: swift5
              output: Shop/Sources/Generated/Assets.swift
        """)
        let layout = ProjectDiscovery.discover([scratch.path])
        let shop = try #require(layout.modules.first { $0.id == "Shop/project.yml:Shop" }, "\(layout.modules.map(\.id))")
        #expect(shop.resourceCodeGeneration.map(\.kind) == [.swiftGenAssets], "\(layout.diagnostics.map(\.text))")
        #expect(GeneratorInvocations.swiftGenConfigs(in: "swiftgen config run --config=Config/swiftgen-kit.yml") == ["Config/swiftgen-kit.yml"])
    }

    @Test("`-s` and `--spec=` name a spec too; paths that leave the repository are not followed")
    func shortAndJoinedFormsOfTheOption() {
        #expect(GeneratorInvocations.xcodeGenSpecs(in: "xcodegen generate -s project-shop.yml --quiet") == ["project-shop.yml"])
        #expect(GeneratorInvocations.xcodeGenSpecs(in: "\tmint run xcodegen --spec=Apps/shop.yml,Apps/kit.yml") == ["Apps/shop.yml", "Apps/kit.yml"])
        #expect(GeneratorInvocations.xcodeGenSpecs(in: "xcodegen generate\nswiftgen config run --config swiftgen.yml").isEmpty)
        #expect(GeneratorInvocations.resolve("../other/project.yml", scriptFolder: "/repo/Scripts", root: "/repo") == nil)
    }
}
