import LayoutEngine
import Render

/// Prints "render: 1000 scenarios, median X ms, Y KB per SVG": the time to draw 1 000 laid-out
/// scenes as SVG (layout is done once beforehand and not timed) and the mean size of a
/// diagram. The scenes are seed 001's HStack of three colours with a border, at 1 000 widths
/// (300 … 1299 pt), with `.measure()` labels on every view (`--labels all`).
func benchRender() {
    let scenes: [DiagramScene] = (0..<1_000).map { index in
        let width = Double(300 + index)
        let root = ViewNode(FrameLayout(width: nil, height: 80), children: [
            ViewNode(OverlayLayout(), children: [
                ViewNode(StackLayout.hStack(spacing: 10), children: [
                    ViewNode(RelativeProposedLayout(width: 0.5, height: nil), children: [ViewNode(ColorLeaf(.system(.blue)))]),
                    ViewNode(ColorLeaf(.system(.green))),
                    ViewNode(ColorLeaf(.system(.yellow))),
                ]),
                ViewNode(ShapeLeaf(.rectangle), style: ViewStyle(stroke: .system(.primary))),
            ]),
        ])
        let proposal = ProposedSize(width: width, height: 80)
        return DiagramScene(fixture: "bench", scenario: "HStack \(index)", proposal: proposal,
                            layout: LayoutEngine.layout(root, in: proposal))
    }
    let renderer = DiagramRenderer(options: DiagramOptions(measure: .all))
    var totalBytes = 0
    let seconds = BenchClock.median(runs: 5) {
        totalBytes = 0
        for scene in scenes {
            totalBytes += renderer.render(scene).svg.utf8.count
        }
    }
    let kilobytesPerSVG = Double(totalBytes) / Double(scenes.count) / 1024
    print("render: \(scenes.count) scenarios, median \(BenchClock.format(seconds * 1000)) ms, "
          + "\(BenchClock.format(kilobytesPerSVG)) KB per SVG")
}
