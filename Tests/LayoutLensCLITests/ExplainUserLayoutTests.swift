import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// `explain` tells what a custom `Layout` asked its subviews in its own code, with the answers.
struct ExplainUserLayoutTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/seed-001-relative-layout.swift").path

    /// Seed 001 (Ole Begemann, "How the relative size modifier interacts with stack views"): the
    /// HStack offers the layout around blue (620 − 2 × 10) / 3 = 200; the fixture's
    /// `FractionOfProposal` asks blue for its size at 200 × 0.5 = 100 wide, 80 tall, and the colour
    /// takes it: that question is a step of the story.
    @Test func theLayoutsOwnQuestionsAreSteps() {
        let captured = CapturedIO()
        let status = LayoutLens.main(arguments: ["explain", Self.fixture, "--scenario", "relative layout first"], io: captured.io)
        #expect(status == 0, "\(captured.error)")
        #expect(captured.output.contains("FractionOfProposal asks Color.blue for its size at 100 × 80 and it answers 100 × 80."))
    }
}
