#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine

/// `.shadow(color:radius:x:y:)` drawn without a blur filter, so the SVG and the PNG rasteriser
/// paint the same thing: the shape that casts the shadow (the view's filled colour or shape,
/// or the filled background with its frame) is painted `shadowLayerCount(radius:)` times in the shadow's
/// colour, moved by (x, y), each copy grown or shrunk so their edges spread evenly from
/// `radius` inside to `radius` outside the shape. Where all copies overlap the shadow has its
/// colour's full alpha; across the band it fades linearly, a stand-in for the Gaussian edge of
/// Core Animation's shadow (whose `shadowRadius` blurs with a standard deviation of about half
/// the radius, so most of its fade lies within one radius of the edge: unverified).
/// A view whose shadow follows its content's alpha (text, images, symbols) casts none here; the
/// drawing warns `shadowApproximated` either way.
extension DiagramDrawing {
    /// Copies for a shadow of `radius`: one per point of radius, 2 to `maximumShadowLayers`, so
    /// the fade's steps stay about 2 pt apart or less up to a radius of 8; 1 for a sharp shadow.
    static func shadowLayerCount(radius: Double) -> Int {
        radius > 0 ? min(max(Int(radius.rounded(.up)), 2), maximumShadowLayers) : 1
    }

    static let maximumShadowLayers = 8

    /// How many copies a shadow of `radius` is drawn with and each copy's `opacity`: the colour's
    /// alpha `a` (its class paints it) times the view's opacity is what all copies together give,
    /// so each copy's alpha β solves 1 − (1 − β)^count = a × opacity and its `opacity` attribute
    /// is β / a; nil for a transparent colour.
    static func shadowLayering(_ shadow: ShadowValue, radius: Double, opacity: Double) -> (count: Int, layerOpacity: Double)? {
        let count = shadowLayerCount(radius: radius)
        let colorAlpha = min(max(shadow.color.rgba(dark: false)?.alpha ?? 0, 0), 1)
        guard colorAlpha > 0 else { return nil }
        let total = colorAlpha * min(max(opacity, 0), 1)
        return (count, (1 - pow(1 - total, 1 / Double(count))) / colorAlpha)
    }

    /// The filled shape that casts `view`'s shadow: the view itself when it paints a colour or a
    /// shape, else a child of the same frame that does (a `background`'s colour first).
    func shadowCaster(_ view: DiagramView, depth: Int = 0) -> (frame: Rect, shape: ShapeKind)? {
        let frame = view.displayFrame
        guard frame.isFinite, depth < 6 else { return nil }
        let rounding = view.style.cornerRadii.map { ShapeKind.unevenRoundedRectangle($0) }
            ?? view.style.cornerRadius.map { ShapeKind.roundedRectangle(cornerRadius: $0) } ?? .rectangle
        switch view.content {
        case .color: return (frame, rounding)
        case .shape(let shape):
            if case .rectangle = shape { return (frame, rounding) }
            return (frame, shape)
        default: break
        }
        let children = view.children.filter(\.isSecondary) + view.children.filter { !$0.isSecondary }
        for child in children where child.displayFrame == frame {
            guard let caster = shadowCaster(child, depth: depth + 1) else { continue }
            // A clip on the shadowed view rounds what its children paint.
            if case .rectangle = caster.shape, view.style.cornerRadius != nil || view.style.cornerRadii != nil { return (caster.frame, rounding) }
            return caster
        }
        return nil
    }

