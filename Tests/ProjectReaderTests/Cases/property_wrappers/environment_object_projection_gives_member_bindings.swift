// `$appState.authError` of an `@EnvironmentObject` is a `Binding` to the object's property, as
// `@ObservedObject`'s is: a helper taking `Binding<Error?>` reads its `wrappedValue` (nil here).
// source: Apple, "EnvironmentObject.projectedValue" ("a projection of the environment object
// source: that creates bindings to its properties"). No error is set, so the width is 10.
// expect: no error
// expect: Color.width == 10
import SwiftUI

final class AppState: ObservableObject {
    @Published var authError: Error?
}

extension View {
    func reportingError(_ error: Binding<Error?>) -> some View {
        frame(width: error.wrappedValue == nil ? 10 : 20, height: 10)
    }
}

struct SignIn: View {
    @EnvironmentObject var appState: AppState

    var body: some View {
        Color.red.reportingError($appState.authError)
    }
}

#Preview { SignIn().environmentObject(AppState()) }
