import LayoutEngine
import ProjectReader

/// User code at layout time (issue 12): a flow layout written in Swift, as blog posts teach it,
/// wrapping 1 000 subviews of varying widths into rows. The file is read once; each timed run is
/// one layout pass in which the interpreter runs the layout's `sizeThatFits` and `placeSubviews`
/// over every subview. Goal: under 20 ms (release). Prints "user layout: 1000 subviews in a flow
/// layout, median X ms (R rows; the same subviews in a VStack: Y ms)" — the VStack figure is the
/// engine's own share of the pass, without user code.
func benchUserLayout() {
    let baseline = userLayoutBenchSource(count: 1_000).replacingOccurrences(of: "    Flow {\n", with: "    VStack(spacing: 8) {\n")
    let baselineReading = SwiftUIFileReader.read(bytes: Array(baseline.utf8), file: "Stack.swift", assets: ImageAssets(directory: nil))
    var baselineSeconds = 0.0
    if let stack = baselineReading.scenarios.first {
        baselineSeconds = BenchClock.median { _ = LayoutEngine.layout(stack.root, in: stack.proposal) }
    }
    let source = userLayoutBenchSource(count: 1_000)
    let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "Flow.swift", assets: ImageAssets(directory: nil))
    guard let scenario = reading.scenarios.first else {
        print("user layout: the bench file did not read: \(reading.diagnostics.map(\.message.text))")
        return
    }
    let seconds = BenchClock.median {
        _ = LayoutEngine.layout(scenario.root, in: scenario.proposal)
    }
    let result = LayoutEngine.layout(scenario.root, in: scenario.proposal)
    let rows = Set(result.root.allViews.filter { $0.kind == "Color" }.map(\.frame.origin.y)).count
    print("user layout: 1000 subviews in a flow layout, median \(BenchClock.format(seconds * 1000)) ms (\(rows) rows;"
          + " the same subviews in a VStack: \(BenchClock.format(baselineSeconds * 1000)) ms)")
}

private func userLayoutBenchSource(count: Int) -> String {
    """
    import SwiftUI

    struct Flow: Layout {
        var spacing: CGFloat = 8

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let limit = proposal.width ?? .infinity
            var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0 && x + size.width > limit {
                    y += rowHeight + spacing
                    x = 0
                    rowHeight = 0
                }
                x += size.width + spacing
                widest = max(widest, x - spacing)
                rowHeight = max(rowHeight, size.height)
            }
            return CGSize(width: widest, height: y + rowHeight)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > bounds.minX && x + size.width > bounds.maxX {
                    y += rowHeight + spacing
                    x = bounds.minX
                    rowHeight = 0
                }
                subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
            }
        }
    }

    #Preview(traits: .fixedLayout(width: 393, height: 5000)) {
        Flow {
            ForEach(0..<\(count), id: \\.self) { index in
                Color.blue.frame(width: CGFloat(20 + index % 7 * 10), height: 24)
            }
        }
    }

    """
}
