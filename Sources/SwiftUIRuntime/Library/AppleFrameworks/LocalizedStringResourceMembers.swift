import SwiftInterpreter

/// What a `LocalizedStringResource` tells about itself (Apple docs, "LocalizedStringResource":
/// `let key: String`, `let defaultValue: String.LocalizationValue`, `let table: String?`,
/// `var locale: Locale`). `key` is the key it was made with; `defaultValue` the value given, else
/// the key (`init(_ keyAndValue:)` makes the key its own value), read as its text (LayoutLens
/// models `String.LocalizationValue` as the string it interpolates to); `table` is nil unless one
/// was given (the lookup then uses `Localizable`, Apple docs, `init(_:table:locale:bundle:comment:)`:
/// "If not provided, nil, or an empty string, this value defaults to Localizable.strings"); `locale`
/// is the one given, else `Locale.current` (the initializers' default), the preview's locale.
extension SwiftUIRuntime {
    func registerLocalizedStringResourceMembers() {
        guard let resource = interpreter.type(named: "LocalizedStringResource") else { return }
        func property(_ name: String, _ read: @escaping (SwiftUIRuntime, LocalizedResourceText) -> Value) {
            resource.computedProperties[name] = ComputedProperty(getter: .hosted(name) { runtime, selfValue, _ in
                guard let made = selfValue.nativePayload(LocalizedResourceText.self) else { return .void }
                return read(runtime, made)
            })
        }
        property("key") { _, made in .string(made.key) }
        property("defaultValue") { _, made in .string(made.defaultValue ?? made.key) }
        property("table") { _, made in made.table.map { .optional(.string($0)) } ?? .nil }
        property("locale") { runtime, made in
            made.locale ?? runtime.interpreter.nativeValue("Locale", runtime.previewLocaleIdentifier)
        }
    }
}
