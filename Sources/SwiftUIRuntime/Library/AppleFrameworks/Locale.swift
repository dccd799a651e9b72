import SwiftInterpreter

/// Foundation's `Locale` (Apple docs, "Locale": `current`, `autoupdatingCurrent`,
/// `init(identifier:)`, `identifier`, `language`, `region`, `currency`, `languageCode`,
/// `regionCode`, `currencyCode`, `currencySymbol`, `decimalSeparator`, `groupingSeparator`,
/// `usesMetricSystem`, `localizedString(forLanguageCode:)`, `localizedString(forRegionCode:)`,
/// `localizedString(forIdentifier:)`, `preferredLanguages`).
///
/// The preview runs in one fixed locale, as a fresh simulator does: the language `--locale`
/// names, else English, in the United States region (`en_US`; a new simulator's default,
/// unverified as Xcode's for every host). An identifier's parts are read as Foundation reads
/// them: language, then an optional script, then the region (`zh_Hans_CN`, `de-DE`).
extension SwiftUIRuntime {
    func registerLocale() {
        let describe = NativeTypeDescriptor(describe: { $0.nativePayload(String.self) ?? "" })
        guard let locale = registerAppleType("Locale", descriptor: describe) else { return }
        locale.conformances = ["Hashable", "Equatable"]
        for nested in ["Language", "LanguageCode", "Region", "Currency", "Script"] {
            let type = interpreter.registerNativeType("Locale." + nested, descriptor: describe)
            type.conformances = ["Hashable", "Equatable"]
            locale.nestedTypes[nested] = type
            type.computedProperties["identifier"] = ComputedProperty(getter: .native("identifier") { _, selfValue, _ in
                .string(selfValue.nativePayload(String.self) ?? "")
            })
            type.initializers.append(.native("init") { interpreter, _, arguments in
                guard case let .string(raw)? = arguments.first?.value else { return interpreter.nativeValue("Locale." + nested, "") }
                return interpreter.nativeValue("Locale." + nested, raw)
            })
        }
        // `LanguageCode.identifier(_:)` (iOS 16): `.alpha2` is the two-letter ISO 639-1 code,
        // `.alpha3` ISO 639-2's terminology code (swiftc on Linux: "de" → "deu"); nil for a
        // code LayoutLens has no three-letter form of.
        locale.nestedTypes["LanguageCode"]?.addMethod("identifier", .native("identifier") { _, selfValue, arguments in
            let code = selfValue.nativePayload(String.self) ?? ""
            guard case let .unresolvedMember(member)? = arguments.first?.value, member.name != "alpha2" else { return .optional(.string(code)) }
            return LocaleNames.alpha3Languages[code].map { .optional(.string($0)) } ?? .nil
        })
        if let language = locale.nestedTypes["Language"] {
            language.computedProperties["languageCode"] = ComputedProperty(getter: .native("languageCode") { interpreter, selfValue, _ in
                let parts = LocaleIdentifier(selfValue.nativePayload(String.self) ?? "")
                return parts.language.isEmpty ? .nil : .optional(interpreter.nativeValue("Locale.LanguageCode", parts.language))
            })
            language.computedProperties["region"] = ComputedProperty(getter: .native("region") { interpreter, selfValue, _ in
                let parts = LocaleIdentifier(selfValue.nativePayload(String.self) ?? "")
                return parts.region.map { .optional(interpreter.nativeValue("Locale.Region", $0)) } ?? .nil
            })
            language.computedProperties["minimalIdentifier"] = language.computedProperties["identifier"]
            language.computedProperties["maximalIdentifier"] = language.computedProperties["identifier"]
        }
        for name in ["current", "autoupdatingCurrent"] {
            locale.staticComputed[name] = ComputedProperty(getter: .hosted(name) { runtime, _, _ in
                runtime.interpreter.nativeValue("Locale", runtime.previewLocaleIdentifier)
            })
        }
        // `Locale.preferredLanguages`: the device's languages in order, BCP 47 (`en-US`).
        locale.staticComputed["preferredLanguages"] = ComputedProperty(getter: .hosted("preferredLanguages") { runtime, _, _ in
            let parts = LocaleIdentifier(runtime.previewLocaleIdentifier)
            return .array([.string(parts.language + (parts.region.map { "-" + $0 } ?? ""))])
        })
        initializer("Locale") { `self`, arguments in
            let identifier = arguments["identifier"] ?? arguments.unlabelled.first
            return self.interpreter.nativeValue("Locale", try identifier.map { try self.string($0, "identifier") } ?? "")
        }
        registerLocaleProperties(locale)
        registerLocaleNames(locale)
    }

    /// `en_US`, or the `--locale` language in the United States region.
    var previewLocaleIdentifier: String {
        guard let chosen = settings.locale, !chosen.isEmpty else { return "en_US" }
        let parts = LocaleIdentifier(chosen)
        return parts.language + (parts.script.map { "_" + $0 } ?? "") + "_" + (parts.region ?? "US")
    }

