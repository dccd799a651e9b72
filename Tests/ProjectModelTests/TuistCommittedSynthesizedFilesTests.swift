import Testing
@testable import ProjectModel
import TuistManifestRunner

/// Tuist writes each target's resource and bundle accessors into `Derived/Sources` beside the
/// project manifest and adds them to that target's sources (docs.tuist.dev, "Synthesized files");
/// the file's name ends in `+<Target>`. A repository that commits them has them in the target, so
/// `Image(uiImage: ShopAsset.Assets.logo.image)` finds the committed `ShopAsset`.
@Suite("Tuist's committed synthesized files")
struct TuistCommittedSynthesizedFilesTests {
    @Test("Derived/Sources files named after a target are that target's sources, and only its")
    func derivedSourcesBelongToTheTargetTheyAreNamedAfter() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Project.swift", """
        import ProjectDescription

        let project = Project(
            name: "Shop",
            targets: [
                Target(name: "Shop", platform: .iOS, product: .app, bundleId: "studio.shop",
                       sources: ["App/Sources/**"], resources: ["App/Resources/**"]),
                Target(name: "ShopWidget", platform: .iOS, product: .appExtension, bundleId: "studio.shop.widget",
                       sources: ["Widget/**"]),
            ]
        )
        """)
        try scratch.write("App/Sources/ShopView.swift", "import SwiftUI\n")
        try scratch.write("Widget/ShopWidget.swift", "import SwiftUI\n")
        try scratch.write("Derived/Sources/Assets+Shop.swift", "public enum ShopAsset {}\n")
        try scratch.write("Derived/Sources/TuistBundle+Shop.swift", "import Foundation\n")
        try scratch.write("Derived/Sources/TuistBundle+ShopWidget.swift", "import Foundation\n")
        try scratch.write("Derived/Sources/Nested/Fonts+Shop.swift", "import Foundation\n")
        let layout = ProjectDiscovery.discover([scratch.path], manifestRunner: TuistManifestRunner())
        let shop = try #require(layout.module("Shop/Project.swift:Shop"), "\(layout.modules.map(\.id))")
        #expect(ProjectFixtures.relative(shop.sourceFiles, to: scratch.path)
                == ["App/Sources/ShopView.swift", "Derived/Sources/Assets+Shop.swift", "Derived/Sources/TuistBundle+Shop.swift"])
        let widget = try #require(layout.module("Shop/Project.swift:ShopWidget"), "\(layout.modules.map(\.id))")
        #expect(ProjectFixtures.relative(widget.sourceFiles, to: scratch.path)
                == ["Derived/Sources/TuistBundle+ShopWidget.swift", "Widget/ShopWidget.swift"])
    }
}
