// `GroupBox("Stats") { … }` on iOS: its title above its content, leading-aligned, 8 apart,
// inside a box padded 16 on every side and as wide as offered (300). The title is 16 from the
// box's leading and top edges; the content starts 8 below the title; the box is as tall as the
// two lines plus 8 plus 2 × 16.
// source: Apple, `GroupBox` ("a stylized view, with an optional label, that visually collects a
// source: logical grouping of content"); the padding (16), gap (8) and full width are unverified
// source: (docs/engine.md): 16 + 16 = 32 added to the height, 8 between label and content.
// expect: no diagnostic
// expect: any("GroupBox").width == 300
// expect: Text[0].x - any("GroupBox").x == 16
// expect: Text[0].y - any("GroupBox").y == 16
// expect: Text[1].y - Text[0].y - Text[0].height == 8
// expect: any("GroupBox").height == Text[0].height + Text[1].height + 8 + 32
import SwiftUI
#Preview {
    GroupBox("Stats") {
        Text("12 packages")
    }
    .frame(width: 300)
}
