import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// Whether the bars SwiftUI manages take room: `navigationBarHidden(_:)`, `toolbar(_:for:)` and
/// its iOS 18 name `toolbarVisibility(_:for:)` with a `Visibility`, and `tabViewStyle(_:)`.
///
/// Apple, `navigationBarHidden(_:)`: "Hides the navigation bar for this view … only takes effect
/// when the modified view is inside of and visible within a `NavigationView`." Apple,
/// `toolbar(_:for:)`: the preferred visibility "flows up to the nearest container that renders a
/// bar", a `NavigationView`/`NavigationStack` or a `TabView` on iOS; no bars named means
/// `ToolbarPlacement.automatic`, on iOS the navigation bar. A hidden bar takes no height: the
/// content below it has the whole container. Other bars (`.bottomBar`, `.windowToolbar`) are not
/// drawn by LayoutLens, so hiding them changes nothing. `toolbar { items }` adds items to a bar
/// and changes no frame.
extension SwiftUIRuntime {
    static let tabViewStyleKey = "_tabViewStyle"

    func registerBarVisibility() {
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("navigationBarHidden", .hosted("navigationBarHidden", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("navigationBarHidden", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            guard let value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "navigationBarHidden")) }
            let hidden = try self.barHiddenFlag(value)
            return self.withBarVisibility(base, hidden: hidden, navigationBar: true, tabBar: false, name: "navigationBarHidden")
        })
        for name in ["toolbar", "toolbarVisibility"] {
            viewType.addMethod(name, .hosted(name, labels: nil) { `self`, base, arguments in
                let arguments = NativeArguments(name, arguments)
                guard let first = arguments.all.first, first.label == nil, let visibility = self.visibilityName(first.value) else {
                    // `toolbar { ToolbarItem … }`, `toolbar(content:)`, `toolbar(id:content:)`,
                    // `toolbar(removing:)`: items of a bar, never a frame.
                    return self.view("ModifiedContent", .modified(base: base, modifier: ModifierDescription(name: name) { node, _ in node }),
                                     source: self.currentLocation)
                }
                // `for:` is variadic: the bars are its value and the unlabelled values after it.
                var bars: [String] = []
                if let start = arguments.all.firstIndex(where: { $0.label == "for" }) {
                    for argument in arguments.all[start...] where argument.label == nil || argument.label == "for" {
                        bars.append(try self.caseName(argument.value, "ToolbarPlacement"))
                    }
                }
                if bars.isEmpty { bars = ["automatic"] }
                let hidden: Bool? = visibility == "automatic" ? nil : visibility == "hidden"
                return self.withBarVisibility(base, hidden: hidden,
                                              navigationBar: bars.contains("navigationBar") || bars.contains("automatic"),
                                              tabBar: bars.contains("tabBar"), name: name)
            })
        }
        viewType.addMethod("tabViewStyle", .hosted("tabViewStyle", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("tabViewStyle", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            guard let value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "tabViewStyle")) }
            // `.page`, `.page(indexDisplayMode:)`, `PageTabViewStyle()`; `.automatic`,
            // `.tabBarOnly`, `.sidebarAdaptable` are the tab bar on an iPhone (Apple, `TabViewStyle`).
            let style: String
            switch value {
            case let .unresolvedMember(member): style = member.name
            default: style = (try? self.caseName(value, "TabViewStyle")) ?? self.interpreter.typeName(of: value)
            }
            let isPage = style == "page" || style == "PageTabViewStyle"
            if !isPage, !["automatic", "tabBarOnly", "sidebarAdaptable", "DefaultTabViewStyle"].contains(style) {
                self.warn(.approximatedView("tabViewStyle(\(style))", rule: "laid out with the tab bar"))
            }
            return self.view("ModifiedContent", .environment(base: base, change: .value(key: Self.tabViewStyleKey, .bool(isPage))))
        })
    }

    /// `.visible`, `.hidden`, `.automatic` (SwiftUI's `Visibility`), else nil.
    private func visibilityName(_ value: Value) -> String? {
        guard let name = try? caseName(value, "Visibility"), ["visible", "hidden", "automatic"].contains(name) else { return nil }
        return name
    }

    /// The flag of `navigationBarHidden(_:)`; another file's value is taken as false, said.
    private func barHiddenFlag(_ value: Value) throws -> Bool? {
        if interpreter.isUnseen(value) {
            assumed("false: the navigation bar is shown", for: value)
            return nil
        }
        return try bool(value, "hidden")
    }

    /// `base`, telling the nearest navigation stack (and, for `tabBar`, the nearest tab view's
    /// shown tab) whether to show its bar. The innermost view's preference is kept, as for the title.
    private func withBarVisibility(_ base: Value, hidden: Bool?, navigationBar: Bool, tabBar: Bool, name: String) -> Value {
        let modifier = ModifierDescription(name: name) { [unowned self] node, _ in
            guard let hidden else { return node }
            if navigationBar, let last = self.bars.navigation.indices.last, self.bars.navigation[last].barHidden == nil {
                self.bars.navigation[last].barHidden = hidden
            }
            if tabBar, let last = self.bars.tabBarHidden.indices.last, self.bars.tabBarHidden[last] == nil {
                self.bars.tabBarHidden[last] = hidden
            }
            return node
        }
        return view("ModifiedContent", .modified(base: base, modifier: modifier), source: currentLocation)
    }
}
