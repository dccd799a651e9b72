import SwiftInterpreter

/// The SwiftUI environment as user code reads it: `@Environment(\.key)` values and
/// `@EnvironmentObject`s, set by `.environment(…)`/`.environmentObject(…)` above a view and
/// otherwise the defaults of an iOS preview.
///
/// Text environment values that change layout (font, line limit, …) are engine environment
/// modifiers instead; this is for values the program itself reads.
struct RuntimeEnvironment {
    var values: [String: Value] = [:]
    var objects: [String: Value] = [:]

    mutating func apply(_ change: EnvironmentChange) {
        switch change {
        case let .value(key, value): values[key] = value
        case let .object(typeName, value): objects[typeName] = value
        }
    }
}
