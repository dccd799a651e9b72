import Testing
@testable import LayoutLensCLI

/// The revision's files of `check --base` are named as the working tree's files found through the
/// same input are (`FixtureDiscovery` joins a folder and a file below it as `folder + "/" + file`,
/// the folder as typed less a trailing slash), so each preview meets its own "before" and is not
/// reported as renamed from itself.
@Suite("check --base names the revision's files as the working tree's")
struct BaseRevisionNamingTests {
    static func layouts(_ inputs: [(user: String, base: String)]) -> BaseRevisionLayouts {
        BaseRevisionLayouts(revision: GitRevision(repositoryRoot: "/repo", reference: "HEAD~1", commit: String(repeating: "0", count: 40)),
                            folder: "/tmp/copy", inputs: inputs)
    }

    @Test("Input '.' keeps the './' that discovery gives its files")
    func currentFolderKeepsItsDotSlash() {
        let layouts = Self.layouts([(user: ".", base: "/tmp/copy")])
        #expect(layouts.userPath(ofBase: "/tmp/copy/Sources/Cafe/DrinkRow.swift") == "./Sources/Cafe/DrinkRow.swift")
    }

    @Test("A folder typed with or without a trailing slash, and a file, are named as typed")
    func foldersAndFilesAsTyped() {
        let layouts = Self.layouts([(user: "App", base: "/tmp/copy/App"), (user: "../other/", base: "/tmp/copy/other"),
                                    (user: "Screens.swift", base: "/tmp/copy/Screens.swift")])
        #expect(layouts.userPath(ofBase: "/tmp/copy/App/Badge.swift") == "App/Badge.swift")
        #expect(layouts.userPath(ofBase: "/tmp/copy/other/Card.swift") == "../other/Card.swift")
        #expect(layouts.userPath(ofBase: "/tmp/copy/Screens.swift") == "Screens.swift")
        // A path below no input is left as it is.
        #expect(layouts.userPath(ofBase: "/elsewhere/X.swift") == "/elsewhere/X.swift")
    }
}
