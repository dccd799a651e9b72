import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `.searchable(text:placement:prompt:)` and its forms with `isPresented:` and tokens: on an
/// iPhone, a search field in the navigation bar of the enclosing `NavigationStack`, below the
/// title (Apple, `SearchFieldPlacement.navigationBarDrawer`: "The search field appears in the
/// navigation bar", "The field appears below any navigation bar title"). The bar grows by
/// `BarMetrics.searchFieldHeight` (unverified) and the content starts that much lower; the field's
/// text and prompt are not drawn. A preview shows the field unfocused, so the bound text,
/// `isPresented` and the tokens change no frame.
///
/// Placements: `.automatic` is taken as the drawer (unverified: Apple says only "SwiftUI places
/// the search field automatically"); `.sidebar` is the drawer on an iPhone ("If a sidebar isn't
/// available … SwiftUI uses automatic placement"); `.toolbar` takes no room ("In iOS … the search
/// field appears below the navigation bar and is revealed by scrolling", so a preview at the top
/// shows none); `.toolbarPrincipal` sits in the bar's principal section, which the bar already
/// has. On a `NavigationStack` itself, or on a view inside one, the field is in that stack's bar;
/// outside a navigation stack no bar holds the field: it takes no room, with a warning.
extension SwiftUIRuntime {
    func registerSearchable() {
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("searchable", .hosted("searchable", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("searchable", arguments)
            try arguments.check(allowed: ["text", "isPresented", "tokens", "suggestedTokens", "editableTokens", "selectedScope",
                                          "scopes", "placement", "prompt", "token", "suggestions"], unlabelledCount: 1, in: self)
            guard arguments.has("text") else { throw self.failure(.missingArgument("text", callee: "searchable")) }
            var placement = "automatic"
            // `.toolbar` as written, or a `SearchFieldPlacement` a property or parameter holds.
            switch arguments["placement"] {
            case nil: break
            case let .unresolvedMember(member)?: placement = member.name
            case let .enumValue(instance)? where instance.type.name == "SearchFieldPlacement": placement = instance.caseName
            default: throw self.failure("'placement' takes a 'SearchFieldPlacement'")
            }
            let range = self.calleeNameRange("searchable")
            guard Self.searchFieldPlacements.contains(placement) else {
                throw self.failure(.noMemberOnType(placement, type: "SearchFieldPlacement"), naming: placement)
            }
            let inDrawer = ["automatic", "navigationBarDrawer", "sidebar"].contains(placement)
            let modifier = ModifierDescription(name: "searchable") { [unowned self] node, _ in
                guard inDrawer else { return node }
                // On the stack itself (`NavigationStack { … }.searchable(text:)`): its bar.
                if node.primitive is NavigationStackLayout, let first = node.children.first,
                   var bar = first.primitive as? NavigationBarLayout {
                    var stack = node
                    bar.hasSearchField = true
                    stack.children[0].primitive = bar
                    return stack
                }
                guard !self.bars.navigation.isEmpty else {
                    self.warn(.approximatedView("searchable", rule: "outside a navigation stack the search field takes no room"), at: range)
                    return node
                }
                self.bars.navigation[self.bars.navigation.count - 1].hasSearchField = true
                return node
            }
            return self.view("ModifiedContent", .modified(base: base, modifier: modifier))
        })
        registerSearchToolbarBehaviors(viewType)
    }

    /// `searchPresentationToolbarBehavior(_:)` (iOS 17.1, Apple docs: how the toolbar behaves
    /// "when presenting search") changes nothing a preview shows, whose field is never presented;
    /// `searchToolbarBehavior(_:)` (iOS 26, Apple docs: `.minimize` "prefers rendering a search
    /// field as a button-like control" in the bottom toolbar) is kept with the warning
    /// `approximatedView`: the field stays where `searchable` put it.
    private func registerSearchToolbarBehaviors(_ viewType: TypeInfo) {
        viewType.addMethod("searchPresentationToolbarBehavior", .hosted("searchPresentationToolbarBehavior", labels: nil) { `self`, base, _ in
            self.view("ModifiedContent", .list([base]))
        })
        viewType.addMethod("searchToolbarBehavior", .hosted("searchToolbarBehavior", labels: nil) { `self`, base, _ in
            self.warn(.approximatedView("searchToolbarBehavior", rule: "the search field stays where 'searchable' places it (the iOS 26 toolbar field is not modelled)"),
                      at: self.calleeNameRange("searchToolbarBehavior"))
            return self.view("ModifiedContent", .list([base]))
        })
    }
}
