// A parameter named `any` (a contextual keyword: before a type it makes an existential) cast
// with `as?` and tested with `is`: before a reserved word `any` starts no type, so it is the
// parameter. A decoder reads a loosely typed JSON number this way.
// source: The Swift Programming Language, "Keywords and Punctuation" (`any` is reserved only in
// source: particular contexts); swiftc 6.3.1 on Linux compiled `if let d = any as? Double` in
// source: `func f(_ any: Any?) -> Double?` and printed "Optional(2.0)" for `f(2.0)`.
// source: widths: 2.5 × 20 = 50 (a Double); 3 × 20 = 60 (an Int read as a Double).
// expect: no error
// expect: Color[*].width == [50, 60]
import SwiftUI

enum LooseNumber {
    static func double(_ any: Any?) -> Double? {
        if let value = any as? Double { return value }
        if any is Int, let whole = any as? Int { return Double(whole) }
        return nil
    }
}

#Preview {
    VStack {
        Color.red.frame(width: (LooseNumber.double(2.5) ?? 0) * 20, height: 4)
        Color.red.frame(width: (LooseNumber.double(3) ?? 0) * 20, height: 4)
    }
}
