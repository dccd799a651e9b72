// A wrapped view of a class that overrides `draw(_:)` paints its own content: UIKit code
// LayoutLens does not run, so it stays a stand-in taking the offered 200 × 100.
// source: Apple, "UIView.draw(_:)" (subclasses override it to draw their content);
// source: "UIViewRepresentable.sizeThatFits(_:uiView:context:)" (nil: the default sizing).
// expect: warning [approximatedView] "stand-in"
// expect: frame[1].size == 200×100
import SwiftUI
import UIKit

struct Sparkle: UIViewRepresentable {
    final class SparkleView: UIView {
        override func draw(_ rect: CGRect) {
            UIBezierPath(ovalIn: rect).fill()
        }
    }

    func makeUIView(context: Context) -> SparkleView { SparkleView() }

    func updateUIView(_ view: SparkleView, context: Context) {}
}

struct SparkleSwatch: View {
    var body: some View {
        Color.orange
            .frame(width: 200, height: 100)
            .overlay(Sparkle())
    }
}

#Preview { SparkleSwatch() }
