// A `UIViewControllerRepresentable` shows its controller's root view, a plain `UIView` with no
// intrinsic content size, so SwiftUI's default sizing gives it the size it is offered: here the
// 300 × 200 frame around it. Whether a controller's `preferredContentSize` is consulted is
// unverified (docs/apple-library.md).
// source: Apple, "UIViewControllerRepresentable.sizeThatFits(_:uiViewController:context:)" (nil:
// source: the default sizing algorithm); "UIView.intrinsicContentSize" (`noIntrinsicMetric`).
// expect: warning [approximatedView] "taking the size it is offered"
// expect: frame[1].size == 300×200
import SwiftUI
import UIKit

struct CameraPreview: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

struct ScanScreen: View {
    var body: some View {
        CameraPreview()
            .frame(width: 300, height: 200)
    }
}

#Preview { ScanScreen() }
