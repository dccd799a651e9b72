import SwiftInterpreter

extension SwiftUIRuntime {
    /// Whether `LocalizedStringResource` has a static property `name` the program declares or
    /// Xcode generates from the module's string catalogs (`StringCatalogSymbols`), so `.name`
    /// where a localized title is taken (`Text(.name)`, `Button(.name) { … }`) is that resource.
    func hasLocalizedResourceSymbol(_ name: String) -> Bool {
        interpreter.type(named: "LocalizedStringResource")?.staticComputed[name] != nil
    }
}
