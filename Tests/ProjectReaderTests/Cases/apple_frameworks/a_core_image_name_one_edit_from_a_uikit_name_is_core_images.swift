// `CIImage` in a file that imports Core Image is Core Image's type, though UIKit's `UIImage` is
// one edit away: Swift looks a name up in the modules the file imports, and Core Image declares
// it. LayoutLens models no Core Image type, so the image decoded with it is a stand-in and the
// view's fallback branch lays out; without `import CoreImage` the same name would be swiftc's
// "cannot find 'CIImage' in scope".
// source: The Swift Programming Language, "Import Declaration" (an import makes the module's
// source: declarations visible); Apple, Core Image, CIImage init?(data:); the shape (a capture
// source: preview decoding `CIImage(data:)` with a shared `CIContext`) from a public companion app.
// source: the frame: 120 × 40 as written.
// expect: no error
// expect: warning line 21 "CIImage"
// expect: frame.size == 120×40
import CoreImage
import SwiftUI

struct CapturePreview: View {
    let imageData: Data
    private static let context = CIContext()

    private var cgImage: CGImage? {
        guard let ciImage = CIImage(data: imageData) else { return nil }
        return Self.context.createCGImage(ciImage, from: ciImage.extent)
    }

    var body: some View {
        Group {
            if let cgImage {
                Image(decorative: cgImage, scale: 1)
            } else {
                Text("No capture")
            }
        }
        .frame(width: 120, height: 40)
    }
}

#Preview {
    CapturePreview(imageData: Data())
}
