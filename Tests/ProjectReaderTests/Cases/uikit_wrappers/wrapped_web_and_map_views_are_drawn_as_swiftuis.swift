// A wrapped `WKWebView` shows a web page and a wrapped `MKMapView` a map: what WebKit's SwiftUI
// `WebView` and MapKit's `Map` show. Neither UIKit view has an intrinsic size, so each takes the
// size it is offered (here the frames', 200 × 120 and 160 × 90), and each is drawn as LayoutLens
// draws the SwiftUI view — an empty view, the map's land fill — with a warning that the page or
// the tiles are not drawn, never a stand-in of its name.
// source: Apple docs, "WebView" ("A view that displays some web content"), "MKMapView" ("An
// source: embeddable map interface"), "UIView.intrinsicContentSize" (noIntrinsicMetric by
// source: default), "UIViewRepresentable.sizeThatFits(_:uiView:context:)" (nil: the default
// source: sizing); the sizes are the frames' own.
// expect: no error
// expect: 2 × warning [approximatedView]
// expect: warning [approximatedView] "'WKWebView'" "web page is not drawn"
// expect: warning [approximatedView] "'MKMapView'" "map tiles"
// expect: any("ArticlePage").kind == "UIViewRepresentable"
// expect: any("ArticlePage").size == 200×120
// expect: any("StoreMap").kind == "Color"
// expect: any("StoreMap").size == 160×90
import SwiftUI
import WebKit
import MapKit

struct ArticlePage: UIViewRepresentable {
    let address: URL

    func makeUIView(context: Context) -> WKWebView {
        WKWebView()
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.load(URLRequest(url: address))
    }
}

struct StoreMap: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.showsUserLocation = true
        return map
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {}
}

struct StoreInfo: View {
    var body: some View {
        VStack {
            ArticlePage(address: URL(string: "https://example.com/about")!)
                .frame(width: 200, height: 120)
            StoreMap()
                .frame(width: 160, height: 90)
        }
    }
}

#Preview { StoreInfo() }
