import SwiftFrontEnd

/// Static members that extensions in two modules of one program add to one type under the same
/// name: `extension Color { static let brand = … }` in the app and, with another value, in its
/// design-system package. Each module's extension member is its own: Swift resolves a name to
/// the declarations visible from the file, a module's own extension members shadow an imported
/// module's of the same name (swiftc's `removeShadowedDecls`: "a declaration in the current
/// module shadows one from an imported module"), and another module's internal members are not
/// visible at all (The Swift Programming Language, "Access Control").
///
/// The first module to declare the static (dependencies load first, so a package before the app
/// that imports it) keeps the plain name; a later module's is stored under
/// `TypeInfo.moduleScopedKey(name, module)` and read from code of that module. Approximation: a
/// third module that declares none reads the first one loaded even when only a later one is
/// `public` (swiftc would read the exported one).
extension Interpreter {
    /// The name a static declared with `modifiers` on `type` in the file in effect is stored
    /// under: its file's key for a private one that shadows the library's (`fileScopedName`), its
    /// module's key when another module declared the name on `type` first, else `name`.
    func staticStorageName(_ name: String, _ modifiers: [Modifier], in type: TypeInfo) -> String {
        let fileScoped = fileScopedName(name, modifiers, in: type)
        guard fileScoped == name, !moduleOfFile.isEmpty, !Self.isFilePrivate(modifiers), let module = currentModule else { return fileScoped }
        guard let first = type.staticModules[name] else {
            type.staticModules[name] = module
            return name
        }
        guard first != module else { return name }
        type.moduleScopedStatics.insert(name)
        return TypeInfo.moduleScopedKey(name, module: module)
    }

    /// The key of the module in effect's own static `name` of `type`, when a later module
    /// declared one under it; nil otherwise (the plain name answers).
    func moduleScopedStaticKey(_ name: String, of type: TypeInfo) -> String? {
        guard type.moduleScopedStatics.contains(name), let module = currentModule else { return nil }
        let key = TypeInfo.moduleScopedKey(name, module: module)
        return type.staticValues[key] != nil || type.staticInitialisers[key] != nil || type.staticComputed[key] != nil ? key : nil
    }
}
