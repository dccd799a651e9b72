import Testing
@testable import LayoutLensCLI

/// The site's module headings name the Swift module, then where it is declared.
struct ModuleTitleTests {
    @Test func aTitleSaysWhereTheModuleIsDeclared() {
        #expect(ModuleTitle.title(id: "isowords:ChangelogFeature", name: "ChangelogFeature") == "ChangelogFeature · package isowords")
        #expect(ModuleTitle.title(id: "MovieSwift.xcodeproj:MovieSwift", name: "MovieSwift") == "MovieSwift · MovieSwift.xcodeproj")
        #expect(ModuleTitle.title(id: "folder:/repo/App", name: "App") == "App · folder")
        // A PRODUCT_NAME with a space makes the module name differ from the target's.
        #expect(ModuleTitle.title(id: "Classic.xcodeproj:Classic App", name: "Classic_App") == "Classic_App · Classic.xcodeproj")
        #expect(ModuleTitle.siteModule(id: nil, name: nil) == nil)
    }
}
