// `guard let start = parts.date else { return nil }` in an `init?`, over a value of code
// LayoutLens did not read (`PartsReader`, no file declares it): `return nil` is how a failable
// initializer fails, so the author expects the value to be there, as with an `else` that throws;
// the preview takes the path on which the instance is made, and the caller's `!` does not trap.
// A `guard` of the same shape in a plain function keeps the nil path ("none" below).
// source: The Swift Programming Language, "Initialization", "Failable Initializers" ("return nil
// source: ... indicate a point at which initialization failure can be triggered"); the rule for
// source: a `guard` whose else throws (other_files_values/guard_over_an_unread_value_whose_else_throws_holds.swift).
// expect: no error
// expect: Text[0].text == "made"
// expect: Text[1].text == "none"
// expect: warning "not nil"
import SwiftUI

struct Slot {
    let label: String

    init?(_ reader: PartsReader) {
        guard let start = reader.date else { return nil }
        _ = start
        label = "made"
    }
}

func firstLabel(_ reader: PartsReader) -> String {
    guard let start = reader.date else { return "none" }
    _ = start
    return "found"
}

struct SlotView: View {
    var body: some View {
        VStack {
            Text(Slot(PartsReader())!.label)
            Text(firstLabel(PartsReader()))
        }
    }
}

#Preview { SlotView() }
