// `Environment(\.key)` made as a value inside a custom property wrapper's `init` is the same read as
// the attribute `@Environment(\.key)`: its `wrappedValue` is the environment's value.
// source: Apple docs, "Environment": `init(_ keyPath: KeyPath<EnvironmentValues, Value>)` and
// source: `var wrappedValue: Value`. `.environment(\.side, 30)` → a 30-wide colour.
// expect: no error
// expect: Color.width == 30
import SwiftUI

private struct SideKey: EnvironmentKey { static let defaultValue: CGFloat = 10 }
extension EnvironmentValues {
    var side: CGFloat {
        get { self[SideKey.self] }
        set { self[SideKey.self] = newValue }
    }
}

@propertyWrapper
struct Side: DynamicProperty {
    var reader: Environment<CGFloat>
    init() { reader = Environment(\.side) }
    var wrappedValue: CGFloat { reader.wrappedValue }
}

struct Tile: View {
    @Side var side
    var body: some View { Color.red.frame(width: side, height: 10) }
}

#Preview { Tile().environment(\.side, 30) }
