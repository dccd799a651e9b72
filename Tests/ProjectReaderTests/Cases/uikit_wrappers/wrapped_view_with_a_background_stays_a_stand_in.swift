// A wrapped `UIView` given a background colour draws it: its picture is UIKit's, so it stays a
// stand-in (with the size it is offered, as a view with no intrinsic size takes: the overlay's
// 200 × 100).
// source: Apple, "UIView.backgroundColor" (the view's background colour is drawn);
// source: "UIViewRepresentable.sizeThatFits(_:uiView:context:)" (nil: the default sizing).
// expect: warning [approximatedView] "stand-in"
// expect: frame[1].size == 200×100
import SwiftUI
import UIKit

struct TintedArea: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemTeal
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {}
}

struct TintedSwatch: View {
    var body: some View {
        Color.orange
            .frame(width: 200, height: 100)
            .overlay(TintedArea())
    }
}

#Preview { TintedSwatch() }
