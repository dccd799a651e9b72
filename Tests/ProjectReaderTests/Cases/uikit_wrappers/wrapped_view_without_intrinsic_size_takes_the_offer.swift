// A `UIViewRepresentable` without `sizeThatFits(_:uiView:context:)` is sized by SwiftUI's default
// algorithm, which follows the UIKit view's intrinsic content size; a `UIScrollView`, like a plain
// `UIView`, has none, so it takes the size it is offered: in a VStack of spacing 0 on the
// 393 × 759 screen, under a line of text, the whole width and the rest of the height. Its
// content is UIKit's, so it is still drawn as a stand-in.
// source: Apple, "UIViewRepresentable.sizeThatFits(_:uiView:context:)" (nil: "the default sizing
// source: algorithm"), "UIView.intrinsicContentSize" (`noIntrinsicMetric`); Apple Developer Forums
// source: thread 685960 (a wrapped view without intrinsic size shows in a VStack).
// expect: warning [approximatedView] "taking the size it is offered"
// expect: frame.width == 393
// expect: frame.height == 759 - Text.height
import SwiftUI
import UIKit

struct ArticleScrollView: UIViewRepresentable {
    let pages: Int

    func makeUIView(context: Context) -> UIScrollView {
        UIScrollView()
    }

    func updateUIView(_ scrollView: UIScrollView, context: Context) {
        scrollView.isPagingEnabled = pages > 1
    }
}

struct ArticleScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Release notes")
            ArticleScrollView(pages: 3)
        }
    }
}

#Preview { ArticleScreen() }
