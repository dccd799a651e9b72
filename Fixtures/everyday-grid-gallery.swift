import SwiftUI

// A photo gallery as apps write it: an adaptive LazyVGrid of square tiles in a vertical
// ScrollView with padding. LayoutLens fixture (issue 14); the numbers it checks are in
// FixtureProvenanceTests.

struct Gallery: View {
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 8)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(0..<10, id: \.self) { _ in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.orange)
                        .aspectRatio(1, contentMode: .fit)
                }
            }
            .padding()
        }
    }
}

#Preview("Gallery") {
    Gallery()
}
