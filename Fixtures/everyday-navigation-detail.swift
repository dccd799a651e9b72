import SwiftUI

// A detail screen as apps write it: an inline-titled NavigationStack over a ScrollView holding a
// header and a Grid of statistics (labels in a trailing-aligned column, a Divider spanning the
// grid), with a bordered button pinned to the bottom by safeAreaInset.
// LayoutLens fixture (issue 14); the numbers it checks are in FixtureProvenanceTests.

struct Stat: Identifiable {
    let id: Int
    let name: String
    let value: String
}

struct RunDetail: View {
    let stats = [
        Stat(id: 1, name: "Distance", value: "10.2 km"),
        Stat(id: 2, name: "Pace", value: "5:12 /km"),
        Stat(id: 3, name: "Heart rate", value: "148 bpm"),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Morning Run")
                        .font(.title2)
                    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                        ForEach(stats) { stat in
                            GridRow {
                                Text(stat.name)
                                    .foregroundStyle(.secondary)
                                    .gridColumnAlignment(.trailing)
                                Text(stat.value)
                            }
                        }
                        Divider()
                        GridRow {
                            Text("Total")
                            Text("52 min")
                        }
                    }
                }
                .padding()
            }
            .safeAreaInset(edge: .bottom) {
                Button("Share Run") {}
                    .buttonStyle(.borderedProminent)
                    .padding()
            }
            .navigationTitle("Run")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview("Run detail") {
    RunDetail()
}
