// A child view's `@FocusState var isFocused: Bool` given its parent's storage
// (`Field(isFocused: _cityFocused)`): `FocusState` declares no `init(wrappedValue:)`, so the
// memberwise initializer takes the wrapper itself and the child reads the parent's focus value,
// a `Bool`, in its ternary. It stopped with "ternary condition must be a Bool, not 'Binding'".
// source: SE-0258 "Property Wrappers", "Memberwise initializers": the parameter is of the backing
// source: storage type when the wrapper has no `init(wrappedValue:)`; swiftc 6.3 compiled a
// source: wrapper declaring only `init()` passed as `Child(isFocused: _parentFocus)` and printed the
// source: child's `isFocused ? 300 : 200` as 200, then 300 once the parent set it (shared storage).
// source: Apple, "FocusState": `init()` and `init<T>() where Value == T?`, no `init(wrappedValue:)`.
// source: no focus in a preview: `isFocused` is false, so the frame is 200 wide; the colour reads
// source: the parent's false as well: 10 wide.
// expect: no error
// expect: frame[0].width == 200
// expect: Color.width == 10
import SwiftUI

struct CityField: View {
    @Binding var input: String
    @FocusState var isFocused: Bool

    var body: some View {
        TextField("City", text: $input)
            .focused($isFocused)
            .frame(width: isFocused ? 300 : 200)
    }
}

struct AddressForm: View {
    @FocusState var isCityFocused: Bool
    @State private var city = ""

    var body: some View {
        VStack {
            CityField(input: $city, isFocused: _isCityFocused)
            Color.red.frame(width: isCityFocused ? 40 : 10, height: 10)
        }
    }
}

#Preview {
    AddressForm()
}
