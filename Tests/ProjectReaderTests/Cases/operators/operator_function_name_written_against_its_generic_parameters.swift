// `func ??<T>(…)` and `func <~<T: Numeric>(…)`: the lexer reads `??<` as one operator, and in a
// function's name an operator ending in `<` before an identifier is the name without its `<`, which
// then opens the generic parameters. An app's optional-binding helper declares `??` this way.
// source: swiftc's parseDeclFunc (lib/Parse/ParseDecl.cpp) splits the `<` off "to allow things like
// source: 'func ==<T>(x:T, y:T) {}'"; swiftc 6.3 compiles the same declarations and prints 7, 3, 42.
// source: widths: (nil ?? 7) × 10 = 70, (3 ?? 7) × 10 = 30, 4 <~ 2 = 4 × 10 + 2 = 42.
// expect: no diagnostic
// expect: Color[*].width == [70, 30, 42]
import SwiftUI

struct Slot<Value> { var value: Value? }

func ??<Value>(slot: Slot<Value>, fallback: Value) -> Value { slot.value ?? fallback }

infix operator <~: AdditionPrecedence
func <~<Number: Numeric>(high: Number, low: Number) -> Number { high * 10 + low }

struct SlotWidths: View {
    var body: some View {
        VStack {
            Color.red.frame(width: CGFloat((Slot<Int>(value: nil) ?? 7) * 10), height: 4)
            Color.red.frame(width: CGFloat((Slot(value: 3) ?? 7) * 10), height: 4)
            Color.red.frame(width: CGFloat(4 <~ 2), height: 4)
        }
    }
}

#Preview { SlotWidths() }
