// `HStack(alignment: model.imageAlignment)` with the model of another file: the default
// alignment, `.center`, with a warning. A 10-high colour beside a 30-high one sits
// (30 − 10) / 2 = 10 below the top.
// source: an eleventh sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); Apple, `HStack(alignment:spacing:content:)` defaults to `.center`.
// expect: no error
// expect: warning "the default, .center"
// expect: frame.count == 2
// expect: frame[0].y - frame[1].y == 10
import SwiftUI
struct Row: View {
    let model: RowModel
    var body: some View {
        HStack(alignment: model.imageAlignment) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 30)
        }
    }
}
#Preview { Row(model: .sample) }
