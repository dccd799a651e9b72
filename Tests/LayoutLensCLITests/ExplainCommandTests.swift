import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// `layoutlens explain` on the bundled seed fixtures: the three formats, `--view`, `--probes`
/// and clear usage errors with suggestions.
struct ExplainCommandTests {
    static let seed001 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/seed-001-relative-size.swift").path
    static let seed002 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/seed-002-hstack-flexibility.swift").path

    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let captured = CapturedIO()
        let status = LayoutLens.main(arguments: arguments, io: captured.io)
        return (status, captured.output, captured.error)
    }

    @Test func textNumbersTheSeedsSteps() {
        let result = run(["explain", Self.seed001, "--scenario", "relative size middle"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        // Seed 001, "Order matters", step 1: (620 – 20) / 3 = 200 for the blue view.
        #expect(result.output.contains(" 4. HStack offers Color.blue one third of the 600 pt available: (620 − 2 × 10) / 3 = 200.\n"))
        // Step 3: 300 pt left for the yellow view.
        #expect(result.output.contains("HStack offers Color.yellow all of the 300 pt left: 300 / 1 = 300.\n"))
        #expect(result.output.hasPrefix("\(Self.seed001):21 \"relative size middle\" proposal 620 × 80\n"))
    }

    @Test func outputIsByteIdenticalRunToRun() {
        let first = run(["explain", Self.seed001, "--format", "json"])
        let second = run(["explain", Self.seed001, "--format", "json"])
        #expect(first.status == 0)
        #expect(Array(first.output.utf8) == Array(second.output.utf8))
        #expect(first.output.contains("\"schema\": \"layoutlens.explain/1\""))
        #expect(first.output.contains("\"arithmetic\": \"(620 − 2 × 10) / 3 = 200\""))
    }

    @Test func viewNarrowsTheStoryToOneView() {
        let all = run(["explain", Self.seed001, "--scenario", "relative size middle"])
        let focused = run(["explain", Self.seed001, "--scenario", "relative size middle", "--view", "Color.yellow"])
        #expect(focused.status == 0, "\(focused.error)")
        #expect(focused.output.contains("why HStack[2]/Color is 300 × 80"))
        // The modifier's own step is not needed to explain yellow's width; its answer is.
        #expect(all.output.contains("proposes 100 × 80 to Color.green."))
        #expect(!focused.output.contains("proposes 100 × 80 to Color.green."))
        #expect(focused.output.contains("relativeProposed(width: 0.5) of Color.green becomes 100 pt wide"))
        // A path works as well as a name.
        let byPath = run(["explain", Self.seed001, "--scenario", "relative size middle", "--view", "HStack[2]/Color"])
        #expect(byPath.output == focused.output)
    }

    @Test func markdownHasTheDiagramEmbedAndNumberedSteps() {
        let result = run(["explain", Self.seed002, "--scenario", "flexibility order", "--format", "markdown", "--probes"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("### flexibility order\n\n![HStack"))
        #expect(result.output.contains("](diagrams/seed-002-hstack-flexibility/flexibility-order.svg)\n\n1. The canvas proposes 400 × 100 to"))
        // Seed 002: flexibilities 100 and 110, as probe answers.
        #expect(result.output.contains("answers 0 and 100 pt, so its flexibility is 100: `100 − 0 = 100`."))
        #expect(result.output.contains("answers 90 and 200 pt, so its flexibility is 110: `200 − 90 = 110`."))
    }

    @Test func unknownScenarioAndViewAreUsageErrorsWithSuggestions() {
        let scenario = run(["explain", Self.seed001, "--scenario", "relative size midle"])
        #expect(scenario.status == 2)
        #expect(scenario.output.isEmpty)
        #expect(scenario.error.contains("error: no scenario named 'relative size midle'; did you mean 'relative size middle'?"))
        let view = run(["explain", Self.seed001, "--scenario", "relative size middle", "--view", "Color.yelow"])
        #expect(view.status == 2)
        #expect(view.error.contains("error: no view 'Color.yelow' in scenario 'relative size middle'; did you mean 'Color.yellow'?"))
        let missing = run(["explain", "/nonexistent/file.swift"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("no such file or folder"))
    }

    @Test func helpExplainsTheCommandAndTheRootListsIt() {
        let help = run(["explain", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--view <path>"))
        #expect(help.output.contains("--probes"))
        #expect(run(["--help"]).output.contains("explain"))
    }

    @Test func theWorkedExampleInTheDocsIsWhatTheCommandPrints() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let docs = try String(contentsOf: repository.appendingPathComponent("docs/explain.md"), encoding: .utf8)
        let result = run(["explain", Self.seed001, "--scenario", "relative size middle"])
        #expect(result.status == 0)
        // The docs run it from the repository, so the heading's path reads `Fixtures/…`.
        let printed = result.output.replacingOccurrences(of: repository.path + "/", with: "")
        #expect(docs.contains(printed), "docs/explain.md's worked example is out of date:\n\(printed)")
    }

    @Test func renderPutsTheStepsUnderEachDiagramUnlessAskedNotTo() throws {
        let folder = try ScratchFolder.fresh("explain-render")
        let with = folder.appendingPathComponent("with"), without = folder.appendingPathComponent("without")
        #expect(run(["render", Self.seed001, "--out", with.path]).status == 0)
        #expect(run(["render", Self.seed001, "--out", without.path, "--no-steps"]).status == 0)
        let stepped = try String(contentsOf: with.appendingPathComponent("index.html"), encoding: .utf8)
        let plain = try String(contentsOf: without.appendingPathComponent("index.html"), encoding: .utf8)
        // Seed 001, "Order matters", step 1 of the article, in the "relative size middle" card.
        #expect(stepped.contains(">HStack offers Color.blue one third of the 600 pt available: (620 − 2 × 10) / 3 = 200.</li>"))
        #expect(stepped.components(separatedBy: "<section class=\"step-through\"").count == 5)  // four scenarios
        #expect(!plain.contains("<section class=\"step-through\""))
    }
}
