// WebKit's SwiftUI `WebView` (iOS 26) shows the page of a `WebPage` and has no size of its own: it
// takes the size it is offered (here the frame's, 240 × 160), and its page, which loads at run
// time, is not drawn, with a warning, never a stand-in. The page's loads do nothing in a preview,
// and before any load its title is empty, so the title's text is empty.
// source: Apple docs, "WebView" ("A view that displays some web content") and "WebPage" ("An
// source: object that controls and manages the behavior of interactive web content"); the size is
// source: the frame's own.
// expect: no error
// expect: 1 × warning [approximatedView]
// expect: warning [approximatedView] "'WebView'" "web page"
// expect: any("WebView").size == 240×160
// expect: Text.text == ""
import SwiftUI
import WebKit

struct HelpScreen: View {
    @State private var page = WebPage()

    var body: some View {
        VStack {
            Text(page.title)
            WebView(page)
                .frame(width: 240, height: 160)
                .onAppear {
                    page.load(html: "<h1>Help</h1>", baseURL: URL(string: "about:blank")!)
                }
        }
    }
}

#Preview { HelpScreen() }
