import Foundation
import SwiftInterpreter

/// Foundation's `ByteCountFormatter` (Apple docs, "ByteCountFormatter": `countStyle` `.file` and
/// `.decimal` count 1 000 bytes to the kilobyte, `.memory` and `.binary` 1 024; `allowedUnits`,
/// `isAdaptive` (adaptive text shows no fraction for bytes and KB, one digit for MB, two for GB
/// and above), `allowsNonnumericFormatting` ("Zero KB"), `includesUnit`, `includesCount`,
/// `includesActualByteCount`, `zeroPadsFractionDigits`, `string(fromByteCount:)`, `string(for:)`
/// and the class's `string(fromByteCount:countStyle:)`). The text is the toolchain Foundation's
/// own in en_US: 1 234 567 bytes are "1.2 MB", 500 000 000 as memory "476.8 MB", 0 "Zero KB".
/// A formatter is a class: every reference shares its settings.
extension SwiftUIRuntime {
    final class ByteCountFormatterSettings {
        var countStyle = "file"
        var units: ByteCountFormatter.Units?
        var flags: [String: Bool] = [:]

        static let styles: [(String, ByteCountFormatter.CountStyle)] = [("file", .file), ("memory", .memory), ("decimal", .decimal), ("binary", .binary)]
        static let unitNames: [(String, ByteCountFormatter.Units)] = [
            ("useBytes", .useBytes), ("useKB", .useKB), ("useMB", .useMB), ("useGB", .useGB), ("useTB", .useTB), ("usePB", .usePB),
            ("useEB", .useEB), ("useZB", .useZB), ("useYBOrHigher", .useYBOrHigher), ("useAll", .useAll),
        ]
        static var flagSettings: [(String, ReferenceWritableKeyPath<ByteCountFormatter, Bool>)] { [
            ("isAdaptive", \.isAdaptive), ("allowsNonnumericFormatting", \.allowsNonnumericFormatting), ("includesUnit", \.includesUnit),
            ("includesCount", \.includesCount), ("includesActualByteCount", \.includesActualByteCount),
            ("zeroPadsFractionDigits", \.zeroPadsFractionDigits),
        ] }

        var host: ByteCountFormatter {
            let formatter = ByteCountFormatter()
            formatter.countStyle = Self.styles.first { $0.0 == countStyle }?.1 ?? .file
            // Left alone unless set: Linux's Foundation writes 0 as "0 bytes" once `.useAll` is
            // set, where its default (which is `.useAll`) writes Apple's "Zero KB".
            if let units { formatter.allowedUnits = units }
            for (name, keyPath) in Self.flagSettings {
                if let flag = flags[name] { formatter[keyPath: keyPath] = flag }
            }
            return formatter
        }
    }

    func registerByteCountFormatter() {
        guard let formatter = registerAppleType("ByteCountFormatter") else { return }
        declareNestedEnum("ByteCountFormatter.CountStyle", in: formatter, cases: ByteCountFormatterSettings.styles.map(\.0))
        typealias Settings = ByteCountFormatterSettings
        func settings(_ value: Value) -> Settings? { value.nativePayload(Settings.self) }
        let caseName = Self.caseName
        /// `[.useMB, .useGB]` or `.useMB`.
        func units(_ value: Value?) -> ByteCountFormatter.Units {
            var elements: [Value] = []
            switch value.map(Self.unwrapped) {
            case let .array(given)?: elements = given
            case let .set(given)?: elements = given.elements
            case let given?: elements = [given]
            case nil: break
            }
            var result: ByteCountFormatter.Units = []
            for element in elements {
                guard let name = caseName(element), let unit = ByteCountFormatterSettings.unitNames.first(where: { $0.0 == name })?.1 else { continue }
                result.insert(unit)
            }
            return result.isEmpty ? .useAll : result
        }
        func byteCount(_ value: Value?) -> Int64? {
            guard let value, let number = Self.boxedNumber(value), number.value.isFinite, abs(number.value) < 9.2e18 else { return nil }
            return Int64(number.value)
        }
        initializer("ByteCountFormatter") { `self`, _ in self.interpreter.nativeValue("ByteCountFormatter", ByteCountFormatterSettings()) }
        formatter.computedProperties["countStyle"] = ComputedProperty(
            getter: .hosted("countStyle") { runtime, selfValue, _ in
                runtime.enumCase("ByteCountFormatter.CountStyle", settings(selfValue)?.countStyle ?? "file")
            },
            setter: .native("countStyle") { _, selfValue, arguments in
                if let name = caseName(arguments.first?.value), ByteCountFormatterSettings.styles.contains(where: { $0.0 == name }) {
                    settings(selfValue)?.countStyle = name
                }
                return .void
            })
        // The units are kept for the text; read back, they are the set given (not a value the
        // layout reads).
        formatter.computedProperties["allowedUnits"] = ComputedProperty(
            getter: .native("allowedUnits") { _, _, _ in .array([]) },
            setter: .native("allowedUnits") { _, selfValue, arguments in
                settings(selfValue)?.units = units(arguments.first?.value)
                return .void
            })
        for (name, keyPath) in Settings.flagSettings {
            settingsProperty(formatter, name, Settings.self, empty: .bool(false), get: { .bool($0.flags[name] ?? $0.host[keyPath: keyPath]) },
                             set: { if case let .bool(flag) = $1 { $0.flags[name] = flag } })
        }
        formatter.computedProperties["formattingContext"] = ComputedProperty(getter: .native("formattingContext") { _, _, _ in .nil },
                                                                             setter: .native("formattingContext") { _, _, _ in .void })
        formatter.addMethod("string", .native("string") { _, selfValue, arguments in
            guard let target = settings(selfValue) else { return .string("") }
            // `string(for: Any?)` is optional and nil for what is not a number (Apple docs, `Formatter.string(for:)`).
            if arguments.first?.label == "for" {
                return .optional(byteCount(arguments.first?.value).map { .string(target.host.string(fromByteCount: $0)) })
            }
            return .string(target.host.string(fromByteCount: byteCount(arguments.first?.value) ?? 0))
        })
        formatter.staticMethods["string"] = [.native("string") { _, _, arguments in
            let settings = ByteCountFormatterSettings()
            if let name = caseName(arguments.first(where: { $0.label == "countStyle" })?.value) { settings.countStyle = name }
            return .string(settings.host.string(fromByteCount: byteCount(arguments.first?.value) ?? 0))
        }]
    }
}
