// A default argument of a generic type's initializer that reads the type's generic parameter
// (`options: [Option] = Array(Option.allCases)`) is evaluated with the parameter bound as the call
// binds it: written (`Chips<Size>(selected: $size)`) or from the contextual type. A chip row made
// this way shows every case, not an empty row.
// source: The Swift Programming Language, "Generics" (a generic type's parameters are replaced by its arguments
// source: wherever they appear) and "Functions", "Default Parameter Values"; swiftc 6.3 prints ["Small", "Medium", "Large"]
// source: for `Chips<Size>(selected: nil).options.map(\.title)` and 3 for `let c: Chips<Size> = Chips(selected: nil)`.
// source: Shape found in a conference app's chip selector (`SelectionChips<FloorMap>(selected: …)`).
// expect: no warning [assumedValue]
// expect: Text[*].text == ["Small", "Medium", "Large", "Small", "Medium", "Large"]
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

    init(selected: Binding<Option?>, options: [Option] = Array(Option.allCases)) {
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
    var body: some View {
        let contextual: Chips<Size> = Chips(selected: $size)
        VStack {
            Chips<Size>(selected: $size)
            contextual
        }
    }
}

#Preview {
    SizeFilter()
}
