import Testing
@testable import ProjectReader

/// A member of an extension in a module that only another file of the module imports is visible
/// in every file (SR-3908, swiftlang/swift#46493; SE-0444 makes it an error only under the
/// upcoming feature `MemberImportVisibility`), so its stand-in names the modules those files
/// import. A top-level name keeps the file's own imports.
@Suite struct ModuleWideMemberImportsTests {
    /// A file declaring `Theme.spacing`, importing `module` (one LayoutLens does not read) if given.
    static func theme(importing module: String?) -> String {
        "import SwiftUI\n" + (module.map { "import \($0)\n" } ?? "") + "struct Theme {\n    static let spacing: CGFloat = 8\n}\n"
    }

    /// `Theme.swift` imports `StyleKit`, which LayoutLens does not read; `Card.swift` imports only
    /// SwiftUI and uses `.cardShadow()`, `.frame(24)` and `Color.cardBackground`, which
    /// `StyleKit` declares. Their warnings name `StyleKit` as another file's import; `Badge()`, a
    /// top-level name no file declares, keeps "no file read declares it".
    @Test func aMemberNoFileDeclaresNamesTheModulesOtherFilesImport() throws {
        let card = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack(spacing: Theme.spacing) {
                    Text("Card").cardShadow()
                    Color.red.frame(24)
                    Color.cardBackground
                    Badge()
                }
            }
        }
        #Preview { Card() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Theme.swift", Self.theme(importing: "StyleKit")), ("a/Card.swift", card))
        let texts = try ModuleReadingTests.reading(readings, "Card.swift").diagnostics.map(\.message.text)
        let viaOtherFile = "it may come from 'StyleKit', which another file of the module imports and LayoutLens did not read"
        #expect(texts.contains { $0.hasPrefix("modifier 'cardShadow'") && $0.contains(viaOtherFile) }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("no SwiftUI 'frame'") && $0.contains(viaOtherFile) }, "\(texts)")
        #expect(texts.contains { $0.contains("'Color.cardBackground'") && $0.contains(viaOtherFile) }, "\(texts)")
        #expect(texts.contains { $0.contains("'Badge'") && $0.contains("no file read declares it") }, "\(texts)")
    }

    /// With no file of the module importing a module not read, a member keeps "no file read
    /// declares it".
    @Test func withoutSuchAnImportAMemberIsNoFilesDeclaration() throws {
        let card = """
        import SwiftUI
        struct Card: View {
            var body: some View { Text("Card").padding(Theme.spacing).cardShadow() }
        }
        #Preview { Card() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Theme.swift", Self.theme(importing: nil)), ("a/Card.swift", card))
        let texts = try ModuleReadingTests.reading(readings, "Card.swift").diagnostics.map(\.message.text)
        #expect(texts.contains { $0.hasPrefix("modifier 'cardShadow'") && $0.contains("no file read declares it") }, "\(texts)")
    }

    /// A modifier no file declares, in a module that links a remote package (through a
    /// dependency, `.product(name:package:)`) and whose files import only read modules: Swift
    /// makes the members of every module the program loads visible (SE-0444), so the modifier may
    /// be a `View` extension in that package, and the warning says so rather than "no file read
    /// declares it". `View` is a protocol of the library, not a type with native storage.
    @Test func aModifierMayComeFromAPackageTheModuleLinks() throws {
        let screen = """
        import SwiftUI
        struct Screen: View {
            var body: some View { Text("Orders").padding(Theme.spacing).snapshotIgnored() }
        }
        #Preview { Screen() }
        """
        let theme = Self.theme(importing: nil)
        let (readings, _) = ModuleReader.read(files: [.init(path: "a/Theme.swift", bytes: Array(theme.utf8)),
                                                      .init(path: "a/Screen.swift", bytes: Array(screen.utf8))],
                                              assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
                                              linkedRemotePackages: ["Snapshotter"])
        let texts = try ModuleReadingTests.reading(readings, "Screen.swift").diagnostics.map(\.message.text)
        #expect(texts.contains {
            $0.hasPrefix("modifier 'snapshotIgnored'")
                && $0.contains("it may come from an extension in the remote package Snapshotter, which the module links and LayoutLens did not read")
        }, "\(texts)")
    }
}
