// A `UIViewRepresentable` without `sizeThatFits(_:uiView:context:)` is sized by SwiftUI's default
// algorithm, which follows the UIKit view's intrinsic content size; a `WKWebView`, like a plain
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
import WebKit

struct ArticleWebView: UIViewRepresentable {
    let address: URL

    func makeUIView(context: Context) -> WKWebView {
        WKWebView()
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.load(URLRequest(url: address))
    }
}

struct ArticleScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Release notes")
            ArticleWebView(address: URL(string: "https://example.com/notes")!)
        }
    }
}

#Preview { ArticleScreen() }
