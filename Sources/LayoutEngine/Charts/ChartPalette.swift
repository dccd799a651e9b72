/// The colours Swift Charts gives series (`foregroundStyle(by:)`) in order, and a mark's colour
/// without one. Apple documents that series get distinct colours from the system palette but not
/// the order; blue, green, orange, purple, red, cyan, yellow is what Swift Charts shows in Apple's
/// sample screenshots, **unverified** (docs/engine.md).
public enum ChartPalette {
    public static let series: [SystemColor] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// A mark with no series and no `foregroundStyle` of its own: the accent colour (blue).
    public static let single = ColorValue.system(.blue)

    public static func color(seriesIndex index: Int) -> ColorValue {
        .system(series[((index % series.count) + series.count) % series.count])
    }
}
