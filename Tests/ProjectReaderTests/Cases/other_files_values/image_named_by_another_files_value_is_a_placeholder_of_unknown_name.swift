// A badge names its image by a property of a model another file declares, `Image(category.icon)`.
// No asset catalog has that value's path, so the name is as unknown as the value and no "no image
// named" warning names a string the app may never use: the image is the missing-image
// placeholder, a stand-in whose warning says its name is another file's value.
// source: the missing-image placeholder is 100 × 100 pt (docs/swiftui-subset.md, "A missing asset
// source: is a warning and the image is a 100 × 100 pt placeholder"), as for an asset the catalogs lack.
// expect: no diagnostic [missingAsset]
// expect: 1 × warning [assumedValue] line 17 "'Category.groceries.icon'" "missing-image size"
// expect: Image.size == 100×100
import SwiftUI

struct CategoryBadge: View {
    let category: Category

    var body: some View {
        HStack {
            Image(category.icon)
            Text("Badge")
        }
    }
}

#Preview { CategoryBadge(category: .groceries) }
