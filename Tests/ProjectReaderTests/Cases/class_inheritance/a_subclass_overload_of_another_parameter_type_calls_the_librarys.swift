// A `NumberFormatter` subclass adds `string(from:)` taking an `Int` beside the library's
// `string(from: NSNumber)`: inside it, `string(from: NSNumber(value:))` is the library's
// overload (the argument is an `NSNumber`), not the method re-entering itself.
// source: The Swift Programming Language, "Declarations", "Function Declaration": overloads
// source: are told apart by their parameter types; Apple's NumberFormatter.string(from:) takes
// source: an NSNumber. swiftc 6.3.1 on Linux printed "1.5K 12.3K" for the same class
// source: (1500 / 1000 = 1.5; 12340 / 1000 = 12.34, one fraction digit: 12.3).
// expect: no warning
// expect: Text[*].text == ["1.5K", "12.3K"]
import SwiftUI

final class CountFormatter: NumberFormatter {
    override init() {
        super.init()
        maximumFractionDigits = 1
    }

    required init?(coder: NSCoder) { fatalError("unused") }

    func string(from number: Int) -> String {
        let reduced = Double(number) / 1000
        return (string(from: NSNumber(value: reduced)) ?? "0") + "K"
    }
}

struct CountLabels: View {
    var body: some View {
        VStack {
            Text(CountFormatter().string(from: 1500))
            Text(CountFormatter().string(from: 12340))
        }
    }
}

#Preview { CountLabels() }
