// `Image(uiImage:)` of a `UIImage` made from bytes (`UIImage(data:)`, `UIImage(cgImage:)` of a
// cropped picture): the library's stand-in, whose pixels a preview never reads. It is drawn at
// the missing-asset placeholder's size, said as an assumption about that stand-in; no asset is
// named, so no `missingAsset` warning blames a catalog for lacking "UIImage(data:)".
// source: Apple docs, "UIImage" (`init(data:)` decodes the bytes at run time); LayoutLens's
// source: placeholder is 100 × 100 pt (docs/apple-library.md, `UIImage` row, and
// source: `ImageResolution.placeholderSize`). NeoMusic's album art crops its placeholders so.
// expect: no warning [missingAsset]
// expect: warning [libraryAssumedValue] "UIImage(data:)"
import SwiftUI
import UIKit

struct Artwork: View {
    let bytes = Data([0x89, 0x50, 0x4E, 0x47])

    var body: some View {
        Image(uiImage: UIImage(data: bytes)!)
    }
}

#Preview {
    Artwork()
}
