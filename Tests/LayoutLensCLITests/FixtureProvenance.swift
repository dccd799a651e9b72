import Foundation
import LayoutEngine
import Snapshots
import Testing
import TextLayout
@testable import LayoutLensCLI

/// The frames of one bundled scenario, either as recorded in its committed snapshot or as laid
/// out now by `check`'s own pipeline (scale 3, the bundled SF stand-in).
struct ScenarioFrames {
    /// "snapshot Fixtures/__Snapshots__/…" or "live layout".
    var origin: String
    var frames: [String: Rect]
    /// First baselines of the text views, from the view's top.
    var baselines: [String: Double]

    func callAsFunction(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Rect {
        try #require(frames[path], "\(origin): no view at \(path); paths: \(frames.keys.sorted())", sourceLocation: sourceLocation)
    }

    func baseline(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Double {
        try #require(baselines[path], "\(origin): no text at \(path)", sourceLocation: sourceLocation)
    }

    /// Checks the given parts of a frame; snapshots keep 3 decimals, so within 0.001.
    func expect(_ path: String, x: Double? = nil, y: Double? = nil, width: Double? = nil, height: Double? = nil,
                sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let frame = try self(path, sourceLocation: sourceLocation)
        let parts: [(name: String, actual: Double, expected: Double?)] = [
            ("x", frame.x, x), ("y", frame.y, y), ("width", frame.width, width), ("height", frame.height, height),
        ]
        for (name, actual, expected) in parts {
            guard let expected else { continue }
            #expect(abs(actual - expected) <= 0.001, "\(origin): \(path) \(name) is \(actual), the source says \(expected)",
                    sourceLocation: sourceLocation)
        }
    }

    /// `a` and `b` within `tolerance` (a pixel at @3x by default, for rounded edges).
    func same(_ a: Double, _ b: Double, tolerance: Double = 1.0 / 3 + 0.001, _ what: String,
              sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(abs(a - b) <= tolerance, "\(origin): \(what): \(a) vs \(b)", sourceLocation: sourceLocation)
    }
}

extension Rect {
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
}

extension ScenarioFrames {
    init(snapshot: LayoutSnapshot, path: String) {
        origin = "snapshot \(path)"
        frames = Dictionary(snapshot.views.map { ($0.path, $0.frame) }, uniquingKeysWith: { first, _ in first })
        var baselines: [String: Double] = [:]
        for view in snapshot.views {
            for token in view.content.split(separator: " ") where token.hasPrefix("baseline=") {
                baselines[view.path] = Double(token.dropFirst("baseline=".count))
            }
        }
        self.baselines = baselines
    }

    init(result: LayoutResult) {
        origin = "live layout"
        let views = result.root.allViews
        frames = Dictionary(views.map { ($0.path, $0.displayFrame) }, uniquingKeysWith: { first, _ in first })
        baselines = Dictionary(views.compactMap { view in view.text.map { (view.path, $0.firstBaseline) } },
                               uniquingKeysWith: { first, _ in first })
    }
}

/// A bundled scenario and what its sources say it must show. The scenario is named by its
/// position in the fixture (source order), not by its name or snapshot file, so renaming
/// scenarios (e.g. untitled previews) does not detach it from its source.
struct FixtureProvenance: Sendable, CustomTestStringConvertible {
    /// The fixture, relative to the repository root.
    var fixture: String
    /// The scenario's index among the fixture's scenarios, in source order.
    var index: Int
    /// What the seed calls the scenario, for the test's name.
    var label: String
    /// Where the numbers come from (seed and paragraph, or the fixture's own arithmetic).
    var source: String
    var check: @Sendable (ScenarioFrames) throws -> Void

    var testDescription: String { "\(fixture) #\(index) \(label) — \(source)" }

    /// The fixture's name without folder or `.swift`.
    var fixtureName: String { String(fixture.split(separator: "/").last!.dropLast(".swift".count)) }

    /// The folder holding the fixture's committed snapshots (`check`'s default layout).
    var snapshotFolder: String {
        let folder = fixture.split(separator: "/").dropLast().joined(separator: "/")
        return "\(folder)/__Snapshots__/\(fixtureName)"
    }
}
