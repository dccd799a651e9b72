// `NSNotFound` is `Int.max` on 64-bit platforms, the location of a range that found nothing; an
// app's `extension NSRange { static let notFound = NSRange(location: NSNotFound, length: 0) }`
// builds.
// source: Apple, Foundation "NSNotFound" (`let NSNotFound: Int`, `NSIntegerMax`); swiftc 6 on
// source: Linux prints "true 0" for the same code.
// expect: no error
// expect: Text.text == "true 0"
import SwiftUI

extension NSRange {
    static let notFound = NSRange(location: NSNotFound, length: 0)
}

struct NotFoundView: View {
    var body: some View {
        Text("\(NSRange.notFound.location == Int.max) \(NSRange.notFound.length)")
    }
}

#Preview { NotFoundView() }
