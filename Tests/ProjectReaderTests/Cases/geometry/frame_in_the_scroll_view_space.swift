// Apple, `CoordinateSpaceProtocol.scrollView` (iOS 17): a frame in the nearest scroll view's space.
// The scroll view is padded 20 into a 200 × 200 canvas, so it starts at (20, 20); its VStack puts
// a 30-high colour above the reader: the reader is at y 30 in the scroll view's space (50
// globally), and its content is as tall as that minY.
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); Apple, `CoordinateSpaceProtocol.scrollView`.
// expect: no diagnostic
// expect: any("Color.red").height == 30
import SwiftUI
#Preview(traits: .fixedLayout(width: 200, height: 200)) {
    ScrollView {
        VStack(spacing: 0) {
            Color.blue.frame(height: 30)
            GeometryReader { proxy in
                Color.red.frame(width: 10, height: proxy.frame(in: .scrollView).minY)
            }
            .frame(height: 60)
        }
    }
    .padding(20)
}
