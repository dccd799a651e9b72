import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// A single member of a SwiftUI option set (`Axis.Set`) given where the set is expected is the
/// set of that member alone: `contains` answers for it, as for an array of members (Apple docs:
/// `Axis.Set: OptionSet`, which implements `SetAlgebra`).
@Suite struct SingleMemberOptionSetTests {
    @Test func containsOnASingleAxisMemberAnswersForThatMemberOnly() throws {
        let reading = SwiftUIFileReader.read(bytes: Array("""
        import SwiftUI
        extension View {
            func fillFrame(_ axis: Axis.Set = [.horizontal, .vertical]) -> some View {
                frame(maxWidth: axis.contains(.horizontal) ? .infinity : nil,
                      maxHeight: axis.contains(.vertical) ? .infinity : nil)
            }
        }
        #Preview {
            VStack(spacing: 0) {
                Text("a").fillFrame(.horizontal)
                Text("a").frame(maxWidth: .infinity)
                Text("b").fillFrame(Axis.Set.vertical)
                Text("b").frame(maxHeight: .infinity)
            }
        }
        """.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        let errors = reading.diagnostics.filter { $0.severity == .error }.map(\.text)
        try #require(errors.isEmpty, "\(errors)")
        let scenario = try #require(reading.scenarios.first)
        let frames = layout(scenario).root.allViews.filter { $0.kind == "frame" }.map(\.frame)
        try #require(frames.count == 4, "\(layout(scenario).root.allViews.map(\.kind))")
        #expect(frames[0].size == frames[1].size)
        #expect(frames[2].size == frames[3].size)
    }
}
