// A `@Namespace` can name a coordinate space: `.coordinateSpace(name: space)` on the scroll view
// and `geo.frame(in: .named(space))` inside it measure in the same space, since a namespace's
// identity is equal only to itself.
// source: Apple docs, "Namespace" (a namespace defined by the persistent identity of its owner)
// source: and `coordinateSpace(name:)` (any `Hashable` name); `frame(in: .named(_:))`.
// source: the reader sits below the 30-point red bar with no spacing, so its minY is 30.
// expect: no diagnostic
// expect: Color("Color.blue").width == 30
import SwiftUI

struct ScrollOffsets: View {
    @Namespace private var space

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 30)
                GeometryReader { geo in
                    Color.blue.frame(width: max(1, geo.frame(in: .named(space)).minY), height: 10)
                }
                .frame(height: 10)
            }
        }
        .coordinateSpace(name: space)
    }
}

#Preview { ScrollOffsets() }
