// `@FocusState private var isNameFocused` with neither a type nor an initial value: Swift infers
// `FocusState<Bool>` from its one `init()` whose value type is concrete, and the flag starts false,
// so a computed property combining two of them reads false.
// source: Apple, `FocusState`: `init() where Value == Bool` and `init<T>() where Value == T?`.
// source: swiftc 6 compiles `@propertyWrapper struct FS<Value> { init() where Value == Bool; init<T:
// source: Hashable>() where Value == T? }; struct S { @FS var x }` and prints `false Bool` for `x`.
// expect: no error
// expect: Text[1].text == "idle"
import SwiftUI

struct NameField: View {
    private var isFocused: Bool { isNameFocused || isNoteFocused }
    @FocusState private var isNameFocused
    @FocusState private var isNoteFocused
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($isNameFocused)
            Text(isFocused ? "focused" : "idle")
        }
    }
}

#Preview { NameField() }
