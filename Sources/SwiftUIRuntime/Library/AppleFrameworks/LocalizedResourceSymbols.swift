import SwiftInterpreter

extension SwiftUIRuntime {
    /// Whether `LocalizedStringResource` has a static property `name` the program declares or
    /// Xcode generates from the module's string catalogs (`StringCatalogSymbols`), so `.name`
    /// where a localized title is taken (`Text(.name)`, `Button(.name) { … }`) is that resource.
    func hasLocalizedResourceSymbol(_ name: String) -> Bool {
        interpreter.type(named: "LocalizedStringResource")?.staticComputed[name] != nil
    }

    /// Whether `LocalizedStringResource` has a static function `name` the program declares
    /// (`extension LocalizedStringResource { static func settings(_ key: String.LocalizationValue) … }`),
    /// so `.name("Key")` where a localized title is taken is the resource that function makes.
    func hasLocalizedResourceFunction(_ name: String) -> Bool {
        interpreter.type(named: "LocalizedStringResource")?.staticMethods[name]?.isEmpty == false
    }
}
