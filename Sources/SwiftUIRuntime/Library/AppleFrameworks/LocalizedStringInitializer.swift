import AppResources
import SwiftInterpreter

/// Foundation's `String(localized:defaultValue:table:bundle:locale:comment:)` (Apple docs,
/// "init(localized:table:bundle:locale:comment:)": "Creates a string by looking up the localized
/// value of a key in a table"). A plain key is looked up in the string tables of the bundle
/// `bundle:` names as `Text` looks one up (the table is `Localizable` unless `table:` names
/// another; `Bundle.main` unless `bundle:` names another: `LookupBundle`); a key no table has gives `defaultValue:` when there is one, else the key with
/// the warning `Text` gives (`localizedKeyShown`). A module with no string tables shows the key
/// (or the default value), as the source language's text. `String(localized: .title)` takes a
/// `LocalizedStringResource`: an implicit member there is a symbol a string-catalogue code
/// generator declares, whose name stands in as `Text(.title)` shows it. An interpolated key
/// (`"\(count) items"`) arrives already formatted, so it is shown as formatted, not looked up.
/// The text a `LocalizedStringResource` made by `LocalizedStringResource(_:defaultValue:table:…)`
/// (or `.init(…)` where one is expected) stands for, looked up once when it is made.
struct LocalizedResourceText {
    let text: String
    /// What it was made with (`LocalizedStringResourceMembers.swift` reads them back).
    var key: String
    var defaultValue: String?
    var table: String?
    var locale: Value?

    init(text: String, key: String? = nil, arguments: [CallArgument] = []) {
        self.text = text
        self.key = key ?? text
        func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        if case let .string(value)? = labelled("defaultValue").map(SwiftUIRuntime.unwrapped) { defaultValue = value }
        if case let .string(value)? = labelled("table").map(SwiftUIRuntime.unwrapped) { table = value }
        locale = labelled("locale")
    }
}

extension SwiftUIRuntime {
    func registerLocalizedStringInitializer() {
        // `LocalizedStringResource("key", defaultValue: "…", table: …, comment: …)` (Apple docs,
        // "LocalizedStringResource"): its text is looked up as `String(localized:)` looks a key up.
        if registerAppleType("LocalizedStringResource") != nil {
            initializer("LocalizedStringResource") { runtime, arguments in
                guard let first = arguments.all.first?.value else {
                    return runtime.libraryStandIn("LocalizedStringResource()", reason: "names no key (an implicit preview's invented argument)")
                }
                guard case .string = Self.unwrapped(first) else {
                    // A string literal the interpreter made a localized key of (its text is
                    // already the localized one), or another value `Text` can show: that text.
                    return runtime.interpreter.nativeValue("LocalizedStringResource", LocalizedResourceText(text: try runtime.string(first, "key")))
                }
                guard case let .string(text) = try runtime.localizedString(arguments.all) else { return .void }
                guard case let .string(key) = Self.unwrapped(first) else { return .void }
                return runtime.interpreter.nativeValue("LocalizedStringResource", LocalizedResourceText(text: text, key: key, arguments: arguments.all))
            }
            registerLocalizedStringResourceMembers()
        }
        guard let string = interpreter.type(named: "String") else { return }
        // `String.LocalizationValue("Hello")` (Apple docs, "String.LocalizationValue": `init(_:)`
        // from a string; a string literal or interpolation where one is expected): a default
        // value or key, modelled as the string it interpolates to.
        if string.nestedTypes["LocalizationValue"] == nil {
            let value = interpreter.registerNativeType("String.LocalizationValue")
            string.nestedTypes["LocalizationValue"] = value
            value.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
                guard arguments.count == 1, arguments[0].label == nil else {
                    throw runtime.failure("'String.LocalizationValue' is made from one string here (String.LocalizationValue(\"text\"))")
                }
                return .string(try runtime.string(arguments[0].value, "value"))
            })
        }
        let optionalLabels = ["defaultValue", "table", "bundle", "locale", "comment"]
        for mask in 0..<(1 << optionalLabels.count) {
            let labels = ["localized"] + optionalLabels.indices.filter { mask & (1 << $0) != 0 }.map { optionalLabels[$0] }
            string.initializers.append(.hosted("init", labels: labels) { runtime, _, arguments in
                try runtime.localizedString(arguments)
            })
        }
    }

    func localizedString(_ arguments: [CallArgument]) throws -> Value {
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
            let bundle = lookupBundle(arguments.first { $0.label == "bundle" }?.value)
            let found = bundle.resources.string(key: key, table: table, locale: settings.locale)
            if case .table = found.origin { return .string(found.text) }
            if let fallback = text("defaultValue") { return .string(fallback) }
            warnKeyShown(key, table: table, in: bundle, origin: found.origin)
            return .string(key)
        case let .native(native) where native.payload is LocalizedResourceText:
            return .string((native.payload as! LocalizedResourceText).text)
        case let .unresolvedMember(member) where member.name == "init" && member.arguments?.first?.label == nil:
            // `String(localized: .init("key", defaultValue: …))`: a `LocalizedStringResource` made here.
            guard let made = member.arguments, case .string = Self.unwrapped(made[0].value) else { return .string(try string(value, "localized")) }
            return try localizedString(made)
        case let .unresolvedMember(member):
            // `String(localized: .app("Hello"))`: `localized:` is a `LocalizedStringResource`, so an
            // implicit member there is one of its statics, the program's own first
            // (`extension LocalizedStringResource { static func app(_:) … }`: The Swift
            // Programming Language, "Implicit Member Expression").
            if let resolved = try interpreter.programStaticMember(member, of: "LocalizedStringResource"), !resolved.isUnresolvedMember {
                var resolvedArguments = arguments
                resolvedArguments[0].value = resolved
                return try localizedString(resolvedArguments)
            }
            return .string(try string(value, "localized"))
        default: return .string(try interpreter.describe(value))
        }
    }
}
