import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// Views that draw another framework's scene: SpriteKit's `SpriteView(scene:…)` (Apple docs,
/// "SpriteView": "A SwiftUI view that renders a SpriteKit scene"), RealityKit's
/// `RealityView { content in … }` (Apple docs, "RealityView": "A SwiftUI view for displaying
/// RealityKit content") and SceneKit's `SceneView(scene:…)` (Apple docs, "SceneView": "A SwiftUI
/// view for displaying 3D SceneKit content"). Each has no size of its own and takes the size it
/// is offered, as a `UIViewRepresentable` without an intrinsic size does; the scene (a SpriteKit
/// or RealityKit world LayoutLens does not run) is not drawn, with the warning `approximatedView`.
/// WebKit's `WebView(url:)` / `WebView(_ page:)` (Apple docs, "WebView", iOS 26: "A view that
/// displays some web content") is drawn so too: it wraps a `WKWebView`, which has no intrinsic
/// size, and its page is loaded at run time (`WebPages.swift`).
/// **Unverified:** that each takes the whole offer, not measured on a device.
extension SwiftUIRuntime {
    /// What each view draws that LayoutLens does not, as the warning names it.
    static let sceneViewFrameworks: [(view: String, notDrawn: String)] = [
        ("SpriteView", "its SpriteKit scene"), ("RealityView", "its RealityKit scene"), ("SceneView", "its SceneKit scene"),
        ("WebView", "its web page"),
    ]

    func registerSceneViews() {
        for (name, notDrawn) in Self.sceneViewFrameworks {
            guard let type = registerAppleType(name) else { continue }
            type.conformances = ["View"]
            initializer(name) { `self`, _ in
                self.warn(.approximatedView(name, rule: "it takes the size it is offered; \(notDrawn) is not drawn"))
                return self.view(name, .leaf(ViewNode(ColorLeaf(.system(.clear)), label: name, source: self.currentLocation)))
            }
        }
    }
}
