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
}
