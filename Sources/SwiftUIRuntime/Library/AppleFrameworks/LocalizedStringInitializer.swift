import AppResources
import SwiftInterpreter

/// Foundation's `String(localized:defaultValue:table:bundle:locale:comment:)` (Apple docs,
/// "init(localized:table:bundle:locale:comment:)": "Creates a string by looking up the localized
/// value of a key in a table"). A plain key is looked up in the module's string tables as `Text`
/// looks one up (the table is `Localizable` unless `table:` names another; every bundle is the
/// module's own); a key no table has gives `defaultValue:` when there is one, else the key with
/// the warning `Text` gives (`localizedKeyShown`). A module with no string tables shows the key
/// (or the default value), as the source language's text. `String(localized: .title)` takes a
/// `LocalizedStringResource`: an implicit member there is a symbol a string-catalogue code
/// generator declares, whose name stands in as `Text(.title)` shows it. An interpolated key
/// (`"\(count) items"`) arrives already formatted, so it is shown as formatted, not looked up.
extension SwiftUIRuntime {
    func registerLocalizedStringInitializer() {
        guard let string = interpreter.type(named: "String") else { return }
        let optionalLabels = ["defaultValue", "table", "bundle", "locale", "comment"]
        for mask in 0..<(1 << optionalLabels.count) {
            let labels = ["localized"] + optionalLabels.indices.filter { mask & (1 << $0) != 0 }.map { optionalLabels[$0] }
            string.initializers.append(.hosted("init", labels: labels) { runtime, _, arguments in
                try runtime.localizedString(arguments)
            })
        }
    }

    private func localizedString(_ arguments: [CallArgument]) throws -> Value {
        func text(_ label: String) -> String? {
            guard case let .string(text)? = arguments.first(where: { $0.label == label }).map({ Self.unwrapped($0.value) }) else { return nil }
            return text
        }
        let value = Self.unwrapped(arguments[0].value)
        switch value {
        case let .string(key):
            let isInterpolated = interpreter.nativeArgumentSpans.first.flatMap(\.valueSpan)
                .map { interpreter.currentFile?.text(of: $0).contains("\\(") == true } ?? false
            if isInterpolated || resources.localizations.isEmpty { return .string(text("defaultValue") ?? key) }
            let table = text("table") ?? "Localizable"
            let found = resources.string(key: key, table: table, locale: settings.locale)
            switch found.origin {
            case .table: return .string(found.text)
            case .keyIsSourceText: return .string(text("defaultValue") ?? key)
            case .missing:
                if let fallback = text("defaultValue") { return .string(fallback) }
                warn(.localizedKeyShown(key, table: table, locale: settings.locale ?? resources.developmentLanguage),
                     at: interpreter.currentRange)
                return .string(key)
            }
        case .unresolvedMember: return .string(try string(value, "localized"))
        default: return .string(try interpreter.describe(value))
        }
    }
}
