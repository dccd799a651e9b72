// A static property whose wrapper comes from another module (`@Stored("key", defaultValue: …)
// static var flag: Bool`) has storage the attribute makes: it is not nil before a first set, so
// reading it does not trap as an implicitly unwrapped nil would. Its value is unknown here, a
// stand-in with a warning, as for an instance property of such a wrapper.
// source: SE-0258 "Property Wrappers": the attribute's arguments initialise the backing storage
// `_flag`, and `flag` is a computed property reading `_flag.wrappedValue`;
// source: swiftc 6 -parse accepts the declaration (a wrapped static property needs no initial value).
// expect: no error
// expect: warning [assumedValue] line 15
// expect: Text.count == 1
import SwiftUI
import SettingsWrappers

enum Preferences {
    @Stored("showBadge", defaultValue: false)
    static var showBadge: Bool
}

struct BadgeView: View {
    var body: some View {
        Text(Preferences.showBadge ? "Badge" : "Plain")
    }
}

#Preview { BadgeView() }
