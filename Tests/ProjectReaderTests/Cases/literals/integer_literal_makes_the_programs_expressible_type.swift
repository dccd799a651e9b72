// An integer literal where the program's `ExpressibleByIntegerLiteral` type is expected makes a
// value of that type with its `init(integerLiteral:)`: `.sized(40)` for `func sized(_ size:
// Size)` hands a `Size` whose width is 40, and `static var small: Size { 16 }` is a `Size` of 16.
// source: the Swift book, "Literal Expressions"; the standard library's
// source: `ExpressibleByIntegerLiteral` ("… can be initialized with an integer literal").
// source: swiftc 6 runs the same program: widths 40 and 16.
// expect: no diagnostic
// expect: frame[*].width == [40, 16]
import SwiftUI

enum Dimension: ExpressibleByIntegerLiteral, Equatable {
    case none
    case custom(CGFloat)
    init(integerLiteral value: Int) { self = .custom(CGFloat(value)) }
    var value: CGFloat? {
        if case let .custom(number) = self { return number }
        return nil
    }
}

struct Size: ExpressibleByIntegerLiteral {
    let width: Dimension
    init(integerLiteral value: Int) { width = .custom(CGFloat(value)) }
    static var small: Size { 16 }
}

extension View {
    func sized(_ size: Size) -> some View { frame(width: size.width.value, height: 10) }
}

struct SizedRow: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.sized(40)
            Color.blue.sized(.small)
        }
    }
}
#Preview { SizedRow() }
