import LayoutEngine

/// How explanations name views: the source's name (`Color.blue`), a modifier with its arguments
/// (`frame(maxWidth: 100)`), a shape with its fill (`Rectangle (red)`), and a modifier (or an
/// overlay, background or border) by what it wraps (`relativeProposed(width: 0.5) of
/// Color.green`, `border of HStack`), so siblings can be told apart.
struct ViewNames {
    var names: [String: String]

    /// The name of `view` in a sentence.
    func name(_ view: PlacedView) -> String {
        guard var content = wrapped(view) else { return base(view) }
        while let inner = wrapped(content) { content = inner }
        return base(view) + " of " + base(content)
    }

    /// What a modifier wraps: its one child, or an overlay's or background's primary view.
    func wrapped(_ view: PlacedView) -> PlacedView? {
        if isWrapper(view) { return view.children[0] }
        if view.kind == "overlay" || view.kind == "background", let primary = view.children.first,
           primary.path.hasPrefix(view.path + "[0]/") {
            return primary
        }
        return nil
    }

    /// The view's own name, without what it wraps, with control characters (a terminal escape in
    /// a `Text`) shown as `?` so a printed explanation cannot drive the terminal.
    func base(_ view: PlacedView) -> String {
        let raw = rawBase(view)
        // Printable ASCII (nearly every name) has no control character: no scalar to look up.
        if raw.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return raw }
        return String(String.UnicodeScalarView(raw.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? "?" : scalar
        }))
    }

    private func rawBase(_ view: PlacedView) -> String {
        if let named = names[view.path] { return named }
        if !view.children.isEmpty { return view.label }
        if let text = view.text, view.kind == "Text" {
            // `Text("Hello, World!")`: the words it shows, shortened.
            let words = text.lines.map { $0.text.trimmedOfWhitespace() }.joined(separator: " ")
            let shown = words.count > 24 ? String(words.prefix(23)) + "…" : words
            return "Text(\"\(shown)\")"
        }
        if view.label != view.kind {
            // `Color.blue` names itself; a `border`'s rectangle is told apart from the border.
            return view.label.hasPrefix(view.kind) ? view.label : "\(view.kind) (\(view.label))"
        }
        if let fill = view.style.fill { return "\(view.label) (\(fill))" }
        return view.label
    }

    /// A modifier: one child, addressed without an index (`frame/Color`, not `HStack[0]/Color`).
    func isWrapper(_ view: PlacedView) -> Bool {
        view.children.count == 1 && view.children[0].path == view.path + "/" + view.children[0].kind
    }
}
