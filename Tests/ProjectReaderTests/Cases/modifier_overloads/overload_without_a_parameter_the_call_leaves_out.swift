// Two `View` extension overloads `bar(title:height:trailing:)` and `bar(title:height:)`: a call
// `bar(title:)` can only be the second (the first has no default for `trailing`), whose default
// height is 40 — not the first, which would be "missing argument for parameter 'trailing'".
// source: The Swift Programming Language, "Functions" ("Default Parameter Values": a parameter
// source: without a default must be given); the bar is 40 high, the content 50 × 50, 40 + 50 = 90.
// expect: no error
// expect: no warning
// expect: VStack.height == 90
// expect: frame[0].height == 40
import SwiftUI

extension View {
    func bar<Title: View, Trailing: View>(title: Title, height: CGFloat = 30, trailing: Trailing) -> some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                title
                trailing
            }
            .frame(height: height)
            self
        }
    }

    func bar<Title: View>(title: Title, height: CGFloat = 40) -> some View {
        bar(title: title, height: height, trailing: EmptyView())
    }
}

struct Screen: View {
    var body: some View {
        Color.red.frame(width: 50, height: 50).bar(title: Color.blue.frame(width: 20))
    }
}

#Preview { Screen() }
