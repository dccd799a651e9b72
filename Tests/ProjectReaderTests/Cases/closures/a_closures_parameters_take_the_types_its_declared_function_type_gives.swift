// A closure that writes no parameter types takes them from the function type it is stored as:
// `$0` of a `(Double) -> String` closure is a Double (so 2 prints as "2.0"), an implicit member
// passed to a `(DispatchTimeInterval) -> String` closure is that enum's case, named parameters
// `a, b` of `(Double, Int) -> String` are a Double and an Int, and a closure stored as an optional
// function type types its parameter alike.
// source: The Swift Programming Language, "Closures": "Inferring Type From Context"; checked with
// source: swiftc 6.3 (print gives "2.0", "3s5ms", "1.0 2", "0.75").
// source: 0.75 = 3 / 4 in Double arithmetic (an Int division would give 0).
// expect: no error
// expect: no warning
// expect: Text[*].text == ["2.0", "3s5ms", "1.0 2", "0.75"]
import SwiftUI

struct ClosureTypes: View {
    var body: some View {
        let format: (Double) -> String = { "\($0)" }
        let describe: (DispatchTimeInterval) -> String = {
            switch $0 {
            case .seconds(let s): return "\(s)s"
            case .milliseconds(let m): return "\(m)ms"
            default: return "?"
            }
        }
        let named: (Double, Int) -> String = { a, b in "\(a) \(b)" }
        let quarter: ((Double) -> String)? = { "\($0 / 4)" }
        VStack {
            Text(format(2))
            Text(describe(.seconds(3)) + describe(.milliseconds(5)))
            Text(named(1, 2))
            Text(quarter?(3) ?? "nil")
        }
    }
}

#Preview { ClosureTypes() }
