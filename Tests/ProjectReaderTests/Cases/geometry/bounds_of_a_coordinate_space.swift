// iOS 17's `GeometryProxy.bounds(of:)` gives the bounds of the coordinate space's container in
// the reader's own coordinates, nil when no ancestor is that space: inside a horizontal scroll
// view 300 points wide, `bounds(of: .scrollView(axis: .horizontal))` is 300 wide, so the first
// colour is 300 wide; no ancestor is named "elsewhere", so the second takes the `?? 20`.
// source: Apple, `GeometryProxy.bounds(of:)` ("Returns the given coordinate space's bounds
// source: rectangle, converted to the local coordinate space"; the result is optional).
// expect: no error
// expect: Color[0].width == 300
// expect: Color[1].width == 20
import SwiftUI
#Preview {
    ScrollView(.horizontal) {
        GeometryReader { proxy in
            VStack {
                Color.red.frame(width: proxy.bounds(of: .scrollView(axis: .horizontal))?.width ?? 10, height: 10)
                Color.blue.frame(width: proxy.bounds(of: .named("elsewhere"))?.width ?? 20, height: 10)
            }
        }
        .frame(width: 100, height: 50)
    }
    .frame(width: 300)
}
