// `Date.distantPast` and `Date.distantFuture` as bounds (a "since" filter with no start): every
// real date lies between them.
// source: Apple, "Date.distantPast" (the year 1) and "Date.distantFuture" (the year 4001);
// source: swiftc 6 prints their timeIntervalSince1970 as -62135769600 and 64092211200. 2024 is
// source: inside, so the width is 10; (64 092 211 200 + 62 135 769 600) / 1e10 = 12.6 → Int 12.
// expect: no error
// expect: Color.width == 10
// expect: Color[1].width == 12
import SwiftUI

struct Range: View {
    let date = Date(timeIntervalSince1970: 1_704_067_200)

    var body: some View {
        VStack {
            Color.red.frame(width: date > .distantPast && date < .distantFuture ? 10 : 20, height: 10)
            Color.blue.frame(width: CGFloat(Int((Date.distantFuture.timeIntervalSince1970 - Date.distantPast.timeIntervalSince1970) / 1e10)), height: 10)
        }
    }
}

#Preview { Range() }
