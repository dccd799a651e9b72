import Foundation
import SwiftInterpreter

/// What Foundation's formatter classes (`DateFormatter`, `NumberFormatter`, `ByteCountFormatter`)
/// share here: a nested enum of styles, reading a style given as `.decimal` or
/// `NumberFormatter.Style.decimal`, and properties kept in the formatter's settings object (a class
/// instance, so every reference to the formatter shares them).
extension SwiftUIRuntime {
    /// Declares `Owner.Name` (`qualified`), an enum of `cases`, nested in `owner`.
    func declareNestedEnum(_ qualified: String, in owner: TypeInfo, cases: [String]) {
        let type = interpreter.declareType(qualified, kind: .enumType)
        type.conformances = ["Hashable", "Equatable"]
        for name in cases { type.addCase(EnumCase(name: name)) }
        owner.nestedTypes[String(qualified.split(separator: ".").last ?? "")] = type
    }

    /// The case named by `.decimal` or `Style.decimal`; nil for anything else.
    static func caseName(_ value: Value?) -> String? {
        switch value.map(unwrapped) {
        case let .unresolvedMember(member)?: return member.name
        case let .enumValue(instance)?: return instance.caseName
        default: return nil
        }
    }

    /// The option names of an option set as the program wrote it: `[.withFullDate, .withTime]`,
    /// one option (`.prettyPrinted`), or `[]`.
    static func optionNames(_ value: Value?) -> [String] {
        switch value.map(unwrapped) {
        case let .array(elements)?: return elements.compactMap { caseName($0) }
        case let .set(elements)?: return elements.elements.compactMap { caseName($0) }
        case let single?: return caseName(single).map { [$0] } ?? []
        case nil: return []
        }
    }

    /// A property `name` of `type` read from and written to its `Settings` payload.
    func settingsProperty<Settings>(_ type: TypeInfo, _ name: String, _: Settings.Type, empty: Value,
                                    get: @escaping (Settings) -> Value, set: @escaping (Settings, Value) -> Void) {
        type.computedProperties[name] = ComputedProperty(
            getter: .native(name) { _, selfValue, _ in selfValue.nativePayload(Settings.self).map(get) ?? empty },
            setter: .native(name) { _, selfValue, arguments in
                if let settings = selfValue.nativePayload(Settings.self), let value = arguments.first?.value { set(settings, Self.unwrapped(value)) }
                return .void
            })
    }

    /// `locale`: a `Locale` whose identifier the settings keep (the preview's until set).
    func localeProperty<Settings: AnyObject>(_ type: TypeInfo, _: Settings.Type, _ keyPath: ReferenceWritableKeyPath<Settings, String>) {
        type.computedProperties["locale"] = ComputedProperty(
            getter: .native("locale") { interpreter, selfValue, _ in
                interpreter.nativeValue("Locale", selfValue.nativePayload(Settings.self)?[keyPath: keyPath] ?? "en_US")
            },
            setter: .native("locale") { _, selfValue, arguments in
                if let identifier = arguments.first?.value.nativePayload(String.self) { selfValue.nativePayload(Settings.self)?[keyPath: keyPath] = identifier }
                return .void
            })
    }

    /// A date formatter's `timeZone` (kept as seconds from GMT), `string(from:)` and
    /// `date(from:)`, each through the host formatter its settings make (`DateFormatter`,
    /// `ISO8601DateFormatter`).
    func dateConversions<Settings: AnyObject>(_ type: TypeInfo, _: Settings.Type, zone: ReferenceWritableKeyPath<Settings, Int>,
                                              write: @escaping (Settings, Date) -> String, read: @escaping (Settings, String) -> Date?) {
        func settings(_ value: Value) -> Settings? { value.nativePayload(Settings.self) }
        type.computedProperties["timeZone"] = ComputedProperty(
            getter: .native("timeZone") { interpreter, selfValue, _ in interpreter.nativeValue("TimeZone", settings(selfValue)?[keyPath: zone] ?? 0) },
            setter: .native("timeZone") { _, selfValue, arguments in
                if let seconds = arguments.first?.value.nativePayload(Int.self) { settings(selfValue)?[keyPath: zone] = seconds }
                return .void
            })
        type.addMethod("string", .native("string") { _, selfValue, arguments in
            guard let target = settings(selfValue), let seconds = arguments.first?.value.nativePayload(Double.self) else { return .string("") }
            return .string(write(target, Date(timeIntervalSince1970: seconds)))
        })
        type.addMethod("date", .native("date") { interpreter, selfValue, arguments in
            guard let target = settings(selfValue), case let .string(text)? = arguments.first.map({ Self.unwrapped($0.value) }),
                  let date = read(target, text) else { return .nil }
            return .optional(interpreter.nativeValue("Date", date.timeIntervalSince1970))
        })
    }
}
