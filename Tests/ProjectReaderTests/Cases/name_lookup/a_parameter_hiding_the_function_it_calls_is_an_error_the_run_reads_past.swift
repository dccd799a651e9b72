// A static method's parameter is named like the static method its body calls. Swift's lookup
// stops at the innermost scope declaring the name, so the callee is the parameter, a value, and
// swiftc rejects the call; the error is reported at that line, and the run calls the hidden
// function (the only reading of the call that compiles) so the rest of the module lays out.
// source: swiftc 6.3.1 on Linux, this enum with `typealias CGFloat = Double`, reports
// source: "19:9: error: cannot call value of non-function type 'Tint'".
// source: width: .deep is 2 × 30 = 60.
// expect: 1 × error [calleeHiddenByValue] line 19 "non-function type 'Tint'"
// expect: Color.width == 60
import SwiftUI

enum Tint { case pale, deep }

enum Swatch {
    static func width(for tint: Tint) -> CGFloat {
        tint == .deep ? 2 * 30 : 30
    }
    static func bar(width: Tint) -> CGFloat {
        width(for: width)
    }
}

#Preview {
    Color.red.frame(width: Swatch.bar(width: .deep), height: 8)
}
