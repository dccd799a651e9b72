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
import PixelImages

/// Paints a diagram's SVG tree (the same `XMLElement`s the SVG file is written from) into
/// pixels, for the PNG output: rectangles, rounded rectangles, circles, ellipses, paths (lines
/// and the glyph outlines' quadratic and cubic curves), `<use>`d glyphs, strokes, dashes and
/// linear gradients, anti-aliased. Colours come from the diagram's own style rules, in the light
/// or dark appearance. Not drawn: `<text>` (every line of text is also drawn from glyph
/// outlines; the text itself is invisible). Embedded `<image>`s are drawn with their pixels when
/// they are PNGs or JPEGs that decode (`ImageDecoder`), as a grey box otherwise.
struct DiagramRasterizer {
    struct Rule {
        var selector: [SelectorToken]
        var declarations: [(String, String)]
    }

    /// What an element is painted with, after inheritance, attributes and rules.
    struct Style {
        var fill: String? = "#000"
        var stroke: String?
        var strokeWidth = 1.0
        var dashes: [Double] = []
        var dashOffset = 0.0
        var lineCap = RasterStroke.Cap.butt
        var lineJoin = RasterStroke.Join.miter
        var miterLimit = 4.0
        var fillOpacity: Float = 1
        /// Group and element opacities multiplied together.
        var opacity: Float = 1
    }

    /// An affine map (a c e / b d f), user space to device pixels.
    struct Transform {
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0
        func apply(_ x: Double, _ y: Double) -> (Double, Double) { (a * x + c * y + e, b * x + d * y + f) }
        func then(_ inner: Transform) -> Transform {
            Transform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                      c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                      e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
        }
        var scale: Double { (abs(a * d - b * c)).squareRoot() }
    }

    let rules: [Rule]
    private var definitions: [String: XMLElement] = [:]
    /// The coverage of a clip path over the pixel rectangle it touches (0 outside it).
    struct ClipCoverage {
        var x = 0, y = 0, width = 0, height = 0
        var values: [Float] = []

        func at(_ column: Int, _ row: Int) -> Float {
            let (dx, dy) = (column - x, row - y)
            guard dx >= 0, dy >= 0, dx < width, dy < height else { return 0 }
            return values[dy * width + dx]
        }
    }

    /// Inside a group with `clip-path`: the clip's coverage, nested clips multiplied; nil outside any clip.
    private var clip: ClipCoverage?
    private(set) var canvas: RasterCanvas
    /// One coverage buffer for every fill (see `CoverageMask`).
    private var mask = CoverageMask()
    /// Each `<image>`'s decoded PNG by its `href` (nil: not a PNG that decodes).
    private var decodedImages: [String: PixelImage?] = [:]
    /// Decoded images filtered down for the size they are drawn at, by factors and `href`.
    private var preparedImages: [String: RasterImage] = [:]
    /// Each `<use>`d glyph's path data, parsed the first time it is drawn.
    private var glyphCommands: [String: [PathDataParser.Command]] = [:]

    init(width: Int, height: Int, rules: [(selector: String, body: String)]) {
        canvas = RasterCanvas(width: width, height: height)
        self.rules = rules.map { rule in
            Rule(selector: rule.selector.split(separator: " ").map(SelectorToken.init),
                 declarations: rule.body.split(separator: ";").compactMap { declaration in
                     let parts = declaration.split(separator: ":", maxSplits: 1)
                     return parts.count == 2 ? (parts[0].trimmedOfWhitespace(), parts[1].trimmedOfWhitespace()) : nil
                 })
        }
    }

    mutating func draw(svg: XMLElement, viewBox: (x: Double, y: Double), scale: Double) {
        collectDefinitions(svg)
        let base = Transform(a: scale, d: scale, e: -viewBox.x * scale, f: -viewBox.y * scale)
        draw(svg, ancestors: [], style: Style(), transform: base)
    }

    /// One compound of a rule's selector: `.class`, an element name, or anything else (an `#id`,
    /// which no element of the drawing matches by name; `matches` compares it as a name).
    enum SelectorToken {
        case className(Substring)
        case name(Substring)

        init(_ text: Substring) {
            self = text.hasPrefix(".") ? .className(text.dropFirst()) : .name(text)
        }
    }

    /// What selectors look at in an element: its name and classes, split once per element.
    struct Selectable {
        let name: String
        let classes: [Substring]

