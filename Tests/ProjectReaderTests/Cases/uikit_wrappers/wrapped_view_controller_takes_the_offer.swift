// A `UIViewControllerRepresentable` shows its controller's root view, a `UIView` with no
// intrinsic content size, so SwiftUI's default sizing gives it the size it is offered: here the
// 300 × 200 frame around it. (A camera picker draws its own content, so it stays a stand-in; a
// plain `UIViewController` would be a blank view, `wrapped_plain_view_controller_is_known_empty`.) Whether a controller's `preferredContentSize` is consulted is
// unverified (docs/apple-library.md).
// source: Apple, "UIViewControllerRepresentable.sizeThatFits(_:uiViewController:context:)" (nil:
// source: the default sizing algorithm); "UIView.intrinsicContentSize" (`noIntrinsicMetric`).
// expect: warning [approximatedView] "taking the size it is offered"
// expect: frame[1].size == 300×200
import SwiftUI
import UIKit

struct CameraPreview: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        return picker
    }
    func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
}

struct ScanScreen: View {
    var body: some View {
        CameraPreview()
            .frame(width: 300, height: 200)
    }
}

#Preview { ScanScreen() }
