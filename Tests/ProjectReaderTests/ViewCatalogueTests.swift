import SwiftFrontEnd
import Testing
@testable import SwiftUIRuntime

/// `ViewCatalogue.unsupported` lists only views the runtime does not lay out: a name the
/// library registers (Toggle, List, Grid, …) is supported and must not be listed.
@Suite struct ViewCatalogueTests {
    @Test func unsupportedViewsAreNotInTheLibrary() {
        let runtime = SwiftUIRuntime(file: SwiftParser.parse(text: "", file: "x.swift").0)
        #expect(runtime.prepare() == nil)
        let laidOut = ViewCatalogue.unsupported.subtracting(runtime.unsupportedViewsRegistered).sorted()
        #expect(laidOut == [], "listed as unsupported but laid out by the runtime: \(laidOut)")
    }
}

/// `ModifierCatalogue.unmodelledLayout` lists only modifiers no file of the library models: a
/// name the library handles (`buttonStyle`, `listStyle`, …) is modelled, and the catalogue must
/// say so (its generic "not modelled" warning then only catches argument forms the model does not read).
@Suite struct ModifierCatalogueTests {
    /// `View` answers a look-up from `builtInModifierNames` before the modifiers' table is made
    /// (`TypeInfo.addMethodsOnFirstLookUp`): a modifier whose name it lacked would never be found.
    @Test func everyBuiltInModifierIsNamedBeforeItsTableIsMade() {
        let unnamed = SwiftUIRuntime.builtInModifiers.keys.filter { !SwiftUIRuntime.builtInModifierNames.contains($0) }.sorted()
        #expect(unnamed == [], "registered but missing from builtInModifierNames: \(unnamed)")
    }

    @Test func unmodelledModifiersHaveNoModelInTheLibrary() {
        let modelled = ModifierCatalogue.unmodelledLayoutInOrder.filter { name in
            SwiftUIRuntime.libraryViewMethods[name] != nil || (SwiftUIRuntime.builtInModifiers[name]?.count ?? 0) > 1
        }
        #expect(modelled == [], "listed as unmodelled but modelled by the runtime: \(modelled)")
    }

    @Test func modelledModifiersHaveAModelInTheLibrary() {
        let unmodelled = ModifierCatalogue.modelledWithFallback.sorted().filter { name in
            SwiftUIRuntime.libraryViewMethods[name] == nil && (SwiftUIRuntime.builtInModifiers[name]?.count ?? 0) < 2
        }
        #expect(unmodelled == [], "listed as modelled but not registered by the runtime: \(unmodelled)")
    }
}
