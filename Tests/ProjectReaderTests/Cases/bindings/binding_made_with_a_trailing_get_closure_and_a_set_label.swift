// `Binding { … } set: { … }`: the unlabelled first trailing closure is `get` (SE-0286's forward
// scan gives it to the first parameter that takes a closure), `set:` the second.
// source: SE-0286 "Forward-scan matching for trailing closures"; Apple docs
// source: `Binding.init(get:set:)`. The getter reads 40 → a 40 × 10 colour.
// expect: no error
// expect: Color.size == 40×10
import SwiftUI

final class Store { static let shared = Store(); var width: CGFloat = 40 }

struct Box: View {
    var width: Binding<CGFloat> {
        Binding {
            Store.shared.width
        } set: {
            Store.shared.width = $0
        }
    }
    var body: some View { Color.red.frame(width: width.wrappedValue, height: 10) }
}

#Preview { Box() }
