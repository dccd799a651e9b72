import Testing
@testable import Snapshots

struct SourceDiffTests {
    @Test func changedLinesAreRemovedThenInsertedAroundTheCommonOnes() {
        let diff = SourceDiff(before: "a\nb\nc\nd", after: "a\nB\nc\nd\ne")
        #expect(diff.lines.map { "\($0.kind.rawValue.prefix(1))\($0.text)" } == ["sa", "rb", "iB", "sc", "sd", "ie"])
        #expect(diff.hasChanges)
        #expect(!SourceDiff(before: "x\ny", after: "x\ny").hasChanges)
    }

    @Test func hugeSourcesAreShownWholeInsteadOfAligned() {
        let big = (0..<600).map(String.init).joined(separator: "\n")
        let diff = SourceDiff(before: big, after: big + "\nz")
        #expect(diff.lines.count == 600 + 601, "600 × 601 pairs exceed the limit: all removed, then all inserted")
    }

    @Test func linksAreRelativeToTheReportFolderOrFollowTheTemplate() {
        let links = SourceLinks(reportFolder: "out/report", workingDirectory: "/work/repo")
        #expect(links.href(file: "Fixtures/Card View.swift", line: 12) == "../../Fixtures/Card%20View.swift#L12")
        #expect(links.href(file: "/work/repo/Fixtures/a.swift", line: nil) == "../../Fixtures/a.swift")
        let github = SourceLinks(template: "https://example.com/blob/abc/{file}#L{line}")
        #expect(github.href(file: "./Fixtures/a#b.swift", line: 3) == "https://example.com/blob/abc/Fixtures/a%23b.swift#L3")
    }
}
