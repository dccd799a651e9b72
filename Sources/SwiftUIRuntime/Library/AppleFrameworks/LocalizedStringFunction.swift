import AppResources
import SwiftInterpreter

/// Foundation's `NSLocalizedString(_:tableName:bundle:value:comment:)` (Apple docs: "returns a
/// localized version of a string from the table for the current locale"; it calls the bundle's
/// `localizedString(forKey:value:table:)`, whose answer for a missing key is `value` when not
/// empty, else the key). The table is `Localizable` unless `tableName` names another, the bundle
/// `Bundle.main` unless `bundle` names another (`LookupBundle`). A key no table has shows the key, with the
/// warning `Text` gives for one (`localizedKeyShown`).
extension SwiftUIRuntime {
    func registerLocalizedStringFunction() {
        interpreter.registerFunction("NSLocalizedString") { interpreter, _, arguments in
            let runtime = try SwiftUIRuntime.hosting(interpreter)
            func text(_ label: String?) -> String? {
                guard let value = arguments.first(where: { $0.label == label })?.value, case let .string(text) = Self.unwrapped(value) else { return nil }
                return text
            }
            guard let key = text(nil) else { return arguments.first?.value ?? .string("") }
            let bundle = runtime.lookupBundle(arguments.first { $0.label == "bundle" }?.value)
            return .string(runtime.localizedString(key, value: text("value"), table: text("tableName") ?? "Localizable", in: bundle))
        }
    }
}
