// A package declares `==` between a string and its protocol twice, for `String` and `String?`,
// each comparing the string with the other operand's `rawValue` — a `String` comparison, which
// Swift gives to `String`'s own `==`. Here the operand is a value of a module not read, so its
// `rawValue` is unknown; neither sibling may take it (they would call each other without end,
// as a compiled program never does): the comparison is unknown, LayoutLens assumes false for the
// condition, and the text reads "plain".
// source: The Swift Programming Language, "Operator Methods" (an operator is chosen by its
// source: operands' static types; `rhs.rawValue` is a `String`).
// expect: no error
// expect: Text.text == "plain"
// expect: warning "assumed false"
import SwiftUI
import PromoKit

public protocol StringEnum {
    var rawValue: String { get }
}

public func == (lhs: String, rhs: StringEnum) -> Bool {
    lhs == rhs.rawValue
}

public func == (lhs: String?, rhs: StringEnum) -> Bool {
    lhs == rhs.rawValue
}

struct PromoBanner: View {
    var body: some View {
        Text("g1g1" == PromoKit.activePromo ? "gift" : "plain")
    }
}

#Preview { PromoBanner() }
