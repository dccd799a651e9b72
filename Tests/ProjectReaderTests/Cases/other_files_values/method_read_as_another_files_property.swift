// `ForEach(options.enumerated, id: \.offset)`: no parentheses, so another file's extension
// declares an `enumerated` property; it gives what `enumerated()` does (with a warning): three
// colours 10 × (index + 1) wide, 10, 20 and 30.
// source: a twenty-third sample (50 files of 5 repositories: tutorials, an animation lab, two
// source: apps; 42 → 45 lay out); widths by the arithmetic above.
// expect: no error
// expect: frame[*].width == [10, 20, 30]
import SwiftUI
struct Segments: View {
    let options = ["Day", "Week", "Month"]
    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.enumerated, id: \.offset) { index, option in
                Color.gray.frame(width: CGFloat(10 * (index + 1)), height: 4)
            }
        }
    }
}
#Preview { Segments() }
