import Explain
import LayoutEngine

/// Lays out `view` in `width` × `height` with a trace and explains it.
func explain(_ view: some View, width: Double?, height: Double?, probes: Bool = false) -> Explanation {
    let proposal = ProposedSize(width: width, height: height)
    let result = LayoutEngine.layout(view.node, in: proposal,
                                     options: LayoutOptions(textMeasurer: MonospacedTextMeasurer(), recordsTrace: true))
    return Explainer(includesProbes: probes).explain(result, proposal: proposal)
}

/// Seed 001, "Order matters": `HStack(spacing: 10) { Color.blue; Color.green.relativeProposed(width:
/// 0.5); Color.yellow }` in 620 × 80, explained.
func explainSeed001Middle() -> Explanation {
    explain(HStack(spacing: 10) {
        Color.blue
        Color.green.relativeProposed(width: 0.5)
        Color.yellow
    }, width: 620, height: 80)
}
