import LayoutEngine

/// SVG's stroke properties for a SwiftUI `StrokeStyle` (SVG 2, "Stroke properties"), written only
/// where they differ from SVG's defaults: `stroke-linecap` (`butt`), `stroke-linejoin` (`miter`),
/// `stroke-dasharray` (`none`), `stroke-dashoffset` (0) and `stroke-miterlimit`, which is 4 in SVG
/// but 10 in Core Graphics and SwiftUI (Apple, `StrokeStyle.init(…miterLimit: CGFloat = 10…)`), so
/// it is written on every miter-joined `<path>` (a rectangle's right angles and a circle never reach
/// either limit). The PNG rasteriser reads the same attributes.
enum StrokeAttributes {
    static func apply(_ details: StrokeDetails, to element: inout XMLElement) {
        if details.lineCap != .butt { element.set("stroke-linecap", details.lineCap.rawValue) }
        if details.lineJoin != .miter {
            element.set("stroke-linejoin", details.lineJoin.rawValue)
        } else if element.name == "path", details.miterLimit != 4 {
            // A limit below 1 bevels every join, as 1 does (a miter is never shorter than the width); SVG requires ≥ 1.
            // An infinite limit (`miterLimit: .infinity`) bevels none: SVG takes a number, and no join
            // of a drawn path is 1e9 widths long.
            element.set("stroke-miterlimit", max(details.miterLimit.isFinite ? details.miterLimit : 1e9, 1))
        }
        let dash = details.drawnDash
        if !dash.isEmpty {
            element.set("stroke-dasharray", dash.map { DiagramNumber.format($0) }.joined(separator: " "))
            if details.dashPhase != 0, details.dashPhase.isFinite { element.set("stroke-dashoffset", details.dashPhase) }
        }
    }
}
