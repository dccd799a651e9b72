import SwiftUI

/// A score in a rounded tile.
public struct ScoreTile: View {
    var score: Int

    public init(score: Int) { self.score = score }

    public var body: some View {
        Text("\(score)")
            .frame(width: 64, height: 40)
            .background(Color.orange)
    }
}

#if GALLERY
struct ScoreTile_Previews: PreviewProvider {
    static var previews: some View {
        ScoreTile(score: 7)
            .padding(10)
            .previewLayout(.sizeThatFits)
    }
}
#endif
