// `UIImage.ciImage` of an image from the asset catalog, a symbol or `UIImage()` is nil: none is
// backed by a Core Image image. An app's `hasContent` extension checks `cgImage != nil ||
// ciImage != nil`; here the symbol image's `ciImage` alone decides.
// source: Apple docs, "UIImage.ciImage": "If the UIImage object was initialized using a
// source: CGImageRef, the value of the property is nil."
// source: widths: ciImage is nil, so the bar is the else branch's 20 wide, not 10.
// expect: no diagnostic
// expect: Color.width == 20
import SwiftUI
import UIKit

struct ArtworkBar: View {
    let artwork = UIImage(systemName: "star")!

    var body: some View {
        Color.indigo.frame(width: artwork.ciImage != nil ? 10 : 20, height: 4)
    }
}

#Preview { ArtworkBar() }
