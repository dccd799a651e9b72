// Seed 004 — The SwiftUI Field Guide, "HStack", "Alignment": the same stack with the vertical
// alignments top, center, firstTextBaseline and bottom at 240 pt. The guide's code is not in our
// copy; the children (a colour and two texts of different sizes) are a reconstruction.
import SwiftUI

struct AlignmentDemo: View {
    var alignment: VerticalAlignment

    var body: some View {
        HStack(alignment: alignment) {
            Color.purple
                .frame(width: 40, height: 60)
            Text("Hello")
                .font(.largeTitle)
            Text("world")
        }
    }
}

#Preview("top", traits: .fixedLayout(width: 240, height: 100)) {
    AlignmentDemo(alignment: .top)
}

#Preview("center", traits: .fixedLayout(width: 240, height: 100)) {
    AlignmentDemo(alignment: .center)
}

#Preview("firstTextBaseline", traits: .fixedLayout(width: 240, height: 100)) {
    AlignmentDemo(alignment: .firstTextBaseline)
}

#Preview("bottom", traits: .fixedLayout(width: 240, height: 100)) {
    AlignmentDemo(alignment: .bottom)
}
