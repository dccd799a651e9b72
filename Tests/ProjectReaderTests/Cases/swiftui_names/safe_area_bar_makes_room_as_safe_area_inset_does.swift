// iOS 26's `safeAreaBar(edge:alignment:spacing:content:)` shows its content as a bar below the
// view and makes room for it as `safeAreaInset` does: in a 100 × 200 frame with a 50-pt bar and
// no spacing, the view above the bar is 200 − 50 = 150 tall, the bar 50, as beside it with
// `safeAreaInset`. `textEditorStyle(.plain)` and `navigationSplitViewColumnWidth` change no frame
// (the text keeps its width) and neither is a stand-in.
// source: Apple, `safeAreaBar(edge:alignment:spacing:content:)` ("Shows the specified content as
// a custom bar above or below the modified view"), `safeAreaInset(edge:alignment:spacing:content:)`
// ("The vertical edge of the view to inset by the height of content"); `textEditorStyle(_:)`.
// source: the file parses with swiftc 6 (`swiftc -parse`).
// expect: no diagnostic
// expect: any("Color.blue").height == 150
// expect: any("Color.green").height == 150
// expect: any("Color.yellow").height == 50
// expect: Text[0].width == Text[1].width
import SwiftUI

#Preview {
    VStack {
        HStack(spacing: 0) {
            Color.blue
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) }
            Color.green
                .safeAreaBar(edge: .bottom, spacing: 0) { Color.yellow.frame(height: 50) }
        }
        .frame(width: 100, height: 200)
        Text("Notes")
            .textEditorStyle(.plain)
            .navigationSplitViewColumnWidth(min: 100, ideal: 200)
        Text("Notes")
    }
}
