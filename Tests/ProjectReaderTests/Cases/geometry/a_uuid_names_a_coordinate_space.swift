// `coordinateSpace(name:)` takes any `Hashable`, so a `UUID` kept by the view names the space as
// well as a string does; `geo.frame(in: .named(id))` inside measures in it.
// source: Apple docs, `func coordinateSpace<T>(name: T) -> some View where T : Hashable`, and
// source: `CoordinateSpace.named(AnyHashable)`.
// source: the reader sits below the 24-point green bar with no spacing, so its minY is 24.
// expect: no error
// expect: Color("Color.orange").width == 24
import SwiftUI

struct OffsetTrackingList: View {
    private let spaceName = UUID()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.green.frame(width: 40, height: 24)
                GeometryReader { geo in
                    Color.orange.frame(width: max(1, geo.frame(in: .named(spaceName)).minY), height: 8)
                }
                .frame(height: 8)
            }
        }
        .coordinateSpace(name: spaceName)
    }
}

#Preview { OffsetTrackingList() }
