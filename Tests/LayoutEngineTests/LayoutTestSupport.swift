import LayoutEngine

/// Lays out `view` in a canvas proposed `width` × `height` (nil = unspecified) at @3x.
func layout(_ view: some View, width: Double?, height: Double?, scale: Double = 3,
            trace: Bool = false) -> LayoutResult {
    LayoutEngine.layout(view.node, in: ProposedSize(width: width, height: height),
                        options: LayoutOptions(scale: scale, textMeasurer: MonospacedTextMeasurer(), recordsTrace: trace))
}

extension LayoutResult {
    /// The placed view at `path`; fails the lookup loudly with the known paths.
    func view(_ path: String) -> PlacedView {
        if let found = root.allViews.first(where: { $0.path == path }) { return found }
        fatalError("no view at \(path); paths: \(root.allViews.map(\.path))")
    }

    /// Frame of the view at `path`, in canvas coordinates.
    func frame(_ path: String) -> Rect { view(path).frame }
}

/// Approximate equality for values computed with divisions.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
