// A property wrapper declaring `static subscript(_enclosingInstance:wrapped:storage:)`, on a
// property of a class, is read through that subscript and never through its `wrappedValue`
// (which here only traps): the settings object's store answers for the key.
// source: SE-0258, "Referencing the enclosing 'self' in a wrapper type" (the form Combine's
// source: `@Published` uses); swiftc 6 prints "true false" for `compact` and `grid` below.
// source: widths: 30 for a true setting, 10 for a false one.
// expect: no warning
// expect: Color[*].width == [30, 10]
import SwiftUI

final class LayoutSettings {
    var store: [String: Bool] = ["compact": true]

    @Stored("compact") var compact: Bool = false
    @Stored("grid") var grid: Bool = false
}

@propertyWrapper
struct Stored {
    let key: String
    let fallback: Bool

    var wrappedValue: Bool {
        get { fatalError("Wrapped value should not be used.") }
        set { fatalError("Wrapped value should not be used.") }
    }

    init(wrappedValue: Bool, _ key: String) {
        self.fallback = wrappedValue
        self.key = key
    }

    static subscript(
        _enclosingInstance instance: LayoutSettings,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<LayoutSettings, Bool>,
        storage storageKeyPath: ReferenceWritableKeyPath<LayoutSettings, Self>
    ) -> Bool {
        get { instance.store[instance[keyPath: storageKeyPath].key] ?? instance[keyPath: storageKeyPath].fallback }
        set { instance.store[instance[keyPath: storageKeyPath].key] = newValue }
    }
}

struct SettingsBars: View {
    let settings = LayoutSettings()

    var body: some View {
        VStack {
            Color.red.frame(width: settings.compact ? 30 : 10, height: 4)
            Color.blue.frame(width: settings.grid ? 30 : 10, height: 4)
        }
    }
}

#Preview { SettingsBars() }
