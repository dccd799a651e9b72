// A file without a preview is laid out as a preview would show it, with plain stand-ins: a
// closure giving a `Bool` gives `false`, so `if canUpdate(item)` takes its else branch, the
// 20 × 20 colour.
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); the sizes are the frames given.
// expect: no error
// expect: Color.size == 20×20
import SwiftUI
struct Card: View {
    let canUpdate: (Int) -> Bool
    var body: some View {
        if canUpdate(1) { Color.red.frame(width: 10, height: 10) } else { Color.blue.frame(width: 20, height: 20) }
    }
}
