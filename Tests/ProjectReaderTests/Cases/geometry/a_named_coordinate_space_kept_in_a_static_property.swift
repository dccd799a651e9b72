// iOS 17's `NamedCoordinateSpace`: a canvas keeps its space in a static property (`static let
// canvasSpace: NamedCoordinateSpace = .named("Canvas")`), names its own space with
// `.coordinateSpace(Self.canvasSpace)` and reads a child's frame in it. The canvas is padded 20
// into a 200 × 200 window, so it starts at (20, 20); its VStack puts a 30-high colour above the
// reader, which is at y 30 in the canvas's space (50 globally): the red bar is 30 high.
// source: Apple, `NamedCoordinateSpace` ("Use the coordinateSpace(_:) modifier to assign a name
// source: to the local coordinate space of a parent view") and `CoordinateSpaceProtocol.named(_:)`;
// source: the shape is a sticker canvas's overlay. Heights: 30 by the blue colour's frame above.
// expect: no error
// expect: any("Color.red").height == 30
import SwiftUI

struct StickerCanvas: View {
    static let canvasSpace: NamedCoordinateSpace = .named("Canvas")

    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(height: 30)
            GeometryReader { proxy in
                Color.red.frame(width: 10, height: proxy.frame(in: Self.canvasSpace).minY)
            }
            .frame(height: 60)
        }
        .coordinateSpace(Self.canvasSpace)
        .padding(20)
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 200)) { StickerCanvas() }
