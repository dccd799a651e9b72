// `UserDefaults.standard` in a preview is a fresh install's: a key never set reads nil, false
// or 0, a registered default is the fallback, and a value set is read back.
// source: Apple, "UserDefaults.data(forKey:)" (nil if the key does not exist), "bool(forKey:)"
// source: (false), "integer(forKey:)" (0), "register(defaults:)". nil data → 10; registered
// source: columns 3 → 3 × 10 = 30; set 5 → 5: width = 10 + 30 + 5 + 0 = 45.
// expect: no error
// expect: no warning
// expect: Color.width == 45
import SwiftUI

struct Grid: View {
    var width: CGFloat {
        let defaults = UserDefaults.standard
        defaults.register(defaults: ["columns": 3])
        defaults.set(5, forKey: "gap")
        let saved: CGFloat = defaults.data(forKey: "layout") == nil ? 10 : 0
        let flag: CGFloat = defaults.bool(forKey: "missing") ? 100 : 0
        return saved + CGFloat(defaults.integer(forKey: "columns") * 10) + CGFloat(defaults.integer(forKey: "gap")) + flag
    }

    var body: some View { Color.red.frame(width: width, height: 10) }
}

#Preview { Grid() }