    private func registerLocaleProperties(_ locale: TypeInfo) {
        func identifier(_ value: Value) -> LocaleIdentifier { LocaleIdentifier(value.nativePayload(String.self) ?? "") }
        let properties: [(String, (Interpreter, LocaleIdentifier, String) -> Value)] = [
            ("identifier", { _, _, whole in .string(whole) }),
            ("language", { interpreter, _, whole in interpreter.nativeValue("Locale.Language", whole) }),
            ("languageCode", { _, parts, _ in parts.language.isEmpty ? .nil : .optional(.string(parts.language)) }),
            ("regionCode", { _, parts, _ in parts.region.map { .optional(.string($0)) } ?? .nil }),
            ("scriptCode", { _, parts, _ in parts.script.map { .optional(.string($0)) } ?? .nil }),
            ("region", { interpreter, parts, _ in parts.region.map { .optional(interpreter.nativeValue("Locale.Region", $0)) } ?? .nil }),
            ("currency", { interpreter, parts, _ in
                parts.conventions.map { .optional(interpreter.nativeValue("Locale.Currency", $0.currencyCode)) } ?? .nil
            }),
            ("currencyCode", { _, parts, _ in parts.conventions.map { .optional(.string($0.currencyCode)) } ?? .nil }),
            ("currencySymbol", { _, parts, _ in parts.conventions.map { .optional(.string($0.currencySymbol)) } ?? .nil }),
            ("decimalSeparator", { _, parts, _ in .optional(.string(parts.conventions?.decimalSeparator ?? ".")) }),
            ("groupingSeparator", { _, parts, _ in .optional(.string(parts.conventions?.groupingSeparator ?? ",")) }),
            ("usesMetricSystem", { _, parts, _ in .bool(parts.conventions?.usesMetricSystem ?? true) }),
        ]
        for (name, read) in properties {
            locale.computedProperties[name] = ComputedProperty(getter: .native(name) { interpreter, selfValue, _ in
                read(interpreter, identifier(selfValue), selfValue.nativePayload(String.self) ?? "")
            })
        }
    }

    /// `localizedString(forLanguageCode:)`, `(forRegionCode:)`, `(forIdentifier:)`: the name in
    /// the locale's language. Only English names are known (CLDR's); in another language, or for
    /// a code not in the table, nil with `libraryAssumedValue`.
    private func registerLocaleNames(_ locale: TypeInfo) {
        locale.addMethod("localizedString", .hosted("localizedString") { runtime, selfValue, arguments in
            guard let argument = arguments.first, case let .string(code) = Self.unwrapped(argument.value) else { return .nil }
            let label = argument.label ?? "forIdentifier"
            let inEnglish = LocaleIdentifier(selfValue.nativePayload(String.self) ?? "").language == "en"
            let parts = LocaleIdentifier(code)
            let name: String?
            switch label {
            case "forLanguageCode": name = LocaleNames.englishLanguages[parts.language]
            case "forRegionCode": name = LocaleNames.englishRegions[code.uppercased()]
            default:
                name = LocaleNames.englishLanguages[parts.language].map { language in
                    parts.region.flatMap { LocaleNames.englishRegions[$0] }.map { "\(language) (\($0))" } ?? language
                }
            }
            if let name, inEnglish { return .optional(.string(name)) }
            runtime.warn(.libraryAssumedValue("Locale.localizedString(\(label): \"\(code)\")",
                                              reason: inEnglish ? "names a code LayoutLens has no name for" : "is only known in English to LayoutLens",
                                              assumption: "nil"), at: runtime.interpreter.currentRange)
            return .nil
        })
    }
}

/// A locale identifier's parts, as Foundation reads `language[_-]Script[_-]REGION[@keywords]`.
struct LocaleIdentifier {
    var language = ""
    var script: String?
    var region: String?

    init(_ identifier: String) {
        let base = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
        var parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard !parts.isEmpty else { return }
        language = parts.removeFirst().lowercased()
        if let next = parts.first, next.count == 4 { script = next.prefix(1).uppercased() + next.dropFirst().lowercased(); parts.removeFirst() }
        if let next = parts.first, next.count == 2 || (next.count == 3 && next.allSatisfy(\.isNumber)) { region = next.uppercased() }
    }

    /// The region's number and currency conventions, for the regions LayoutLens knows.
    var conventions: RegionConventions? { region.flatMap { RegionConventions.known[$0] } }
}

/// A region's currency and number conventions (CLDR: ISO 4217 currency, its symbol in the
/// region, decimal and grouping separators, and whether the region measures in metric).
struct RegionConventions {
    var currencyCode: String
    var currencySymbol: String
    var decimalSeparator: String
    var groupingSeparator: String
    var usesMetricSystem: Bool

