// `$model.min` of a binding to a struct with a `min` property is the binding to that property:
// `Binding` is a `Collection` (with `min`, `max`, `map`, …) only where its `Value` is a
// `MutableCollection`, so on a binding to a struct the name is the dynamic member, a binding to
// the stored `Int`. The child view reads 30 through it, not a function.
// source: Apple docs, "Binding", Conforms To: `RandomAccessCollection` "Conforms when Value
// source: conforms to MutableCollection and RandomAccessCollection"; `subscript(dynamicMember:)`.
// source: the shape of Rouzzle's time picker (hour/min/second bindings into a view model).
// source: swiftc 6 compiles `TimeBadge(min: $model.min)` for `struct TimeModel { var min = 30 }`.
// source: the colour's frame: width 30 (the minutes) × height 10 (a literal).
// expect: no error
// expect: Color.size == 30×10
import SwiftUI

struct TimeModel {
    var hour = 1
    var min = 30
}

struct TimeBadge: View {
    @Binding var min: Int

    var body: some View {
        if min > 0 {
            Color.orange.frame(width: CGFloat(min), height: 10)
        }
    }
}

struct TimeSheet: View {
    @State private var model = TimeModel()

    var body: some View {
        TimeBadge(min: $model.min)
    }
}

#Preview {
    TimeSheet()
}
