import Testing
@testable import ProjectModel

/// Globs as Tuist and xcodegen expand them.
@Suite("File globs")
struct FileGlobTests {
    @Test("** matches any number of folders, including none")
    func doubleStar() {
        let glob = FileGlob("Cork/**/*.swift")
        #expect(glob.matches("Cork/App.swift"))
        #expect(glob.matches("Cork/Views/Deep/Row.swift"))
        #expect(!glob.matches("Cork/Assets.xcassets"))
        #expect(!glob.matches("Other/App.swift"))
        #expect(FileGlob("Sources/**").matches("Sources/A/B.swift"))
    }

    @Test("* stays within one folder name; ? is one character; braces are alternatives")
    func wildcards() {
        #expect(FileGlob("Sources/*.swift").matches("Sources/A.swift"))
        #expect(!FileGlob("Sources/*.swift").matches("Sources/A/B.swift"))
        #expect(FileGlob("File?.swift").matches("File1.swift"))
        #expect(FileGlob("Res/*.{xcassets,xcstrings}").matches("Res/Localizable.xcstrings"))
    }

    @Test("A pattern without wildcards names a file or a folder and all below it")
    func literal() {
        #expect(FileGlob("App").matches("App/Views/Row.swift"))
        #expect(FileGlob("PrivacyInfo.xcprivacy").matches("PrivacyInfo.xcprivacy"))
        #expect(!FileGlob("App").matches("Apple/Row.swift"))
    }

    @Test("A pattern that climbs above its folder is recognised")
    func leavingTheRoot() {
        #expect(FileGlob("../../**").leavesRoot)
        #expect(FileGlob("/etc/**").leavesRoot)
        #expect(FileGlob("A/../../B").leavesRoot)
        #expect(!FileGlob("A/../B/**").leavesRoot)
    }

    @Test("An excluded folder glob leaves out what is inside it")
    func excludedFolder() {
        #expect(FileGlob("**/qqq.lproj").matchesItselfOrFolder(of: "Support/qqq.lproj/Localizable.strings"))
        #expect(!FileGlob("**/qqq.lproj").matchesItselfOrFolder(of: "Support/en.lproj/Localizable.strings"))
    }
}
