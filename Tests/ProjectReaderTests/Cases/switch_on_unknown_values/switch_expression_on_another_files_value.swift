// A `switch` expression (SE-0380) on another file's value takes the case a `switch` statement
// would: its first case, reported as assumed. The first case gives 30, so the colour is 30 × 30.
// source: a ninth sample of public view files (42 files of 5 app repositories kept outside the
// source: repository); SE-0380 (`if` and `switch` expressions).
// expect: no error
// expect: warning "its first case"
// expect: Color.size == 30×30
import SwiftUI
struct Card: View {
    let asset: WalletAsset
    var side: CGFloat {
        switch asset.kind {
        case .coin: 30
        case .token: 40
        }
    }
    var body: some View { Color.red.frame(width: side, height: side) }
}
#Preview { Card(asset: .sample) }
