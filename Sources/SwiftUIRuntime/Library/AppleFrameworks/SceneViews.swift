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
/// **Unverified:** that each takes the whole offer, not measured on a device.
extension SwiftUIRuntime {
    /// The framework each scene view draws, as the warning names it.
    static let sceneViewFrameworks: [(view: String, framework: String)] = [
        ("SpriteView", "SpriteKit"), ("RealityView", "RealityKit"), ("SceneView", "SceneKit"),
    ]

    func registerSceneViews() {
        for (name, framework) in Self.sceneViewFrameworks {
            guard let type = registerAppleType(name) else { continue }
            type.conformances = ["View"]
            initializer(name) { `self`, _ in
                self.warn(.approximatedView(name, rule: "it takes the size it is offered; its \(framework) scene is not drawn"))
                return self.view(name, .leaf(ViewNode(ColorLeaf(.system(.clear)), label: name, source: self.currentLocation)))
            }
        }
    }
}
