// SpriteKit's `SpriteView(scene:)` and RealityKit's `RealityView { content in … }` draw a scene of
// their framework and have no size of their own: each takes the size it is offered (here the
// frames', 120 × 80 and 90 × 60), and its scene is not drawn, with a warning each, never a
// stand-in for a name no file declares.
// source: Apple docs, "SpriteView" ("A SwiftUI view that renders a SpriteKit scene") and
// source: "RealityView" ("A SwiftUI view for displaying RealityKit content"); the sizes are the
// source: frames' own.
// expect: no error
// expect: 2 × warning [approximatedView]
// expect: any("SpriteView").size == 120×80
// expect: any("RealityView").size == 90×60
import SwiftUI
import SpriteKit
import RealityKit

struct Playground: View {
    var body: some View {
        VStack {
            SpriteView(scene: SKScene(size: CGSize(width: 300, height: 200)))
                .frame(width: 120, height: 80)
            RealityView { content in
                content.add(ModelEntity())
            }
            .frame(width: 90, height: 60)
        }
    }
}

#Preview { Playground() }
