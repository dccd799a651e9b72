// A generic view's parameter fixed by one argument of its initializer (`selection: $size`, a
// `Binding<Option>`) types the implicit members of another (`options: [.small, .large]` are
// `Size.small` and `Size.large`): Swift infers the type from the values passed, so the segments
// show each case's title, not its name — through a declared initializer and a memberwise one.
// source: The Swift Programming Language, "Generics" ("the type to use for T is inferred from the types of values
// source: passed to the function"); swiftc 6.3 prints ["Small", "Large"] for the same call with a plain generic
// source: box in place of `Binding` (`Segments(selection: one, options: [.small, .large]).options.map(\.title)`),
// source: with the declared initializer and with the memberwise one alike.
// source: Shape found in a calculator app's segmented picker (`options: [.agreed, .notAgreed]`).
// expect: no warning [assumedValue]
// expect: Text[*].text == ["Small", "Large", "Small", "Large"]
import SwiftUI

protocol Choice: Hashable {
    var title: String { get }
}

enum Size: String, Choice {
    case small, large
    var title: String { rawValue.capitalized }
}

struct Segments<Option: Choice>: View {
    @Binding var selection: Option
    let options: [Option]

    init(selection: Binding<Option>, options: [Option]) {
        _selection = selection
        self.options = options
    }

    var body: some View {
        HStack {
            ForEach(options, id: \.self) { option in
                Text(option.title)
            }
        }
    }
}

struct Tabs<Option: Choice>: View {
    @Binding var selection: Option
    let options: [Option]

    var body: some View {
        HStack {
            ForEach(options, id: \.self) { option in
                Text(option.title)
            }
        }
    }
}

struct SizePicker: View {
    @State private var size: Size = .small
    var body: some View {
        VStack {
            Segments(selection: $size, options: [.small, .large])
            Tabs(selection: $size, options: [.small, .large])
        }
    }
}

#Preview {
    SizePicker()
}
