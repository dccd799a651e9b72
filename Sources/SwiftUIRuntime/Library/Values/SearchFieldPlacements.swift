import SwiftInterpreter

/// SwiftUI's `SearchFieldPlacement` (Apple docs, "SearchFieldPlacement", a struct): the
/// placements `.searchable(text:placement:prompt:)` takes, as a value a view keeps in a property
/// or a parameter's default (`let placement: SearchFieldPlacement`, `placement:
/// SearchFieldPlacement = .automatic`) and hands on to the modifier. Its static members are
/// `automatic`, `navigationBarDrawer`, `sidebar`, `toolbar` and `toolbarPrincipal`, and
/// `navigationBarDrawer(displayMode:)` ("The search field appears in the navigation bar using
/// the specified display mode"), which is the drawer placement here: the display mode only says
/// when scrolling hides the field, and a preview is not scrolled. `Searchable` reads the case.
extension SwiftUIRuntime {
    func registerSearchFieldPlacement() {
        guard interpreter.type(named: "SearchFieldPlacement") == nil else { return }
        let placement = interpreter.declareType("SearchFieldPlacement", kind: .enumType)
        placement.conformances = ["Sendable"]
        for name in Self.searchFieldPlacements { placement.addCase(EnumCase(name: name)) }
        placement.staticMethods["navigationBarDrawer"] = [.native("navigationBarDrawer", labels: ["displayMode"]) { _, _, _ in
            .enumValue(EnumInstance(type: placement, caseName: "navigationBarDrawer"))
        }]
        // `SearchFieldPlacement.NavigationBarDrawerDisplayMode`: `always` and `automatic`
        // (Apple docs, a struct of those two static members).
        let displayMode = interpreter.declareType("SearchFieldPlacement.NavigationBarDrawerDisplayMode", kind: .enumType)
        displayMode.conformances = ["Sendable"]
        for name in ["always", "automatic"] { displayMode.addCase(EnumCase(name: name)) }
        placement.nestedTypes["NavigationBarDrawerDisplayMode"] = displayMode
    }

    /// The placements Apple's `SearchFieldPlacement` declares as static members.
    static let searchFieldPlacements = ["automatic", "navigationBarDrawer", "sidebar", "toolbar", "toolbarPrincipal"]
}