    static let known: [String: RegionConventions] = [
        "US": .init(currencyCode: "USD", currencySymbol: "$", decimalSeparator: ".", groupingSeparator: ",", usesMetricSystem: false),
        "GB": .init(currencyCode: "GBP", currencySymbol: "£", decimalSeparator: ".", groupingSeparator: ",", usesMetricSystem: true),
        "CA": .init(currencyCode: "CAD", currencySymbol: "$", decimalSeparator: ".", groupingSeparator: ",", usesMetricSystem: true),
        "AU": .init(currencyCode: "AUD", currencySymbol: "$", decimalSeparator: ".", groupingSeparator: ",", usesMetricSystem: true),
        "DE": .init(currencyCode: "EUR", currencySymbol: "€", decimalSeparator: ",", groupingSeparator: ".", usesMetricSystem: true),
        "FR": .init(currencyCode: "EUR", currencySymbol: "€", decimalSeparator: ",", groupingSeparator: "\u{202F}", usesMetricSystem: true),
        "ES": .init(currencyCode: "EUR", currencySymbol: "€", decimalSeparator: ",", groupingSeparator: ".", usesMetricSystem: true),
        "IT": .init(currencyCode: "EUR", currencySymbol: "€", decimalSeparator: ",", groupingSeparator: ".", usesMetricSystem: true),
        "NL": .init(currencyCode: "EUR", currencySymbol: "€", decimalSeparator: ",", groupingSeparator: ".", usesMetricSystem: true),
        "JP": .init(currencyCode: "JPY", currencySymbol: "¥", decimalSeparator: ".", groupingSeparator: ",", usesMetricSystem: true),
        "CN": .init(currencyCode: "CNY", currencySymbol: "¥", decimalSeparator: ".", groupingSeparator: ",", usesMetricSystem: true),
        "BR": .init(currencyCode: "BRL", currencySymbol: "R$", decimalSeparator: ",", groupingSeparator: ".", usesMetricSystem: true),
    ]
}

/// English display names of languages (ISO 639-1) and regions (ISO 3166-1), as CLDR's English
/// data gives them (the names `Locale(identifier: "en_US").localizedString(…)` returns).
enum LocaleNames {
    static let englishLanguages: [String: String] = [
        "ar": "Arabic", "bg": "Bulgarian", "ca": "Catalan", "cs": "Czech", "da": "Danish", "de": "German", "el": "Greek",
        "en": "English", "eo": "Esperanto", "es": "Spanish", "et": "Estonian", "fa": "Persian", "fi": "Finnish", "fr": "French",
        "he": "Hebrew", "hi": "Hindi", "hr": "Croatian", "hu": "Hungarian", "id": "Indonesian", "it": "Italian", "ja": "Japanese",
        "ko": "Korean", "lt": "Lithuanian", "lv": "Latvian", "ms": "Malay", "nb": "Norwegian Bokmål", "nl": "Dutch",
        "pl": "Polish", "pt": "Portuguese", "ro": "Romanian", "ru": "Russian", "sk": "Slovak", "sl": "Slovenian", "sr": "Serbian",
        "sv": "Swedish", "th": "Thai", "tr": "Turkish", "uk": "Ukrainian", "vi": "Vietnamese", "zh": "Chinese",
    ]
    /// ISO 639-2/T three-letter codes of the languages above.
    static let alpha3Languages: [String: String] = [
        "ar": "ara", "bg": "bul", "ca": "cat", "cs": "ces", "da": "dan", "de": "deu", "el": "ell", "en": "eng", "eo": "epo",
        "es": "spa", "et": "est", "fa": "fas", "fi": "fin", "fr": "fra", "he": "heb", "hi": "hin", "hr": "hrv", "hu": "hun",
        "id": "ind", "it": "ita", "ja": "jpn", "ko": "kor", "lt": "lit", "lv": "lav", "ms": "msa", "nb": "nob", "nl": "nld",
        "pl": "pol", "pt": "por", "ro": "ron", "ru": "rus", "sk": "slk", "sl": "slv", "sr": "srp", "sv": "swe", "th": "tha",
        "tr": "tur", "uk": "ukr", "vi": "vie", "zh": "zho",
    ]
    static let englishRegions: [String: String] = [
        "AT": "Austria", "AU": "Australia", "BE": "Belgium", "BR": "Brazil", "CA": "Canada", "CH": "Switzerland", "CN": "China",
        "DE": "Germany", "DK": "Denmark", "ES": "Spain", "FI": "Finland", "FR": "France", "GB": "United Kingdom", "IE": "Ireland",
        "IN": "India", "IT": "Italy", "JP": "Japan", "KR": "South Korea", "MX": "Mexico", "NL": "Netherlands", "NO": "Norway",
        "NZ": "New Zealand", "PL": "Poland", "PT": "Portugal", "RU": "Russia", "SE": "Sweden", "US": "United States",
    ]
}
