import LayoutEngine

extension DiagramDrawing {
    /// How `Image(systemName:)` names its image (`ImageLeaf`): this prefix, then the symbol name.
    static let symbolPrefix = "systemName:"

    /// Material's system icons are drawn on a 24-dp grid with 2 dp of padding around a 20-dp live
    /// area (Google, Material Design "System icons"), while an SF Symbol's frame hugs its glyph:
    /// the live area is what fills the symbol's frame.
    static let symbolLiveAreaFraction = 20.0 / 24.0

    /// An SF Symbol as its look-alike outline: the glyph's live area as large as fits the frame,
    /// centred in it, painted with the view's foreground (its own `foregroundStyle`, a button's
    /// tint, else `.primary`), as SwiftUI draws symbols as template images in the foreground style
    /// (Apple, "Configuring and displaying symbol images in your UI").
    mutating func drawSymbol(_ outline: SymbolOutline, view: DiagramView) {
        let frame = view.displayFrame
        let em = min(frame.width, frame.height) / Self.symbolLiveAreaFraction
        guard em > 0, em.isFinite else { return }
        let reference = symbols.reference(outline)
        var group = XMLElement("g")
        group.set("id", elementID(for: view, role: "v"))
        let colour = view.style.fill ?? inheritedForeground ?? .system(.primary)
        if colour.cssValues != nil {
            styleSheet.useFill(colour)
            group.set("class", "sy f-" + colour.classToken)
        } else {
            group.set("class", "sy")
        }
        group.set("data-symbol", outline.symbolName)
        group.set("data-look-alike", "Material Icons " + outline.glyphName)
        applyOpacity(view, to: &group)
        describe(view, on: &group)
        var use = XMLElement("use")
        use.set("href", "#" + reference)
        let scale = em / SymbolOutline.unitsPerEm
        use.set("transform", "translate(\(DiagramNumber.format(frame.midX - em / 2)) \(DiagramNumber.format(frame.midY - em / 2)))"
                    + " scale(\(DiagramNumber.precise(scale)))")
        group.append(use)
        fills.append(group)
    }
}
