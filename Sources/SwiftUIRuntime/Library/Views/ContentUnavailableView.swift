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
