// `NSRange(location:length:)` takes two `Int`s; another argument is an error at it, never a
// silent zero range.
// source: Apple, "NSRange" `init(location:length:)` (both parameters `Int`).
// expect: error line 9 "'String'"
import SwiftUI

struct RangeView: View {
    let ns = "Hello" as NSString
    var body: some View { Text(ns.substring(with: NSRange(location: "0", length: 2))) }
}

#Preview { RangeView() }
