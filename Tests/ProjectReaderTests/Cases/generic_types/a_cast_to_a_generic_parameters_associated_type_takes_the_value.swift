// A property wrapper over `UserDefaults` for any `RawRepresentable` registers its default's raw
// value, then reads it back with `as! Wrapped.RawValue`: the cast is to an associated type of the
// wrapper's generic parameter (`Int`, for `Wrapped = Speed`), and it succeeds with the registered
// value. A timer app keeps its screen state this way; the bar reads the stored raw value.
// source: Apple docs, "register(defaults:)": a registered value is what `object(forKey:)` gives
// source: for a key never set.
// source: swiftc 6 on Linux (Foundation's UserDefaults) printed "30 fast" for
// source: `_speed.storedRaw * 10` and `speed` of this wrapper and `Speed`.
// source: widths: Speed.fast has raw value 3, drawn 3 × 10 = 30 wide; .slow (1) would be 10.
// expect: no error
// expect: Color.width == 30
import SwiftUI

enum Speed: Int {
    case slow = 1
    case fast = 3
}

@propertyWrapper
struct RawStored<Wrapped: RawRepresentable> {
    private let key: String

    var storedRaw: Wrapped.RawValue {
        UserDefaults.standard.object(forKey: key) as! Wrapped.RawValue
    }

    var wrappedValue: Wrapped {
        get { Wrapped(rawValue: storedRaw)! }
        set { UserDefaults.standard.set(newValue.rawValue, forKey: key) }
    }

    init(_ key: String, _ fallback: Wrapped) {
        self.key = key
        UserDefaults.standard.register(defaults: [key: fallback.rawValue])
    }
}

struct SpeedBar: View {
    @RawStored("speed", Speed.fast) var speed: Speed

    var body: some View {
        Color.orange
            .frame(width: CGFloat(_speed.storedRaw) * 10, height: 8)
    }
}

#Preview { SpeedBar() }
