// Inside `extension UIImage`, a bare name no declaration in scope gives (`isSymbolImage`) is a
// member of `self`, as `self.isSymbolImage` is: LayoutLens does not model that member, so it is
// the library's stand-in with its warning, not "cannot find in scope". A profile screen checks
// its avatar image this way.
// source: The Swift Programming Language, "Methods", "The self Property": Swift assumes a name
// source: in a method refers to a property or method of the current instance.
// source: widths: the stand-in reads false in the condition (the warning says so), so the else
// source: branch's 20 is drawn, not 10.
// expect: no error
// expect: warning [libraryAssumedValue] "UIImage.isSymbolImage"
// expect: Color.width == 20
import SwiftUI
import UIKit

extension UIImage {
    var drawnAsSymbol: Bool { isSymbolImage }
}

struct AvatarBadge: View {
    let image = UIImage()

    var body: some View {
        Color.teal.frame(width: image.drawnAsSymbol ? 10 : 20, height: 4)
    }
}

#Preview { AvatarBadge() }