        init(_ element: XMLElement) {
            name = element.name
            classes = DiagramRasterizer.attribute(element, "class")?.split(separator: " ") ?? []
        }
    }

    private mutating func collectDefinitions(_ element: XMLElement) {
        if let id = Self.attribute(element, "id"), element.name == "path" || element.name == "linearGradient" || element.name == "clipPath" {
            definitions[id] = element
        }
        for case .element(let child) in element.children { collectDefinitions(child) }
    }

    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes.last { $0.name == name }?.value
    }

    static func number(_ element: XMLElement, _ name: String) -> Double {
        attribute(element, name).flatMap(Double.init) ?? 0
    }

    // MARK: - Style

    private func matches(_ token: SelectorToken, _ element: Selectable) -> Bool {
        switch token {
        case .className(let name): element.classes.contains(name)
        case .name(let name): element.name == name
        }
    }

    private func style(of element: XMLElement, selectable: Selectable, ancestors: [Selectable], inherited: Style) -> Style {
        var style = inherited
        func apply(_ property: String, _ value: String) {
            switch property {
            case "fill": style.fill = value
            case "stroke": style.stroke = value
            case "stroke-width": style.strokeWidth = Double(value) ?? style.strokeWidth
            case "stroke-dasharray": style.dashes = value.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            case "stroke-dashoffset": style.dashOffset = Double(value) ?? style.dashOffset
            case "stroke-linecap": style.lineCap = RasterStroke.Cap(rawValue: value) ?? style.lineCap
            case "stroke-linejoin": style.lineJoin = RasterStroke.Join(rawValue: value) ?? style.lineJoin
            case "stroke-miterlimit": style.miterLimit = Double(value).map { max($0, 1) } ?? style.miterLimit
            case "fill-opacity": style.fillOpacity = Float(value) ?? 1
            case "opacity": style.opacity *= min(max(Float(value) ?? 1, 0), 1)
            default: break
            }
        }
        for attribute in element.attributes { apply(attribute.name, attribute.value) }
        for rule in rules {
            guard let last = rule.selector.last, matches(last, selectable) else { continue }
            var remaining = rule.selector.dropLast()
            for ancestor in ancestors.reversed() {
                guard let token = remaining.last else { break }
                if matches(token, ancestor) { remaining.removeLast() }
            }
            guard remaining.isEmpty else { continue }
            for (property, value) in rule.declarations where property != "opacity" { apply(property, value) }
        }
        return style
    }

    private static func transform(_ text: String?) -> Transform {
        guard let text else { return Transform() }
        var result = Transform()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")") {
            let name = rest[..<open].trimmedOfWhitespace()
            let values = rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            switch name {
            case "translate": result = result.then(Transform(e: values.first ?? 0, f: values.count > 1 ? values[1] : 0))
            case "matrix" where values.count == 6:
                result = result.then(Transform(a: values[0], b: values[1], c: values[2], d: values[3], e: values[4], f: values[5]))
            case "scale":
                let sx = values.first ?? 1
                result = result.then(Transform(a: sx, d: values.count > 1 ? values[1] : sx))
            default: break
            }
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    // MARK: - Elements

    private mutating func draw(_ element: XMLElement, ancestors: [Selectable], style inherited: Style, transform parent: Transform) {
        switch element.name {
        case "title", "desc", "style", "defs", "text", "linearGradient":
            return
        default: break
        }
        let selectable = Selectable(element)
        let style = style(of: element, selectable: selectable, ancestors: ancestors, inherited: inherited)
        let transform = parent.then(Self.transform(Self.attribute(element, "transform")))
        switch element.name {
        case "svg", "g":
            let outer = clip
            defer { clip = outer }
            if let reference = Self.attribute(element, "clip-path"), reference.hasPrefix("url(#") {
                clip = clipCoverage(definitions[String(reference.dropFirst(5).dropLast())], transform: transform, within: outer)
            }
            for case .element(let child) in element.children {
                draw(child, ancestors: ancestors + [selectable], style: style, transform: transform)
            }
        case "rect":
            let (x, y) = (Self.number(element, "x"), Self.number(element, "y"))
            let (w, h) = (Self.number(element, "width"), Self.number(element, "height"))
            let r = Self.number(element, "rx")
            paintShape(style, transform: transform, box: (x, y, w, h), element: element) { path, grow in
                path.roundedRect(x - grow, y - grow, w + 2 * grow, h + 2 * grow, radius: r > 0 ? max(r + grow, 0) : 0, reversed: grow < 0)
            } perimeter: {
                [(x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y)]
            }
        case "circle", "ellipse":
            let (cx, cy) = (Self.number(element, "cx"), Self.number(element, "cy"))
            let rx = element.name == "circle" ? Self.number(element, "r") : Self.number(element, "rx")
            let ry = element.name == "circle" ? rx : Self.number(element, "ry")
            paintShape(style, transform: transform, box: (cx - rx, cy - ry, 2 * rx, 2 * ry), element: element) { path, grow in
                path.ellipse(cx, cy, rx + grow, ry + grow, reversed: grow < 0)
            } perimeter: { nil }
        case "path":
            paintPath(PathDataParser.commands(Self.attribute(element, "d") ?? ""), style: style, transform: transform)
        case "use":
            guard let href = Self.attribute(element, "href"), href.hasPrefix("#") else { return }
            let id = String(href.dropFirst())
            if glyphCommands[id] == nil {
                guard let glyph = definitions[id], let d = Self.attribute(glyph, "d") else { return }
                glyphCommands[id] = PathDataParser.commands(d)
            }
            guard let commands = glyphCommands[id] else { return }
            let placed = transform.then(Transform(e: Self.number(element, "x"), f: Self.number(element, "y")))
            var fillOnly = style
            fillOnly.stroke = nil
            paintPath(commands, style: fillOnly, transform: placed)
        case "image":
            let (x, y) = (Self.number(element, "x"), Self.number(element, "y"))
            let (w, h) = (Self.number(element, "width"), Self.number(element, "height"))
            guard w > 0, h > 0, w.isFinite, h.isFinite else { return }
            if let href = Self.attribute(element, "href"), paintImage(href, box: (x, y, w, h), style: style, transform: transform) { return }
            // What is not a PNG or JPEG that decodes (`RenderWarning.imageNotDrawnInPNG`).
            var placeholder = RasterPath()
            let (x0, y0) = transform.apply(x, y), (x1, y1) = transform.apply(x + w, y + h)
            placeholder.roundedRect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0), radius: 0)
            placeholder.close()
            fill(placeholder, color: RasterColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.16), opacity: style.opacity)
        default:
            return
        }
    }

    /// Paints the PNG or JPEG of a `data:` URL stretched over `box` (user space; `preserveAspectRatio`
    /// "none", the only form the drawing writes), sampled bilinearly at each device pixel's
    /// centre, the box's edges anti-aliased and any clip in effect applied. When the image has
    /// two or more of its pixels per device pixel it is first box-filtered down by whole factors.
    /// False when the URL holds no PNG or JPEG that decodes.
    private mutating func paintImage(_ href: String, box: (Double, Double, Double, Double), style: Style, transform: Transform) -> Bool {
        if decodedImages[href] == nil { decodedImages[href] = .some(RasterImage.decode(dataURL: href)) }
        guard let decoded = decodedImages[href], let image = decoded else { return false }
        let (x, y, w, h) = box
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0, determinant.isFinite else { return true }
        // Image pixels per device pixel along each axis of the image.
        let deviceWidth = (transform.a * transform.a + transform.b * transform.b).squareRoot() * w
        let deviceHeight = (transform.c * transform.c + transform.d * transform.d).squareRoot() * h
        let factorX = max(Int(Double(image.width) / max(deviceWidth, 1e-9)), 1)
        let factorY = max(Int(Double(image.height) / max(deviceHeight, 1e-9)), 1)
        let key = "\(factorX)x\(factorY)" + href
        if preparedImages[key] == nil { preparedImages[key] = RasterImage(image, factorX: factorX, factorY: factorY) }
        guard let prepared = preparedImages[key] else { return true }
        var user = RasterPath()
        user.roundedRect(x, y, w, h, radius: 0)
        user.close()
        guard mask.prepare(edges: Self.transformed(user, transform).edges, canvasWidth: canvas.width, canvasHeight: canvas.height) else { return true }
        // Device → user: the inverse of the affine map.
        let (ia, ib, ic, id) = (transform.d / determinant, -transform.b / determinant, -transform.c / determinant, transform.a / determinant)
        let (ie, iff) = (-(ia * transform.e + ic * transform.f), -(ib * transform.e + id * transform.f))
        let (scaleU, scaleV) = (Double(prepared.width) / w, Double(prepared.height) / h)
        paintMask(opacity: style.opacity) { column, row in
            let (px, py) = (Double(column) + 0.5, Double(row) + 0.5)
            let (u, v) = (ia * px + ic * py + ie, ib * px + id * py + iff)
            return prepared.sample((u - x) * scaleU, (v - y) * scaleV)
        }
        return true
    }

    /// Fills and strokes a closed shape. `outline(path, grow)` adds the shape grown by `grow`
    /// (negative and reversed for a stroke's inner edge), in user space; `perimeter` gives the
    /// polyline dashes follow (nil: dashes are not supported for the shape and it is stroked solid).
    private mutating func paintShape(_ style: Style, transform: Transform, box: (Double, Double, Double, Double),
                                     element: XMLElement, outline: (inout RasterPath, Double) -> Void,
                                     perimeter: () -> [(Double, Double)]?) {
        if let fill = style.fill, fill != "none" {
            var user = RasterPath()
            outline(&user, 0)
            user.close()
            paint(user, fill: fill, style: style, transform: transform, box: box)
        }
        if let stroke = style.stroke, stroke != "none", let color = RasterColor(css: stroke), style.strokeWidth > 0 {
            var device = RasterPath()
            if !style.dashes.isEmpty, let points = perimeter() {
                strokeGeometry(style, transform).add(points.map { transform.apply($0.0, $0.1) }, to: &device, bounds: canvasBounds)
            } else {
                var user = RasterPath()
                outline(&user, style.strokeWidth / 2)
                outline(&user, -style.strokeWidth / 2)
                user.close()
                device = Self.transformed(user, transform)
            }
            fill(device, color: color, opacity: style.opacity)
        }
    }

    private static func transformed(_ path: RasterPath, _ transform: Transform) -> RasterPath {
        var result = RasterPath()
        for edge in path.edges {
            let (x0, y0) = transform.apply(edge.x0, edge.y0), (x1, y1) = transform.apply(edge.x1, edge.y1)
            result.appendEdge(Edge(x0: x0, y0: y0, x1: x1, y1: y1))
        }
        return result
    }

    private mutating func paint(_ user: RasterPath, fill: String, style: Style, transform: Transform,
                                box: (Double, Double, Double, Double)) {
        let device = Self.transformed(user, transform)
        if fill.hasPrefix("url(#"), let gradient = definitions[String(fill.dropFirst(5).dropLast())] {
            paintGradient(device, gradient: gradient, style: style, transform: transform, box: box)
        } else if let color = RasterColor(css: fill) {
            var color = color
            color.alpha *= style.fillOpacity
            self.fill(device, color: color, opacity: style.opacity)
        }
    }

    private mutating func fill(_ device: RasterPath, color: RasterColor, opacity: Float) {
        guard color.alpha > 0, opacity > 0 else { return }
        if clip == nil, let rectangle = device.pixelAlignedRectangle {
            canvas.fill(columns: rectangle.columns, rows: rectangle.rows, color: color, opacity: opacity)
        } else if mask.prepare(edges: device.edges, canvasWidth: canvas.width, canvasHeight: canvas.height) {
            if clip == nil { canvas.fill(&mask, color: color, opacity: opacity) } else { paintMask(opacity: opacity) { _, _ in color } }
        }
    }

    /// Paints the prepared `mask` on the canvas, each pixel's alpha scaled by the clip in effect.
    private mutating func paintMask(opacity: Float, color: (Int, Int) -> RasterColor) {
        guard let clip else { return canvas.fill(&mask, opacity: opacity, paint: color) }
        canvas.fill(&mask, opacity: opacity) { x, y in
            var value = color(x, y)
            value.alpha *= clip.at(x, y)
            return value
        }
    }

    /// The coverage of a `<clipPath>`'s rectangles (rounded by `rx`), within `outer`; a clip
    /// path with nothing it can read clips nothing away (nil when there is no outer clip).
    private func clipCoverage(_ definition: XMLElement?, transform: Transform, within outer: ClipCoverage?) -> ClipCoverage? {
        guard let definition else { return outer }
        var path = RasterPath()
        for case .element(let shape) in definition.children {
            if shape.name == "path" {
                // A clip by an uneven rounded rectangle: its outline.
                path.append(Self.traced(PathDataParser.commands(Self.attribute(shape, "d") ?? "")).0)
                continue
            }
            guard shape.name == "rect" else { continue }
            let (x, y) = (Self.number(shape, "x"), Self.number(shape, "y"))
            let (w, h) = (Self.number(shape, "width"), Self.number(shape, "height"))
            path.roundedRect(x, y, w, h, radius: max(Self.number(shape, "rx"), 0))
            path.close()
        }
        var mask = CoverageMask()
        guard mask.prepare(edges: Self.transformed(path, transform).edges, canvasWidth: canvas.width,
                           canvasHeight: canvas.height) else { return ClipCoverage() }
        var coverage = ClipCoverage(x: mask.x, y: mask.y, width: mask.width, height: mask.height,
                                    values: [Float](repeating: 0, count: mask.width * mask.height))
        mask.consumeSpans { y, columns, value in
            for x in columns {
                coverage.values[(y - coverage.y) * coverage.width + (x - coverage.x)] = min(value, 1) * (outer?.at(x, y) ?? 1)
            }
        }
        return coverage
    }

    private mutating func paintGradient(_ device: RasterPath, gradient: XMLElement, style: Style, transform: Transform,
                                        box: (Double, Double, Double, Double)) {
        var stops: [(offset: Double, color: RasterColor)] = []
        for case .element(let stop) in gradient.children where stop.name == "stop" {
            var color = RasterColor(red: 0, green: 0, blue: 0, alpha: 0)
            if let rule = rules.last(where: { $0.selector.count == 1 && matches($0.selector[0], Selectable(stop)) }),
               let value = rule.declarations.first(where: { $0.0 == "stop-color" })?.1, let parsed = RasterColor(css: value) {
                color = parsed
            }
            stops.append((Self.number(stop, "offset"), color))
        }
        guard !stops.isEmpty,
              mask.prepare(edges: device.edges, canvasWidth: canvas.width, canvasHeight: canvas.height) else { return }
        let (bx, by, bw, bh) = box
        let start = transform.apply(bx + Self.number(gradient, "x1") * bw, by + Self.number(gradient, "y1") * bh)
        let end = transform.apply(bx + Self.number(gradient, "x2") * bw, by + Self.number(gradient, "y2") * bh)
        let dx = end.0 - start.0, dy = end.1 - start.1
        let lengthSquared = max(dx * dx + dy * dy, 1e-9)
        paintMask(opacity: style.opacity) { x, y in
            let t = min(max(((Double(x) + 0.5 - start.0) * dx + (Double(y) + 0.5 - start.1) * dy) / lengthSquared, 0), 1)
            guard let upper = stops.firstIndex(where: { $0.offset >= t }) else { return stops[stops.count - 1].color }
            guard upper > 0 else { return stops[0].color }
            let low = stops[upper - 1], high = stops[upper]
            let f = Float((t - low.offset) / max(high.offset - low.offset, 1e-9))
            return RasterColor(red: low.color.red + (high.color.red - low.color.red) * f,
                               green: low.color.green + (high.color.green - low.color.green) * f,
                               blue: low.color.blue + (high.color.blue - low.color.blue) * f,
                               alpha: low.color.alpha + (high.color.alpha - low.color.alpha) * f)
        }
    }

    /// Points a stroke samples on each curve: a 90° arc's chords then stray from it by r (1 − cos 5.6°),
    /// under half a pixel up to a radius of about 100 px.
    static let strokeSamples = 16

    /// Path data (M L H V Q C Z, absolute; `v` relative) as a path to fill and the polylines a
    /// stroke follows (a cubic's, such as a rounded corner's, or a quadratic's sampled at
    /// `strokeSamples` points; a Z's closing line included).
    static func traced(_ commands: [PathDataParser.Command]) -> (RasterPath, [[(Double, Double)]]) {
        var user = RasterPath()
        var polylines: [[(Double, Double)]] = []
        var current = (0.0, 0.0), subpathStart = (0.0, 0.0)
        for command in commands {
            let n = command.numbers
            switch command.letter {
            case "M" where n.count >= 2:
                user.move(n[0], n[1]); current = (n[0], n[1]); subpathStart = current; polylines.append([current])
                var i = 2
                while i + 1 < n.count { user.line(n[i], n[i + 1]); current = (n[i], n[i + 1]); polylines[polylines.count - 1].append(current); i += 2 }
            case "L":
                var i = 0
                while i + 1 < n.count { user.line(n[i], n[i + 1]); current = (n[i], n[i + 1]); Self.extend(&polylines, current); i += 2 }
            case "H":
                for x in n { user.line(x, current.1); current = (x, current.1); Self.extend(&polylines, current) }
            case "V":
                for y in n { user.line(current.0, y); current = (current.0, y); Self.extend(&polylines, current) }
            case "v":
                for dy in n { user.line(current.0, current.1 + dy); current = (current.0, current.1 + dy); Self.extend(&polylines, current) }
            case "Q":
                var i = 0
                while i + 3 < n.count {
                    user.quad(n[i], n[i + 1], n[i + 2], n[i + 3])
                    for step in 1...Self.strokeSamples {
                        let t = Double(step) / Double(Self.strokeSamples), u = 1 - t
                        Self.extend(&polylines, (u * u * current.0 + 2 * u * t * n[i] + t * t * n[i + 2],
                                                 u * u * current.1 + 2 * u * t * n[i + 1] + t * t * n[i + 3]))
                    }
                    current = (n[i + 2], n[i + 3]); i += 4
                }
            case "C":
                var i = 0
                while i + 5 < n.count {
                    user.cubic(n[i], n[i + 1], n[i + 2], n[i + 3], n[i + 4], n[i + 5])
                    for step in 1...Self.strokeSamples {
                        let t = Double(step) / Double(Self.strokeSamples), u = 1 - t
                        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t
                        Self.extend(&polylines, (a * current.0 + b * n[i] + c * n[i + 2] + e * n[i + 4],
                                                 a * current.1 + b * n[i + 1] + c * n[i + 3] + e * n[i + 5]))
                    }
                    current = (n[i + 4], n[i + 5]); i += 6
                }
            case "Z", "z":
                user.close()
                // A stroke follows the closing line back to the subpath's start too.
                if current != subpathStart { Self.extend(&polylines, subpathStart) }
                current = subpathStart
            default: break
            }
        }
        return (user, polylines)
    }

    /// Fills path data (M L H V Q C Z, absolute; `v` relative) and strokes its lines.
    private mutating func paintPath(_ commands: [PathDataParser.Command], style: Style, transform: Transform) {
        var (user, polylines) = Self.traced(commands)
        user.close()
        if let fillValue = style.fill, fillValue != "none", let color = RasterColor(css: fillValue) {
            var color = color
            color.alpha *= style.fillOpacity
            fill(Self.transformed(user, transform), color: color, opacity: style.opacity)
        }
        if let stroke = style.stroke, stroke != "none", let color = RasterColor(css: stroke) {
            var device = RasterPath()
            let geometry = strokeGeometry(style, transform)
            for polyline in polylines where !polyline.isEmpty {
                geometry.add(polyline.map { transform.apply($0.0, $0.1) }, to: &device, bounds: canvasBounds)
            }
            fill(device, color: color, opacity: style.opacity)
        }
    }

    private static func extend(_ polylines: inout [[(Double, Double)]], _ point: (Double, Double)) {
        if polylines.isEmpty { polylines.append([]) }
        polylines[polylines.count - 1].append(point)
    }

    /// The element's stroke in device pixels: its width, caps, joins and dashes scaled by the transform.
    private func strokeGeometry(_ style: Style, _ transform: Transform) -> RasterStroke {
        RasterStroke(width: style.strokeWidth * transform.scale, cap: style.lineCap, join: style.lineJoin,
                     miterLimit: style.miterLimit, dashes: style.dashes.map { $0 * transform.scale },
                     dashOffset: style.dashOffset * transform.scale)
    }

    private var canvasBounds: (Double, Double, Double, Double) { (0, 0, Double(canvas.width), Double(canvas.height)) }
}

/// Splits SVG path data into commands and their numbers (the forms `GlyphPathData` and the
/// diagram drawing write: absolute commands, `v`, numbers separated by spaces or minus signs).
enum PathDataParser {
    struct Command {
        var letter: Character
        var numbers: [Double]
    }

    static func commands(_ d: String) -> [Command] {
        var result: [Command] = []
        var number: [UInt8] = []
        func flush() {
            if !number.isEmpty, !result.isEmpty, let value = Double(String(decoding: number, as: UTF8.self)) {
                result[result.count - 1].numbers.append(value)
            }
            number.removeAll(keepingCapacity: true)
        }
        for byte in d.utf8 {
            switch byte {
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                number.append(byte) // an exponent, part of the number
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                flush()
                result.append(Command(letter: Character(Unicode.Scalar(byte)), numbers: []))
            case UInt8(ascii: "-"):
                flush()
                number.append(byte)
            case UInt8(ascii: " "), UInt8(ascii: ","):
                flush()
            default:
                number.append(byte)
            }
        }
        flush()
        return result
    }
}
