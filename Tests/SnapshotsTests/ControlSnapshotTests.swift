import LayoutEngine
import Render
import Testing
@testable import Snapshots

/// What a control draws and the system colours, in snapshots: written as tokens beside the frame,
/// read back so a report redraws the control as it was.
@Suite struct ControlSnapshotTests {
    let scene = VStack(spacing: 0) {
        ViewNode(SwitchLeaf(isOn: true, tint: .system(.orange)), label: "Switch")
        Color(.system(.secondarySystemBackground)).frame(width: 50, height: 50)
    }.node

    @Test func controlsAndSemanticColoursAreWrittenByName() throws {
        let recorded = snapshot(scene, width: 100, height: 100)
        let toggle = try #require(recorded.views.first { $0.kind == "Switch" })
        #expect(toggle.content.contains("control=switch:on:tint=orange"), "\(toggle.content)")
        let color = try #require(recorded.views.first { $0.kind == "Color" })
        // The UIKit colour keeps its name: never `gray`.
        #expect(color.content == "color=secondarySystemBackground")
    }

    @Test func controlsRoundTripAndRedraw() throws {
        let recorded = snapshot(scene, width: 100, height: 100)
        let redrawn = try LayoutSnapshot(parsing: recorded.text).diagramScene(fixture: "f").allViews
        #expect(redrawn.first { $0.kind == "Switch" }?.style.control == .toggleSwitch(isOn: true, tint: .system(.orange)))
        #expect(redrawn.first { $0.kind == "Color" }.map { if case .color(.system(.secondarySystemBackground)) = $0.content { true } else { false } } == true)
    }
}
