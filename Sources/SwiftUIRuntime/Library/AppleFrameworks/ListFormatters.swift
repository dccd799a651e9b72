import SwiftInterpreter

/// Foundation's `ListFormatter` (Apple docs, "ListFormatter": `localizedString(byJoining:)` and
/// `string(from:)` join items "with locale-specific separators"). In English (CLDR's en list
/// pattern, the one the preview's en_US uses) one item is itself, two are "A and B", three or more
/// "A, B, and C" (the serial comma); no items give "". Each item is its description. In another
/// preview language the English pattern is kept, with `libraryAssumedValue` (CLDR's other patterns
/// are not carried). `Array.formatted()` / `.formatted(.list(type: .and))` (`ListFormatStyle`)
/// give the same text.
extension SwiftUIRuntime {
    static func englishList(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return items[0] + " and " + items[1]
        default: return items.dropLast().joined(separator: ", ") + ", and " + items[items.count - 1]
        }
    }

    func registerListFormatter() {
        guard let formatter = registerAppleType("ListFormatter") else { return }
        func joined(_ runtime: SwiftUIRuntime, _ value: Value?) throws -> String {
            guard case let .array(elements)? = value.map(Self.unwrapped) else { return "" }
            if let language = runtime.settings.locale, !language.hasPrefix("en") {
                runtime.warn(.libraryAssumedValue("ListFormatter", reason: "joins items with another language's list pattern ('\(language)')",
                                                  assumption: "the English pattern (\"A, B, and C\")"), at: runtime.interpreter.currentRange)
            }
            return Self.englishList(try elements.map { try runtime.interpreter.describe($0) })
        }
        initializer("ListFormatter") { `self`, _ in self.interpreter.nativeValue("ListFormatter", 0) }
        formatter.staticMethods["localizedString"] = [.hosted("localizedString") { runtime, _, arguments in
            .string(try joined(runtime, arguments.first?.value))
        }]
        formatter.addMethod("string", .hosted("string") { runtime, _, arguments in
            .optional(.string(try joined(runtime, arguments.first?.value)))
        })
        // `[String].formatted()` and `.formatted(.list(type: .and))` (Apple docs,
        // "ListFormatStyle": the default is `type: .and`, `width: .standard`): the same English
        // pattern. Another type or width keeps it with `libraryAssumedValue`.
        interpreter.type(named: "Array")?.addMethod("formatted", .hosted("formatted") { runtime, selfValue, arguments in
            if case let .unresolvedMember(style)? = arguments.first.map({ Self.unwrapped($0.value) }), style.name == "list" {
                let type = Self.caseName(style.arguments?.first(where: { $0.label == "type" })?.value) ?? "and"
                let width = Self.caseName(style.arguments?.first(where: { $0.label == "width" })?.value) ?? "standard"
                if type != "and" || width != "standard" {
                    runtime.warn(.libraryAssumedValue("ListFormatStyle", reason: "joins with the '\(type)' list pattern of '\(width)' width",
                                                      assumption: "the English 'and' pattern (\"A, B, and C\")"), at: runtime.interpreter.currentRange)
                }
            }
            return .string(try joined(runtime, selfValue))
        })
        for name in ["locale", "itemFormatter"] {
            formatter.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in .nil }, setter: .native(name) { _, _, _ in .void })
        }
    }
}
