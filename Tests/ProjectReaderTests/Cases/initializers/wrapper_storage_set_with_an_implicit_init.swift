// `_model = .init(initialValue: model)` in an initialiser: the storage `_model` of
// `@State var model` has the wrapper's type, so `.init(initialValue:)` is `State`'s initialiser
// and the view sees the model it was given (a 60 pt wide frame).
// source: Apple, "State" — init(initialValue:) and the underscore-prefixed storage property the
// source: wrapper synthesises (the Swift book, "Property Wrappers").
// expect: no error
// expect: frame.width == 60
import SwiftUI

struct Sizing {
    var width: CGFloat
}

struct Card: View {
    @State private var model: Sizing
    init(model: Sizing) {
        _model = .init(initialValue: model)
    }
    var body: some View {
        Color.teal.frame(width: model.width, height: 20)
    }
}
#Preview { Card(model: Sizing(width: 60)) }
