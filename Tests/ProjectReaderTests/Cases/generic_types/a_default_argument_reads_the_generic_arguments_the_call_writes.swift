// A default argument of a generic type's initializer that reads the type's generic parameter
// (`options: [Option] = Option.allCases as! [Option]`) is evaluated with the parameter bound as the
// call binds it: written (`Chips<Size>(selected: $size)`), from the contextual type, or from
// another argument's value (`Chips(selected: $picked)` with `picked` a `Size`); the cast to
// `[Option]` is checked against that binding. A chip row made this way shows every case, not an
// empty row.
// source: The Swift Programming Language, "Generics" (a generic type's parameters are replaced by its arguments
// source: wherever they appear) and "Functions", "Default Parameter Values"; swiftc 6.3 prints ["Small", "Medium", "Large"]
// source: for `Chips<Size>(selected: nil).options.map(\.title)`, 3 for `let c: Chips<Size> = Chips(selected: nil)`
// source: and 3 for `Chips(selected: Size.large)`, with the same default and cast.
// source: Shape found in a conference app's chip selector (`SelectionChips<FloorMap>(selected: …)`).
// expect: no warning [assumedValue]
// expect: no error
// expect: Text[*].text == ["Small", "Medium", "Large", "Small", "Medium", "Large", "Small", "Medium", "Large"]
import SwiftUI

protocol Choice: CaseIterable, Hashable {
    var title: String { get }
}

enum Size: String, Choice {
    case small, medium, large
    var title: String { rawValue.capitalized }
}

struct Chips<Option: Choice>: View {
    @Binding var selected: Option?
    let options: [Option]

    init(selected: Binding<Option?>, options: [Option] = Option.allCases as! [Option]) {
        _selected = selected
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

struct SizeFilter: View {
    @State private var size: Size?
    @State private var picked: Size? = .large
    var body: some View {
        let contextual: Chips<Size> = Chips(selected: $size)
        VStack {
            Chips<Size>(selected: $size)
            contextual
            Chips(selected: $picked)
        }
    }
}

#Preview {
    SizeFilter()
}
