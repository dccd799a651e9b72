import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// `check --base REF` against real git repositories made in a temporary folder: the "before"
/// layouts come from the commit, the working tree, the index and the refs stay as they were, and
/// no snapshot file appears anywhere.
extension ExternalTool {
    static let git = ExternalTool(names: ["git"], installHint: "apt-get install git")
}

@Suite("check --base compares with a git revision", .serialized)
struct CheckBaseRevisionTests {

    /// A badge component in one file; in another, a card that shows it and a plain text preview.
    static let components = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                Text("New")
                    .padding(8)
            }
        }

        #Preview("Badge") {
            Badge()
        }
        """
    static let screens = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Title")
                    Badge()
                }
            }
        }

        #Preview("Card") {
            Card()
        }

        #Preview("Plain") {
            Text("Plain")
                .padding(4)
        }
        """

    /// A repository with one commit holding `App/Components.swift` and `App/Screens.swift`.
    func repository(_ name: String) throws -> URL {
        let folder = try ScratchFolder.fresh("check-base-\(name)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Self.components.write(to: folder.appendingPathComponent("App/Components.swift"), atomically: true, encoding: .utf8)
        try Self.screens.write(to: folder.appendingPathComponent("App/Screens.swift"), atomically: true, encoding: .utf8)
        try git(in: folder, "init", "-q", "-b", "main")
        try git(in: folder, "add", ".")
        try git(in: folder, "commit", "-q", "-m", "first")
        return folder
    }

    @discardableResult
    func git(in folder: URL, _ arguments: String...) throws -> String {
        let result = try ExternalTool.git.run(["-C", folder.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments,
                                              in: folder)
        #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.output)")
        return result.output
    }

    func check(_ folder: URL, base: String, inputs: [String] = ["App"]) -> (status: Int32, output: String, error: String) {
        CapturedIO.layoutlens(["check"] + inputs.map { folder.appendingPathComponent($0).path }
                              + ["--out", reportFolder(folder).path, "--base", base])
    }

    /// Beside the repository, so the report is no change of its working tree.
    func reportFolder(_ folder: URL) -> URL { URL(fileURLWithPath: folder.path + "-report") }

    /// What `check --base` must never change: the index file, the refs and HEAD, and the status.
    func gitState(_ folder: URL) throws -> [String] {
        [try Data(contentsOf: folder.appendingPathComponent(".git/index")).base64EncodedString(),
         try git(in: folder, "for-each-ref"), try git(in: folder, "rev-parse", "HEAD"),
         try git(in: folder, "status", "--porcelain", "--untracked-files=all")]
    }

    func snapshotFolders(_ folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.contains("__Snapshots__") { found.append(path) }
        }
        return found
    }

    @Test("A padding change in a component reports exactly the previews that show it, the card through the component's file",
          .requires(.git))
    func paddingChangeReportsThePreviewsThatUseTheComponent() throws {
        let folder = try repository("padding")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App/Components.swift")
        try Self.components.replacingOccurrences(of: ".padding(8)", with: ".padding(12)")
            .write(to: file, atomically: true, encoding: .utf8)
        let before = try gitState(folder)

        let result = check(folder, base: "HEAD")

        // The badge grows by 2 × (12 − 8) = 8 points each way; the card's VStack (title above the
        // badge, spacing 0) grows by the same 8 in height; the plain text does not use the badge.
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("Checked 3 scenarios: 1 unchanged, 2 changed, 0 added, 0 renamed, 0 removed"), "\(result.output)")
        #expect(result.output.contains("Components/badge: "))
        #expect(result.output.contains("Screens/card: changed through \(file.path)"), "\(result.output)")
        #expect(!result.output.contains("Screens/plain"))
        #expect(result.output.contains("(+8)"))
        // The same report as a check against snapshots: summary, JUnit, step summary.
        let report = reportFolder(folder)
        defer { try? FileManager.default.removeItem(at: report) }
        #expect(try String(contentsOf: report.appendingPathComponent("summary.json"), encoding: .utf8).contains("\"changed\": 2"))
        #expect(try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
            .contains("Screens/card: changed through"))
        #expect(try gitState(folder) == before)
        #expect(snapshotFolders(folder).isEmpty)
    }

    @Test("An excluded file is left out on both sides, and still read by the files that use it", .requires(.git))
    func excludedFileIsLeftOutOfBothRevisions() throws {
        let folder = try repository("exclude")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App/Components.swift")
        try Self.components.replacingOccurrences(of: ".padding(8)", with: ".padding(12)")
            .write(to: file, atomically: true, encoding: .utf8)
        let result = CapturedIO.layoutlens(["check", folder.appendingPathComponent("App").path, "--out", reportFolder(folder).path,
                                            "--base", "HEAD", "--exclude", file.path])
        defer { try? FileManager.default.removeItem(at: reportFolder(folder)) }
        // The badge's own preview is in neither revision (not "removed"); the card still shows
        // the badge, read from the excluded file, and changes through it (+8 as above).
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("Checked 2 scenarios: 1 unchanged, 1 changed, 0 added, 0 renamed, 0 removed"), "\(result.output)")
        #expect(!result.output.contains("Components/badge"))
        #expect(result.output.contains("Screens/card: changed through \(file.path)"), "\(result.output)")
    }

    @Test("A clean working tree is clean", .requires(.git))
    func cleanTreeIsUnchanged() throws {
        let folder = try repository("clean")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try gitState(folder)
        let result = check(folder, base: "HEAD")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Checked 3 scenarios: 3 unchanged, 0 changed, 0 added, 0 renamed, 0 removed"), "\(result.output)")
        #expect(try gitState(folder) == before)
        #expect(snapshotFolders(folder).isEmpty)
    }

    @Test("A renamed file is a rename, not a removal and an addition", .requires(.git))
    func renamedFileIsARename() throws {
        let folder = try repository("rename")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.moveItem(at: folder.appendingPathComponent("App/Screens.swift"),
                                         to: folder.appendingPathComponent("App/CardScreens.swift"))
        try git(in: folder, "add", "-A")
        try git(in: folder, "commit", "-q", "-m", "rename")

        let result = check(folder, base: "HEAD~1")
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("Checked 3 scenarios: 1 unchanged, 0 changed, 0 added, 2 renamed, 0 removed"), "\(result.output)")
        #expect(result.output.contains("CardScreens/card: renamed from Screens/card, layout unchanged"))
        #expect(snapshotFolders(folder).isEmpty)
    }

    @Test("A retitled preview is a rename", .requires(.git))
    func retitledPreviewIsARename() throws {
        let folder = try repository("retitle")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.screens.replacingOccurrences(of: "#Preview(\"Card\")", with: "#Preview(\"Card with badge\")")
            .write(to: folder.appendingPathComponent("App/Screens.swift"), atomically: true, encoding: .utf8)
        let result = check(folder, base: "HEAD")
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("Checked 3 scenarios: 2 unchanged, 0 changed, 0 added, 1 renamed, 0 removed"), "\(result.output)")
        #expect(result.output.contains("Screens/card-with-badge: renamed from Screens/card, layout unchanged"), "\(result.output)")
    }

    @Test("A reference that names no commit is a one-line error, exit 2", .requires(.git))
    func unknownReference() throws {
        let folder = try repository("unknown-ref")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = check(folder, base: "no-such-branch")
        #expect(result.status == 2)
        #expect(result.error.hasSuffix("error: the base revision 'no-such-branch' does not name a commit of the repository '\(folder.resolvingSymlinksInPath().path)'\n"),
                "\(result.error)")
        // A reference spelled like an option is never handed to git as one.
        let option = CapturedIO.layoutlens(["check", folder.appendingPathComponent("App").path, "--out", reportFolder(folder).path,
                                            "--base=--output=x"])
        #expect(option.status == 2)
        #expect(option.error.contains("error: the base revision '--output=x' does not name a commit"), "\(option.error)")
    }

    @Test("A folder outside any git repository is a one-line error, exit 2", .requires(.git))
    func notARepository() throws {
        let folder = try ScratchFolder.fresh("check-base-no-git")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Self.screens.write(to: folder.appendingPathComponent("App/Screens.swift"), atomically: true, encoding: .utf8)
        // GIT_CEILING_DIRECTORIES is not needed: the system's temporary folder is in no repository.
        let result = check(folder, base: "main")
        #expect(result.status == 2)
        #expect(result.error.contains("error: --base needs a git repository, and '"), "\(result.error)")
        #expect(result.error.contains("' is not inside one\n"))
    }

    @Test("A shallow clone without the base commit says how to fetch it", .requires(.git))
    func shallowCloneMissingTheBase() throws {
        let folder = try repository("shallow-origin")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.components.replacingOccurrences(of: ".padding(8)", with: ".padding(12)")
            .write(to: folder.appendingPathComponent("App/Components.swift"), atomically: true, encoding: .utf8)
        try git(in: folder, "commit", "-q", "-am", "second")
        let first = try git(in: folder, "rev-parse", "HEAD~1").trimmingCharacters(in: .whitespacesAndNewlines)
        let clone = try ScratchFolder.fresh("check-base-shallow")
        defer { try? FileManager.default.removeItem(at: clone) }
        try git(in: clone, "clone", "-q", "--depth", "1", "file://" + folder.path, "repo")
        let result = check(clone.appendingPathComponent("repo"), base: first)
        #expect(result.status == 2)
        #expect(result.error.contains("is not in this shallow clone; fetch it with 'git fetch --deepen=50' (or 'git fetch --unshallow'"),
                "\(result.error)")
    }

    @Test("--base with --record, --baseline or --require-baseline is a usage error", .requires(.git))
    func recordDoesNotApply() throws {
        let folder = try repository("record")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CapturedIO.layoutlens(["check", folder.appendingPathComponent("App").path, "--out",
                                            reportFolder(folder).path, "--base", "HEAD", "--record", "all"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: --base compares with a git revision, so --record (snapshot files) does not apply\n"))
        let required = CapturedIO.layoutlens(["check", folder.appendingPathComponent("App").path, "--out",
                                              reportFolder(folder).path, "--base", "HEAD", "--require-baseline"])
        #expect(required.status == 2)
        #expect(required.error.hasPrefix("error: --base compares with a git revision, so --require-baseline (snapshot files) does not apply\n"))
        #expect(snapshotFolders(folder).isEmpty)
    }
}
