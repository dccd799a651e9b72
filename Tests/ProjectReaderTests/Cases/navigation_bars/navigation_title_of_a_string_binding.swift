// iOS 16's `navigationTitle(_:)` taking a `Binding<String>` (an editable title) shows the string
// the binding holds: the bar's large title is the text "Trip", and the modifier
// is not an error ("cannot convert value of type 'Binding' to expected argument type 'String'").
// source: Apple, `navigationTitle(_:)` with `Binding<String>` ("Configures the view's title for
// source: purposes of navigation, using a string binding").
// expect: no error
// expect: Text[0].text == "Trip"
import SwiftUI
struct Editor: View {
    @State private var title = "Trip"
    var body: some View {
        NavigationStack {
            Text("Body")
                .navigationTitle($title)
        }
    }
}
#Preview { Editor() }
