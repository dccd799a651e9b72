// A view that takes a `Namespace.ID` for `matchedGeometryEffect(id:in:)` is previewed with
// `Namespace().wrappedValue`: `Namespace` has a public `init()` and its `wrappedValue` is a
// `Namespace.ID`, so the preview runs with a namespace of its own and the card lays out; the
// effect only matches frames during a transition, so the image keeps its 40 × 40 frame.
// source: Apple docs, "Namespace" (`init()`, `wrappedValue`) and
// source: `View.matchedGeometryEffect(id:in:properties:anchor:isSource:)`; the shape is a wallet
// source: app's recovery sheet. Size: the frame's 40 × 40 as written.
// expect: no error
// expect: no warning
// expect: Circle.size == 40×40
import SwiftUI

enum HeroIds: String {
    case image
}

struct RecoveryCard: View {
    let animation: Namespace.ID
    let onClose: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .frame(width: 40, height: 40)
                .matchedGeometryEffect(id: HeroIds.image, in: animation)
            Button("Close", action: onClose)
        }
    }
}

#Preview {
    RecoveryCard(animation: Namespace().wrappedValue, onClose: {})
}
