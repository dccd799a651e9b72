// `ForEach(enumerating: items) { … }` is no initializer of SwiftUI's `ForEach` (its data is
// unlabelled: `ForEach(_:id:content:)`, `ForEach(_:content:)`, `ForEach(_:editActions:content:)`),
// so it is an extension of the app or of a package the file imports; the trailing closure is
// never taken as the data. The call is a stand-in with a warning and the rest of the screen is
// laid out.
// source: Apple, "ForEach" (its initializers); The Swift Programming Language, "Extensions":
// source: an extension can add initializers to a type of another module.
// expect: no error
// expect: warning "ForEach" "enumerating"
// expect: Text[0].text == "Plans"
import SwiftUI
import Storefront

struct PlanList: View {
    let plans = ["Monthly", "Yearly"]

    var body: some View {
        VStack {
            Text("Plans")
            ForEach(enumerating: plans) { plan in
                Text(plan)
            }
        }
    }
}

#Preview {
    PlanList()
}
