import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Label(_ title:, systemSymbol: .star)`: a `Label` made with a title and one labelled argument
/// no initializer of SwiftUI's `Label` takes (Apple docs, "Label": `init(_:systemImage:)`,
/// `init(_:image:)`, `init(title:icon:)`). The file compiles in its app, so another file or a
/// module it loads declares that initializer in an extension of `Label`; every such initializer
/// still makes a `Label`, whose title is the string given and whose icon comes from the unknown
/// argument. The label is laid out with that title, and its icon is a stand-in drawn at the size
/// of a symbol image in the same font (what `Label`'s own icon initializers show), with the
/// warning `standInView` naming the initializer and where it may come from.
extension SwiftUIRuntime {
    /// The label of `arguments` when they are one title and one label SwiftUI's `Label` does not
    /// take (nor a one-letter slip of one it does); nil otherwise.
    func labelWithUnknownIcon(_ arguments: NativeArguments, known: [String]) throws -> Value? {
        guard arguments.all.count == 2, arguments.all[0].label == nil, let label = arguments.all[1].label,
              !known.contains(label), NameSuggestion.closest(to: label, in: known) == nil,
              !arguments.all[0].value.isFunction, !arguments.all[1].value.isFunction,
              case .string = Self.unwrapped(arguments.all[0].value) else { return nil }
        let source = currentLocation
        let name = "Label(_:\(label):)"
        let title = try string(arguments.all[0].value, "title")
        warn(.standInPart(name, laidOut: "its title", standIn: "its icon, at a symbol's size,"))
        let reason = standInReason(for: name, usedIn: interpreter.currentRange?.file)
        let found = images(name, true)
        let titleView = view("Text", .leaf(ViewNode(TextLeaf(title), label: "Text", source: source)), source: source)
        let icon = view("Image", .deferred { [unowned self] in
            let scaleName = self.environment.values[StyleKey.imageScale].flatMap { if case let .string(name) = $0 { name } else { nil } }
            var leaf = ImageLeaf(name: name, naturalSize: found.size)
            leaf.symbolScale = (scaleName.flatMap(SymbolScale.init(rawValue:)) ?? .medium).factor
            var node = ViewNode(leaf, label: name, source: source)
            node.style.standIn = StandIn(name: name, reason: reason)
            return self.view("Image", .leaf(node), source: source)
        }, source: source)
        return labelView(title: titleView, icon: icon, source: source)
    }
}
