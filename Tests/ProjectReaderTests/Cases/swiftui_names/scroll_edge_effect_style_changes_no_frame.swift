// iOS 26's `scrollEdgeEffectStyle(_:for:)`, written in a `View` extension with `self` implied and
// in a modifier chain: it only chooses how content is blurred where it passes under a bar, so the
// scroll view and its rows are laid out exactly as without it — no stand-in, no warning.
// source: Apple docs, "scrollEdgeEffectStyle(_:for:)": "Configures the scroll edge effect style for
// source: scroll views within this hierarchy" (iOS 26.0+); "ScrollEdgeEffectStyle": `.soft`, `.hard`.
// expect: no error
// expect: no warning
// expect: scenarios.count == 1
import SwiftUI

extension View {
    @ViewBuilder
    func softEdges(_ edges: Edge.Set) -> some View {
        if #available(iOS 26.0, *) {
            scrollEdgeEffectStyle(.soft, for: edges)
        } else {
            self
        }
    }
}

struct LogTail: View {
    var body: some View {
        ScrollView {
            Text("Line")
        }
        .softEdges(.top)
        .scrollEdgeEffectStyle(.hard, for: .bottom)
        .scrollEdgeEffectHidden(true, for: .top)
    }
}

#Preview { LogTail() }
