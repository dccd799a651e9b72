// A wrapped view controller that is a plain `UIViewController` has, without a nib, "a plain UIView
// object" as its view, which draws nothing; apps wrap one to reach the navigation controller
// around it. LayoutLens lays it out as an empty view, not a stand-in, taking what it is offered
// (as a background, the framed colour's 100 × 30), and warns that what its code sets on the
// navigation bar is not run.
// source: Apple, "UIViewController.loadView()" ("If the view controller does not have an
// source: associated nib file, this method creates a plain UIView object instead"),
// source: "UIView.backgroundColor" (default nil), "background(alignment:content:)" proposes the
// source: modified view's size; the frame is 100 × 30.
// expect: no error
// expect: no warning [standInView]
// expect: 1 × warning [approximatedView]
// expect: warning [approximatedView] "'BarTinter'" "navigation or tab bar"
// expect: UIViewControllerRepresentable.size == 100×30
// expect: UIViewControllerRepresentable.label == "BarTinter"
import SwiftUI
import UIKit

struct BarTinter: UIViewControllerRepresentable {
    let apply: (UINavigationController) -> Void

    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        DispatchQueue.main.async {
            if let navigation = controller.navigationController { apply(navigation) }
        }
        return controller
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

struct TintedScreen: View {
    var body: some View {
        Color.mint
            .frame(width: 100, height: 30)
            .background(BarTinter { navigation in navigation.navigationBar.prefersLargeTitles = false })
    }
}

#Preview { TintedScreen() }
