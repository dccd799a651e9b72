import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `ContentUnavailableView`: symbol, title and description centred in a column that fills the space
/// it is offered (Apple, `ContentUnavailableView`). **Unverified:** the symbol at the large-title size,
/// the title in `.title2` bold, the default spacing.
extension SwiftUIRuntime {
    /// `ContentUnavailableView("No Mail", systemImage: "tray", description: Text("…"))` and
    /// `.search`: a large symbol, the title and the description centred in a column, the whole
    /// filling the space it is offered with the column centred (Apple, `ContentUnavailableView`).
    /// **Unverified:** the symbol at the large-title size, the title in `.title2` bold, the
    /// description in `.body`, the default spacing between them.
    func contentUnavailable(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["systemImage", "image", "description", "label", "actions"], unlabelledCount: 1, in: self)
        let source = currentLocation
        var parts: [Value] = []
        if let symbol = arguments["systemImage"] {
            let image = symbolImage(try string(symbol, "systemImage"), source: source)
            parts.append(fontModifier(image, TextStyle.largeTitle.defaultFont))
        }
        if let title = arguments.unlabelled.first, case .string = title {
            var font = TextStyle.title2.defaultFont
            font.weight = .bold
            parts.append(fontModifier(text(try string(title, "title"), source: source), font))
        } else if case let .function(closure)? = arguments["label"] {
            parts.append(try interpreter.call(closure, [], building: "ViewBuilder"))
        }
        if let description = arguments["description"] {
            if case let .function(closure) = description {
                parts.append(try interpreter.call(closure, [], building: "ViewBuilder"))
            } else {
                parts.append(description)
            }
        }
        let column = view("VStack", .container(StackLayout.vStack(), label: "VStack", content: .array(parts)), source: source)
        let fill = ModifierDescription(name: "frame") { node, _ in
            ViewNode(FlexibleFrameLayout(maxWidth: .infinity, maxHeight: .infinity), children: [node], label: "frame", source: nil)
        }
        return view("ContentUnavailableView", .modified(base: column, modifier: fill), source: source)
    }
}

/// `ContentUnavailableView.search` and `.search(text:)`: the search state iOS 17 shows under a
/// searchable list — a magnifying glass, "No Results" (`No Results for “query”` with a query), and
/// the hint "Check the spelling or try a new search." (Apple, `ContentUnavailableView.search`,
/// `search(text:)`: "conveys a search state"). **Unverified:** the two strings as iOS shows them
/// in English, laid out as `contentUnavailable` lays any title and description.
extension SwiftUIRuntime {
    func registerSearchUnavailable() {
        guard let type = interpreter.type(named: "ContentUnavailableView") else { return }
        type.staticComputed["search"] = ComputedProperty(getter: .hosted("search") { runtime, _, _ in
            try runtime.searchUnavailable(query: nil)
        })
        type.staticMethods["search"] = [.hosted("search", labels: ["text"]) { runtime, _, arguments in
            let query = try NativeArguments("search", arguments)["text"].map { try runtime.string($0, "text") }
            return try runtime.searchUnavailable(query: query)
        }]
    }

    private func searchUnavailable(query: String?) throws -> Value {
        let title = query.map { $0.isEmpty ? "No Results" : "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
        let description = text("Check the spelling or try a new search.", source: currentLocation)
        return try contentUnavailable(NativeArguments("ContentUnavailableView", [
            CallArgument(nil, .string(title)), CallArgument("systemImage", .string("magnifyingglass")),
            CallArgument("description", description),
        ]))
    }
}
