// A property wrapper holding another wrapped property with no value (`@Stored private var inner:
// Value`) whose wrapper has no `init()`: Swift does not make that storage itself; the outer
// wrapper's initializer assigns it (`_inner = Stored(key:defaultValue:)`), so the property a view
// reads through both wrappers has the default the attribute gave.
// source: SE-0258 "Property Wrappers" ("Initialization of synthesized storage properties": the
// source: storage is default-initialised with `init()` only when the wrapper has one); swiftc 6
// source: compiles and runs the same two wrappers, printing 80.0.
// source: the colour's frame: width 80 (the attribute's defaultValue), height 10.
// expect: no error
// expect: Color.size == 80×10
import SwiftUI

@propertyWrapper
struct Stored<Value> {
    private var value: Value

    init(key: String, defaultValue: Value) {
        value = defaultValue
    }

    var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }
}

@propertyWrapper
struct Mirrored<Value> {
    @Stored private var inner: Value

    init(key: String, defaultValue: Value) {
        _inner = Stored(key: key, defaultValue: defaultValue)
    }

    var wrappedValue: Value {
        get { inner }
        set { inner = newValue }
    }
}

struct Settings {
    @Mirrored(key: "width", defaultValue: 80) var width: CGFloat
}

struct WidthBar: View {
    let settings = Settings()

    var body: some View {
        Color.red.frame(width: settings.width, height: 10)
    }
}

#Preview {
    WidthBar()
}
