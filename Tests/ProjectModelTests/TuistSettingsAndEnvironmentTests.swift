import Foundation
import Testing
@testable import ProjectModel
import TuistManifestRunner

/// Helpers that build settings and read Tuist's environment, as ProjectDescription gives them:
/// `Environment.x.getString(default:)` / `getBoolean(default:)` (Tuist docs, "Dynamic
/// configuration"), `SettingsDictionary`'s `merging(_:)` and its per-setting methods chained on
/// a dictionary literal (docs.tuist.dev, "SettingsDictionary" extension), and the standard
/// library's `merging(_:uniquingKeysWith:)` on a dictionary of Info.plist values.
@Suite("Tuist helpers that build settings and read the environment")
struct TuistSettingsAndEnvironmentTests {
    static let configuration = "import ProjectDescription\nlet tuist = Tuist()\n"

    @Test("A manifest whose helpers merge settings and read unset environment variables runs, taking the defaults")
    func settingsAndEnvironmentHelpersRun() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Tuist.swift", Self.configuration)
        try scratch.write("Tuist/ProjectDescriptionHelpers/Environment.swift", """
        import ProjectDescription

        /// `TUIST_FLAVOR`, "Staging" when unset.
        public let flavor = Environment.flavor.getString(default: "Staging")
        /// `TUIST_WITH_WIDGET`, true when unset.
        public let withWidget = Environment.withWidget.getBoolean(default: true)
        """)
        try scratch.write("Tuist/ProjectDescriptionHelpers/Settings+Lantern.swift", """
        import ProjectDescription

        public let baseSettings: SettingsDictionary = ["ENABLE_USER_SCRIPT_SANDBOXING": "YES"]

        extension Settings {
            public static func lantern() -> Settings {
                .settings(
                    base: baseSettings.merging(["SWIFT_STRICT_CONCURRENCY": "complete"]),
                    configurations: [
                        .debug(name: "Debug", settings: [:]
                            .otherSwiftFlags("$(inherited)", "-D\\(flavor.uppercased())")
                            .swiftActiveCompilationConditions(flavor.uppercased(), "DEBUG")),
                    ]
                )
            }
        }

        public let launchScreen: [String: Plist.Value] = ["UILaunchScreen": ["UIColorName": ""]]
        """)
        try scratch.write("Lantern/Sources/LanternApp.swift", "import SwiftUI\n")
        try scratch.write("Lantern/Widget/LanternWidget.swift", "import SwiftUI\n")
        let manifest = try scratch.write("Lantern/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let infoPlist = launchScreen.merging(["CFBundleDisplayName": "Lantern \\(flavor)"]) { current, _ in current }

        var targets: [Target] = [
            .target(name: "Lantern", destinations: .iOS, product: .app, bundleId: "com.lantern.app",
                    infoPlist: .extendingDefault(with: infoPlist), sources: ["Sources/**"], settings: .lantern()),
        ]
        if withWidget {
            targets.append(.target(name: "LanternWidget", destinations: .iOS, product: .appExtension,
                                   bundleId: "com.lantern.app.widget", sources: ["Widget/**"]))
        }

        let project = Project(name: "Lantern", targets: targets)
        """)
        let (project, diagnostics) = TuistManifestReader.read(manifest, runner: TuistManifestRunner())
        #expect(!diagnostics.contains { $0.id == "projectManifestNotRun" }, "\(diagnostics.map(\.text))")
        let targets = try #require(project?.targets, "\(diagnostics.map(\.text))")
        // `getBoolean(default: true)` of an unset variable: the widget is declared.
        #expect(targets.map(\.name) == ["Lantern", "LanternWidget"], "\(diagnostics.map(\.text))")
        // `getString(default: "Staging")` reached the Info.plist through `merging`.
        #expect(targets.first?.infoPlistKeys["CFBundleDisplayName"] == "Lantern Staging")
        // Each unset variable asked for is said.
        let assumed = diagnostics.filter { $0.id == "projectManifestRunAssumed" }.map(\.text)
        #expect(assumed.contains { $0.contains("TUIST_FLAVOR") }, "\(assumed)")
        #expect(assumed.contains { $0.contains("TUIST_WITH_WIDGET") }, "\(assumed)")
    }
}
