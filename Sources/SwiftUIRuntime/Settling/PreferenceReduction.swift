import SwiftInterpreter

/// A preference key's value as a reader above the views that set it sees it (`onPreferenceChange`,
/// `overlayPreferenceValue`, a `transformPreference` around them).
///
/// - No view below sets it: the key's `defaultValue` (Apple docs, "PreferenceKey.defaultValue":
///   "Views that have no explicit value for the key produce this default value").
/// - One view: its value; several: the first, combined with each next one by the key's
///   `reduce(value:nextValue:)` in view-tree order (Apple docs, "PreferenceKey.reduce(value:nextValue:)":
///   "This method receives its values in view-tree order. Conceptually, this combines the
///   preference value from one tree with that of its next sibling"). SwiftUI may also call
///   `reduce` with the default value in between (shadowfacts.net, "SwiftUI Preferences", 2025);
///   Apple's "defaultValue" says `reduce(value: &x, nextValue: {defaultValue})` "shouldn't change
///   the meaning of `x`", so leaving those calls out gives the same value for a correct reducer.
/// - A `transformPreference(Key.self) { value in … }` between them: the values inside it are
///   reduced first (the default when none), the callback changes that value in place, and the
///   result is one value among its siblings (Apple docs, "transformPreference(_:_:)": "Applies a
///   transformation to a preference value"; the value it is given is the one its content
///   produces, as a reader there would see it).
extension SwiftUIRuntime {
    func reducedPreference(for observer: PreferenceObserver) throws -> Value {
        try reducedPreference(observer.keyType, inside: observer.ticket)
    }

    /// The value of `keyType` the modifier with ticket `scope` sees from the views inside it.
    func reducedPreference(_ keyType: TypeInfo, inside scope: Int) throws -> Value {
        try reducedPreferenceIfSet(keyType, inside: scope) ?? interpreter.staticMember("defaultValue", of: keyType)
    }

    /// As `reducedPreference`, nil when no view inside sets the key.
    private func reducedPreferenceIfSet(_ keyType: TypeInfo, inside scope: Int) throws -> Value? {
        let inside = settling.preferenceValues.enumerated()
            .filter { $0.element.keyType === keyType && $0.element.ticket != scope && $0.element.scopes.contains(scope) }
        let transforms = inside.filter { $0.element.transform != nil }.map(\.element.ticket)
        // The values directly inside: those no transform inside this scope encloses.
        let outermost = inside.filter { entry in
            !transforms.contains { $0 != entry.element.ticket && entry.element.scopes.contains($0) }
        }
        .sorted { ($0.element.ticket, $0.offset) < ($1.element.ticket, $1.offset) }
        .map(\.element)
        guard let first = outermost.first else { return nil }
        let accumulated = Box(try contribution(first))
        for next in outermost.dropFirst() {
            let nextValue = try contribution(next)
            _ = try interpreter.callStatic("reduce", of: keyType, [
                CallArgument("value", interpreter.inoutArgument(accumulated)),
                CallArgument("nextValue", .function(.native("nextValue") { _, _, _ in nextValue })),
            ])
        }
        return accumulated.value
    }

    /// What one record gives its parent: its value, or a transform applied to its content's value.
    private func contribution(_ record: PreferenceValueRecord) throws -> Value {
        guard let transform = record.transform else { return record.value }
        let value = Box(try reducedPreference(record.keyType, inside: record.ticket))
        _ = try interpreter.call(transform, [interpreter.inoutArgument(value)])
        return value.value
    }
}
