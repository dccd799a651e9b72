// A program's `extension String` property of the same name as an `NSString` member reads that
// member through `self as NSString`: after the cast the value is an `NSString`, whose members are
// Foundation's, so the property does not call itself.
// source: Apple, "NSString" — `lastPathComponent`, `pathExtension`, `deletingLastPathComponent`, `length`;
// source: `as` bridges a `String` to `NSString` (Apple, "Working with Foundation Types").
// source: "/photos/2024/beach.jpeg": last component "beach.jpeg" (10 characters), extension "jpeg" (4),
//   folder "/photos/2024" (12), length 23 UTF-16 units (swiftc 6.3 on Linux prints the same);
//   width 10 + 4 + 12 + 23 = 49.
// expect: no diagnostic
// expect: frame.width == 49
import Foundation
import SwiftUI

extension String {
    var lastPathComponent: String { (self as NSString).lastPathComponent }
    var pathExtension: String { (self as NSString).pathExtension }
}

struct PhotoPathBadge: View {
    let path = "/photos/2024/beach.jpeg"
    var body: some View {
        let folder = (path as NSString).deletingLastPathComponent
        let width = path.lastPathComponent.count + path.pathExtension.count + folder.count + (path as NSString).length
        Color.red.frame(width: CGFloat(width), height: 10)
    }
}
#Preview { PhotoPathBadge() }
