// A `UIViewRepresentable` that declares `sizeThatFits(_:uiView:context:)`, or wraps a UIKit view
// whose size is its content's (a `UILabel`, or a subclass of a plain `UIView` declaring its own
// `intrinsicContentSize`), has a size LayoutLens cannot know without running UIKit: it stays a
// stand-in the size of its name, and no frame fills the offer.
// source: Apple, "UIViewRepresentable.sizeThatFits(_:uiView:context:)", "UIView.intrinsicContentSize".
// expect: 3 × warning [approximatedView] "is drawn as a stand-in of its name"
// expect: 0 × warning [approximatedView] "taking the size it is offered"
// expect: frame.count == 0
import SwiftUI
import UIKit

struct OutlinedTitle: UIViewRepresentable {
    let text: String
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) { label.text = text }
}

struct Sparkline: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 120, height: 24)
    }
}

final class BadgeView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 20) }
}

struct Badge: UIViewRepresentable {
    func makeUIView(context: Context) -> BadgeView { BadgeView() }
    func updateUIView(_ view: BadgeView, context: Context) {}
}

struct Header: View {
    var body: some View {
        VStack {
            OutlinedTitle(text: "Pokédex")
            Sparkline()
            Badge()
        }
    }
}

#Preview { Header() }
