// A player bar keeps its background material in a static property declared `Material` and
// fills a capsule with another. `Material`'s type properties are the materials `ShapeStyle`'s
// `.ultraThinMaterial` … name; a material behind a view never changes its frame.
// source: Apple, Material ("A background material type", struct Material; static let ultraThin,
// source: thin, regular, thick, ultraThick, bar) and ShapeStyle.ultraThinMaterial ("static var
// source: ultraThinMaterial: Material").
// source: the capsule is framed 120 × 8.
// expect: no diagnostic
// expect: frame[*].size contains 120×8
import SwiftUI

struct PlayerBar: View {
    static let background: Material = .ultraThin
    let progressStyle = Material.thick

    var body: some View {
        VStack {
            Text("Now playing")
            Capsule().fill(progressStyle).frame(width: 120, height: 8)
        }
        .background(Self.background)
    }
}

#Preview { PlayerBar() }
