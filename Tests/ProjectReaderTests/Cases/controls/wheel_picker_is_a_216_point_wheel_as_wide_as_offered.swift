// A `Picker` in the wheel style is UIKit's `UIPickerView`: as wide as the view that contains it
// and 216 pt tall in portrait, its selected option in the middle row. On the 393 pt wide screen
// under a line of text, the VStack is that text's height + 216 tall.
// source: Mark Meretzky, "UIPickerView" (markmeretzky.com): "as wide as the view that contains
// source: it, and its height is 216 … in portrait orientation" (measured on iOS 6–7; unverified
// source: on current iOS, said in the warning).
// expect: warning [approximatedView] "216 pt tall"
// expect: frame.size == 393×216
// expect: VStack.height == Text.height + 216
import SwiftUI

struct TimerSetup: View {
    @State private var minutes = 5

    var body: some View {
        VStack(spacing: 0) {
            Text("Minutes")
            Picker("Minutes", selection: $minutes) {
                ForEach(1..<60) { value in
                    Text("\(value) min").tag(value)
                }
            }
            .pickerStyle(.wheel)
        }
    }
}

#Preview { TimerSetup() }