    /// The shadow's layers as SVG elements, behind everything the view painted (inserted into
    /// `fills` at `index`), or nil when nothing casts it.
    func shadowLayers(of view: DiagramView, opacity: Double) -> (elements: [XMLElement], colorClass: String)? {
        guard let shadow = view.style.shadow, let caster = shadowCaster(view), shadow.color.cssValues != nil,
              shadow.radius.isFinite, shadow.x.isFinite, shadow.y.isFinite else { return nil }
        let radius = max(shadow.radius, 0)
        guard let (count, layerOpacity) = Self.shadowLayering(shadow, radius: radius, opacity: opacity) else { return nil }
        var elements: [XMLElement] = []
        for layer in 0..<count {
            // Outsets −r…+r spread evenly: −r + (2i + 1) r / count.
            let outset = radius > 0 ? -radius + Double(2 * layer + 1) * radius / Double(count) : 0
            let box = caster.frame
            let x = box.x + shadow.x - outset, y = box.y + shadow.y - outset
            let width = box.width + 2 * outset, height = box.height + 2 * outset
            guard width > 0, height > 0 else { continue }
            var element: XMLElement
            switch caster.shape {
            case .circle:
                element = XMLElement("circle")
                element.set("cx", x + width / 2)
                element.set("cy", y + height / 2)
                element.set("r", min(width, height) / 2)
            case .ellipse:
                element = XMLElement("ellipse")
                element.set("cx", x + width / 2)
                element.set("cy", y + height / 2)
                element.set("rx", width / 2)
                element.set("ry", height / 2)
            case .unevenRoundedRectangle(let radii):
                element = XMLElement("path")
                element.set("d", RoundedBoxPath.data(Rect(x: x, y: y, width: width, height: height), radii.grown(by: outset)))
            case .path(let path):
                // A path's shadow is the path moved by (x, y); each layer is the same outline
                // (a path cannot be grown as a box is: the fade over ±r is not drawn, unverified).
                element = XMLElement("path")
                element.set("d", ShapePathData.data(path, origin: Point(x: box.x + shadow.x, y: box.y + shadow.y)))
            case .rectangle, .roundedRectangle, .capsule, .unrunPath:
                element = XMLElement("rect")
                element.set("x", x)
                element.set("y", y)
                element.set("width", width)
                element.set("height", height)
                var corner = 0.0
                if case .roundedRectangle(let r) = caster.shape { corner = r }
                if case .capsule = caster.shape { corner = min(box.width, box.height) / 2 }
                let grown = max(min(corner + outset, width / 2, height / 2), 0)
                if grown > 0 { element.set("rx", grown) }
            }
            element.set("opacity", layerOpacity)
            elements.append(element)
        }
        return elements.isEmpty ? nil : (elements, "f-" + shadow.color.classToken)
    }

    /// The shadow of a shape that is only stroked: SwiftUI's shadow is cast by what the view
    /// draws (Apple, `shadow(color:radius:x:y:)`: "Adds a shadow to this view"), so it follows the
    /// line — a ring's shadow is a ring, as Chromium draws a CSS `drop-shadow` of a stroked SVG
    /// circle. Each layer is the stroke's outline (the same caps, joins and dashes) moved by
    /// (x, y), its width grown by twice the layer's outset; nil when the shape is filled too.
    func strokedShadowLayers(of view: DiagramView, opacity: Double) -> (elements: [XMLElement], colorClass: String)? {
        guard let shadow = view.style.shadow, case .shape(let shape) = view.content, let stroke = view.style.stroke,
              view.style.fill == nil, view.style.gradient == nil, shadow.color.cssValues != nil,
              shadow.radius.isFinite, shadow.x.isFinite, shadow.y.isFinite else { return nil }
        let frame = view.displayFrame
        let lineWidth = max(view.style.lineWidth, 0)
        guard frame.isFinite, lineWidth > 0, stroke.cssValues != nil else { return nil }
        let radius = max(shadow.radius, 0)
        guard let (count, layerOpacity) = Self.shadowLayering(shadow, radius: radius, opacity: opacity) else { return nil }
        // The outline the stroke follows, in the view's coordinates (inset for `strokeBorder`).
        let inset = view.style.strokeDetails?.placement == .centred ? 0 : lineWidth / 2
        let local = Rect(x: min(inset, frame.width / 2), y: min(inset, frame.height / 2),
                         width: max(frame.width - 2 * inset, 0), height: max(frame.height - 2 * inset, 0))
        var outline = ShapePath.outline(of: shape, in: local)
        if let trim = view.style.trim { outline = outline.trimmed(from: trim.from, to: trim.to) }
        let data = ShapePathData.data(outline, origin: Point(x: frame.x + shadow.x, y: frame.y + shadow.y))
        var elements: [XMLElement] = []
        for layer in 0..<count {
            let outset = radius > 0 ? -radius + Double(2 * layer + 1) * radius / Double(count) : 0
            let width = lineWidth + 2 * outset
            guard width > 0 else { continue }
            var element = XMLElement("path", ["d": data, "fill": "none", "class": "s-" + shadow.color.classToken])
            element.set("stroke-width", width)
            if let details = view.style.strokeDetails { StrokeAttributes.apply(details, to: &element) }
            element.set("opacity", layerOpacity)
            elements.append(element)
        }
        return elements.isEmpty ? nil : (elements, "f-" + shadow.color.classToken)
    }
}
