// A helper view whose code makes a plain `UIView`, sets its background only to `.clear` and names
// `UIScrollView` only as a type (a property's, a parameter's, a cast's) makes and shows nothing
// else: a clear background paints nothing, and a class named as a type is neither made nor added.
// It is laid out as an empty view, not a stand-in, taking what it is offered: as an overlay, the
// framed colour's 80 × 20.
// source: Apple, "UIView.draw(_:)" ("The default implementation of this method does nothing"),
// source: "UIColor.clear" ("A color object with grayscale and alpha values that are both 0.0"),
// source: "overlay(alignment:content:)" proposes the modified view's size; the frame is 80 × 20.
// expect: no warning [approximatedView]
// expect: no warning [standInView]
// expect: UIViewRepresentable.size == 80×20
// expect: UIViewRepresentable.label == "OffsetWatcher"
import SwiftUI
import UIKit

struct OffsetWatcher: UIViewRepresentable {
    var found: ((UIScrollView) -> Void)? = nil

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .clear
        view.isUserInteractionEnabled = false
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {
        var current: UIView? = view.superview
        while let candidate = current {
            if let scroll = candidate as? UIScrollView { found?(scroll); return }
            current = candidate.superview
        }
    }
}

struct WatchedList: View {
    var body: some View {
        Color.teal
            .frame(width: 80, height: 20)
            .overlay(OffsetWatcher())
    }
}

#Preview { WatchedList() }
