// A feature namespace as TCA apps write it keeps its preview inside an extension of the feature:
// `extension Onboarding { struct Preview: PreviewProvider { … } }`. Xcode finds the provider
// however deeply it is nested, so the file has this one preview, not an implicit one.
// source: Apple, "PreviewProvider": "Xcode statically discovers preview providers in your project
// and generates previews for any providers currently open in the source editor."
// source: the text's frame is 120 × 40 as the view gives it.
// expect: no diagnostic
// expect: scenarios.count == 1
// expect: frame.size == 120×40
import SwiftUI

enum Onboarding {
    struct Screen: View {
        var body: some View {
            Text("Welcome").frame(width: 120, height: 40)
        }
    }
}

#if DEBUG
extension Onboarding {
    struct Preview: PreviewProvider {
        static var previews: some View {
            Onboarding.Screen()
        }
    }
}
#endif
