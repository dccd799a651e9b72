import SwiftInterpreter

/// A module's name used to qualify a name (`SwiftUI.Font.title`, `Swift.max(a, b)`,
/// `Foundation.Date()`), as files do where an app declares its own type of the same name. The
/// qualified name is the library's: a member of the module is the top-level name.
extension SwiftUIRuntime {
    static let moduleNamespaceTypeName = "_ModuleNamespace"
    /// The modules whose names a view file may qualify with, all of whose names LayoutLens knows
    /// as its built-in library.
    /// `SwiftUICore` is the module Xcode 16's SDK moved SwiftUI's core types to (`Font`, `Color`,
    /// `View`), re-exported by `SwiftUI`, so `SwiftUICore.Font.largeTitle` is SwiftUI's font.
    static let moduleNames: Set<String> = ["SwiftUI", "SwiftUICore", "Swift", "Foundation", "CoreGraphics", "UIKit"]

    func registerModuleNamespaces() {
        interpreter.moduleQualifiers = Self.moduleNames.union(programModuleNames)
        interpreter.programModuleNames = programModuleNames
        interpreter.libraryModuleName = "SwiftUI"
        let descriptor = NativeTypeDescriptor(
            member: { interpreter, namespace, name in
                // `SwiftUI.Form` inside the app's own `struct Form`: the library's type, which the
                // app's declaration shadows for the bare name only.
                if case let .native(native) = namespace, let module = native.payload as? String, Self.moduleNames.contains(module),
                   let library = interpreter.libraryType(shadowedBy: name) {
                    return .metatype(library)
                }
                // `Theme.Asset` where the app and the package `Theme` each declare an `Asset`:
                // that module's own (`ModuleScopedTypes`).
                if case let .native(native) = namespace, let module = native.payload as? String, !Self.moduleNames.contains(module),
                   let qualified = interpreter.moduleQualifiedType(module: module, name: name) {
                    return .metatype(qualified)
                }
                // `Palette.spacing` where two modules each declare a global `spacing`
                // (`ModuleScopedGlobals`).
                if case let .native(native) = namespace, let module = native.payload as? String, !Self.moduleNames.contains(module),
                   let qualified = try interpreter.moduleQualifiedGlobal(module: module, name: name) {
                    return qualified
                }
                return try interpreter.value(named: name)
            },
            describe: { value in
                guard case let .native(native) = value, let module = native.payload as? String else { return "module" }
                return module
            })
        interpreter.registerNativeType(Self.moduleNamespaceTypeName, descriptor: descriptor)
    }
}
