import SwiftInterpreter

/// A preference key's value as an `onPreferenceChange` above the views that set it sees it.
///
/// - No view below sets it: the key's `defaultValue` (Apple docs, "PreferenceKey.defaultValue":
///   "Views that have no explicit value for the key produce this default value").
/// - One view: its value; several: the first, combined with each next one by the key's
///   `reduce(value:nextValue:)` in view-tree order (SwiftUI's header for `reduce`: "This method
///   receives its values in view-tree order. Conceptually, this combines the preference value from
///   one tree with that of its next sibling"; quoted by fivestars.blog, "How SwiftUI's Preference
///   Keys are propagated"). SwiftUI may also call `reduce` with the default value in between
///   (shadowfacts.net, "SwiftUI Preferences", 2025); a reducer must not change its value then,
///   so leaving those calls out gives the same value for a correct reducer (unverified for others).
extension SwiftUIRuntime {
    func reducedPreference(for observer: PreferenceObserver) throws -> Value {
        let values = settling.preferenceValues
            .filter { $0.keyType === observer.keyType && $0.scopes.contains(observer.ticket) }
            .sorted { $0.ticket < $1.ticket }
        guard let first = values.first else { return try interpreter.staticMember("defaultValue", of: observer.keyType) }
        let accumulated = Box(first.value)
        for next in values.dropFirst() {
            let nextValue = next.value
            _ = try interpreter.callStatic("reduce", of: observer.keyType, [
                CallArgument("value", interpreter.inoutArgument(accumulated)),
                CallArgument("nextValue", .function(.native("nextValue") { _, _, _ in nextValue })),
            ])
        }
        return accumulated.value
    }
}
