import SwiftUI

/// A row of the trail list. It imports only SwiftUI: `Label(_:systemSymbol:)` and
/// `Image(systemSymbol:)` are extensions the module sees because another of its files imports
/// SFSafeSymbols.
struct TrailRow: View {
    let trail: Trail

    var body: some View {
        HStack(spacing: 8) {
            Label(trail.name, systemSymbol: .figureHiking)
            Spacer()
            Text("\(trail.kilometres, specifier: "%.1f") km")
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}

#Preview("Row") {
    TrailRow(trail: .ridgeLoop)
}
