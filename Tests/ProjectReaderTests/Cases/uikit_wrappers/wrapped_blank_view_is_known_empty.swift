// A wrapped view whose code makes only a plain `UIView` (here a subclass that only lets touches
// through) and gives it no subviews, layers, background or drawing draws nothing: `UIView.draw(_:)`
// does nothing by default and `backgroundColor` is nil. LayoutLens knows its whole picture, so it
// is laid out as an empty view, not a stand-in; with no intrinsic size it takes what it is
// offered, and as an overlay it is offered the framed colour's size, 120 × 40.
// source: Apple, "UIView.draw(_:)" ("The default implementation of this method does nothing"),
// source: "UIView.backgroundColor" (default nil), "UIViewRepresentable.sizeThatFits(_:uiView:context:)"
// source: (nil: the default sizing); "overlay(alignment:content:)" proposes the modified view's size.
// expect: no warning [approximatedView]
// expect: no warning [standInView]
// expect: UIViewRepresentable.size == 120×40
// expect: UIViewRepresentable.label == "HintArea"
import SwiftUI
import UIKit

struct HintArea: UIViewRepresentable {
    let hint: String

    final class PassThroughView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    }

    func makeUIView(context: Context) -> UIView {
        let view = PassThroughView()
        view.accessibilityLabel = hint
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {
        view.accessibilityLabel = hint
    }
}

struct HintedSwatch: View {
    var body: some View {
        Color.orange
            .frame(width: 120, height: 40)
            .overlay(HintArea(hint: "Orange"))
    }
}

#Preview { HintedSwatch() }
