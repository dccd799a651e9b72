// foregroundStyle(by:) puts each series in the legend below the plot: a symbol, its name, and the
// next entry after a gap; entries that do not fit wrap to another row. The y axis is hidden.
// source: legend metrics are LayoutLens's (unverified, docs/engine.md): symbol 8, gap 4, entry
// source: gap 12, rows 4 apart, 8 above the legend. "North" is 5 × 5.5 = 27.5 wide (caption2).
// source: an entry is 8 + 4 + 27.5 = 39.5; two need 39.5 + 12 + 39.5 = 91 > 60: two rows, each
// source: 11 high (the label), so the legend is 11 + 4 + 11 = 26 high and starts at 150 − 26 = 124.
// source: the plot: 150 − (26 + 8) − (11 + 4) (x labels) = 101 high, 60 wide.
// expect: no diagnostic
// expect: Text("LegendLabel")[*].text == ["North", "South"]
// expect: Text("LegendLabel")[0].origin == (12, 124)
// expect: Text("LegendLabel")[1].origin == (12, 139)
// expect: any("LegendSymbol")[1].frame == (0, 140.5, 8, 8)
// expect: any("ChartPlot").frame == (0, 0, 60, 101)
import Charts
import SwiftUI

struct Sale: Identifiable {
    let id: Int
    let region: String
    let amount: Int
}

#Preview(traits: .sizeThatFitsLayout) {
    Chart([Sale(id: 1, region: "North", amount: 4), Sale(id: 2, region: "South", amount: 6)]) { sale in
        BarMark(x: .value("Region", sale.region), y: .value("Amount", sale.amount))
            .foregroundStyle(by: .value("Region", sale.region))
    }
    .chartYAxis(.hidden)
    .frame(width: 60, height: 150)
}
