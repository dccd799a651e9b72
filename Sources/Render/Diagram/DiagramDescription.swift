import LayoutEngine

/// The `<desc>` and alt text of a diagram, written from the layout the way a person would
/// describe the picture: the main container, its size, then each item with the dimension that
/// varies along the container's axis — "HStack 620×80: blue 100, green 250, yellow 250".
enum DiagramDescription {
    static func describe(_ scene: DiagramScene) -> String {
        let main = focus(scene.root)
        let head = name(of: main) + " " + DiagramNumber.size(main.frame.width, main.frame.height)
        let items = main.contentChildren
        guard !items.isEmpty, main.content == .layout else { return head }
        let list = items.prefix(12).map { item in
            name(of: focus(item)) + " " + dimension(of: item, in: main)
        }
        let more = items.count > 12 ? ", and \(items.count - 12) more" : ""
        return head + ": " + list.joined(separator: ", ") + more
    }

    /// Looks through modifiers and decorations to the view that shows something or arranges
    /// several children.
    static func focus(_ view: DiagramView) -> DiagramView {
        var view = view
        while view.content == .layout, view.contentChildren.count == 1 {
            view = view.contentChildren[0]
        }
        return view
    }

    static func name(of view: DiagramView) -> String {
        switch view.content {
        case .color(let color): return color.spokenName
        case .text(let text):
            let words = text.joined
            return "\"" + (words.count > 24 ? String(words.prefix(23)) + "…" : words) + "\""
        case .shape(let shape): return view.style.fill.map { $0.spokenName + " " + shape.name } ?? shape.name
        case .image(let name): return name.isEmpty ? "Image" : "Image \(name)"
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        case .chart(let drawing): return "chart plot (" + drawing.summary + ")"
        case .layout, .nothing: return view.kind
        }
    }

    /// Width in an HStack, height in a VStack, both elsewhere.
    static func dimension(of item: DiagramView, in container: DiagramView) -> String {
        switch container.kind {
        case "HStack", "LazyHStack": return DiagramNumber.format(item.frame.width)
        case "VStack", "LazyVStack": return DiagramNumber.format(item.frame.height)
        default: return DiagramNumber.size(item.frame.width, item.frame.height)
        }
    }
}
