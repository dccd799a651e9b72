// `_isDismissed = AppStorage(wrappedValue: false, "help_dismissed_\(key)")` in an initializer (a
// per-banner key known only there) makes the wrapper's storage directly: in a preview's fresh
// defaults no value is stored for the key, so the property reads its default and the banner
// shows; a second banner whose default is true stays hidden.
// source: Apple, AppStorage.init(wrappedValue:_:store:) ("wrappedValue: The default value if a
// source: boolean value is not specified for the given key"); SE-0258 (the backing storage
// source: `_isDismissed` assigned in `init`); the shape from a public study companion app.
// source: one banner shown: 200 × 40 as written.
// expect: no diagnostic
// expect: Color.count == 1
// expect: Color.size == 200×40
import SwiftUI

struct HelpBanner: View {
    let storageKey: String
    @AppStorage private var isDismissed: Bool

    init(storageKey: String, dismissedAtFirst: Bool = false) {
        self.storageKey = storageKey
        self._isDismissed = AppStorage(wrappedValue: dismissedAtFirst, "help_dismissed_\(storageKey)")
    }

    var body: some View {
        if !isDismissed {
            Color.yellow.frame(width: 200, height: 40)
        }
    }
}

#Preview {
    VStack {
        HelpBanner(storageKey: "curriculum")
        HelpBanner(storageKey: "history", dismissedAtFirst: true)
    }
}
