import Foundation
import Testing
@testable import LayoutLensCLI

/// The bundled fixtures are checked against their committed snapshots
/// (`Fixtures/__Snapshots__`), exactly as a team would check its own fixtures in CI: any change
/// to the engine, the reader or text measurement that moves a seed's view fails here, with the
/// deltas and the why-line, until it is approved. The recording is not the only guard: each
/// snapshot's source numbers are checked independently in `FixtureProvenanceTests`.
struct BundledFixturesSnapshotTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func bundledFixturesMatchTheirSnapshots() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-bundled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let captured = CapturedIO()
        let status = LayoutLens.main(arguments: ["check", Self.repository.appendingPathComponent("Fixtures").path,
                                                 "--out", out.path, "--record", "never", "--require-baseline"],
                                     io: captured.io)
        #expect(status == 0, """
            Layouts of the bundled fixtures changed. Do not just re-record. First explain the change:
            which rule moved these views (docs/engine.md, "Rules, per primitive") and which source
            (seed paragraph, published measurement, Apple doc) says the new numbers are right. The
            reviewed companions in FixtureProvenanceTests.swift must still pass; update one only with
            that source cited. Then approve with
            swift run layoutlens check Fixtures --out /tmp/report --record failed
            and name the rule and source in the commit message.
            \(captured.output)\(captured.error)
            """)
        #expect(captured.output.contains(" 0 changed, 0 added, 0 renamed, 0 removed, 0 orphaned"))
    }
}
