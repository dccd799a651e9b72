// A wrapped `UIVisualEffectView` shows a blur material: its `UIBlurEffect` blurs "the content
// layered behind a visual effect view", in the styles SwiftUI's `Material`s are. LayoutLens draws
// it as it draws SwiftUI's materials, a gray fill, with a warning that the blur is not drawn,
// never a stand-in of its name. With no intrinsic size it takes the size it is offered: as a
// background it is offered the padded text's size.
// source: Apple docs, "UIBlurEffect" ("applies a blurring effect to the content layered behind a
// source: visual effect view"), "Material" (a translucent layer between a view and its
// source: background), "UIView.intrinsicContentSize" (noIntrinsicMetric by default),
// source: "background(alignment:content:)" proposes the modified view's size; the frame is 150 × 60.
// expect: no error
// expect: 1 × warning [approximatedView]
// expect: warning [approximatedView] "'FrostedPanel'" "'UIVisualEffectView'" "blur"
// expect: any("FrostedPanel").kind == "Color"
// expect: any("FrostedPanel").size == 150×60
import SwiftUI
import UIKit

struct FrostedPanel: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemThinMaterial

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ view: UIVisualEffectView, context: Context) {
        view.effect = UIBlurEffect(style: style)
    }
}

struct Banner: View {
    var body: some View {
        Color.orange
            .frame(width: 150, height: 60)
            .background(FrostedPanel())
    }
}

#Preview { Banner() }
