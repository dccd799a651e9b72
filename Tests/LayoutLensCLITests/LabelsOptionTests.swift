import ArgumentParsing
import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// `render --labels <policy>` is the one spelling of "which views carry size labels";
/// `--measure <mode>` is its deprecated alias for one release: parsed as before (`marked` is
/// `measured`), hidden from `--help` and suggestions, and announced by a warning (docs/cli.md).
struct LabelsOptionTests {
    static let fixture = RenderFixturesTests.repository.appendingPathComponent("Fixtures/seed-002-measure-helper.swift").path

    /// Renders the fixture (seven views marked with `.measure()`) and returns the run and the
    /// files it wrote, relative path → bytes.
    func render(_ name: String, _ extra: [String]) throws -> (status: Int32, error: String, files: [String: Data]) {
        let folder = try ScratchFolder.fresh("cli/labels-\(name)")
        let result = CapturedIO.layoutlens(["render", Self.fixture, "--out", folder.path, "--no-steps"] + extra)
        return (result.status, result.error, try RenderFixturesTests().contents(of: folder))
    }

    @Test func helpShowsLabelsAndNotTheDeprecatedSpelling() {
        let help = CapturedIO.layoutlens(["render", "--help"]).output
        #expect(help.contains("  --labels <policy>"))
        #expect(help.contains("[--labels <policy>]"))
        let labels = RenderCommand.spec.arguments.first { $0.name == "labels" }
        #expect(labels?.valueKind == .choice(["auto", "all", "measured", "leaves", "none"]))
        #expect(!help.contains("--measure"))
    }

    @Test func misspellingOfTheDeprecatedSpellingIsNotCorrectedToIt() {
        // One edit from the hidden `--measure`, and nothing visible is close: no suggestion.
        let result = CapturedIO.layoutlens(["render", "Fixtures", "--out", "x", "--mesure", "all"])
        #expect(result.status == 2)
        #expect(result.error == "error: unknown option '--mesure'\nSee 'layoutlens render --help'.\n")
    }

    @Test(arguments: [("all", "all"), ("marked", "measured"), ("none", "none")])
    func deprecatedMeasureDrawsWhatLabelsDrawsAndWarns(_ mode: String, _ policy: String) throws {
        let old = try render("measure-\(mode)", ["--measure", mode])
        let new = try render("labels-\(policy)", ["--labels", policy])
        #expect(old.status == 0 && new.status == 0, "\(old.error)\(new.error)")
        #expect(old.error == "warning: '--measure' is deprecated and will be removed in the next release; use '--labels \(policy)'\n")
        #expect(new.error.isEmpty)
        #expect(!new.files.isEmpty)
        #expect(old.files == new.files)
    }

    @Test func labelsChangesTheDrawing() throws {
        // Without the option it is `auto`, which labels the marked views of this fixture only;
        // `all` labels every leaf and stack too, so the diagrams differ (else the test above
        // would pass with both options ignored).
        let plain = try render("default", [])
        let all = try render("all", ["--labels", "all"])
        #expect(plain.status == 0 && all.status == 0)
        #expect(plain.files != all.files)
        #expect(plain.files == (try render("auto", ["--labels", "auto"])).files)
    }

    @Test func givingBothSpellingsIsAUsageError() {
        let result = CapturedIO.layoutlens(["render", Self.fixture, "--out", "unused", "--labels", "all", "--measure", "all"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == "error: '--measure' is the deprecated spelling of '--labels'; give only '--labels'\n"
                + "See 'layoutlens render --help'.\n")
    }
}
