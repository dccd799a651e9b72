import LayoutEngine
import TextLayout

/// A rendered diagram: the SVG text plus what pages and embeds need to know about it.
public struct RenderedDiagram: Sendable, Equatable {
    /// The SVG document (no XML declaration; valid standalone and inline in HTML).
    public var svg: String
    /// The id of the `<svg>` element, also the prefix of every id inside it.
    public var id: String
    /// `<title>`: the scenario and its fixture.
    public var title: String
    /// `<desc>`, also the alt text of embeds: "HStack 620×80: blue 100, green 250, yellow 250".
    public var description: String
    /// Width and height in points (= SVG user units = CSS px at 1×).
    public var width: Double
    public var height: Double
    /// Where the measurement labels went (their pills), in placement order.
    public var labelBoxes: [Rect] = []
    /// One box per drawn line of text (ascender to descender, measured width).
    public var textRunBoxes: [Rect] = []
    /// Labels left out for lack of room (said in the caption).
    public var droppedLabelCount = 0
    /// Text the drawing could not show faithfully (`missingGlyph`, `glyphWithoutOutline`).
    public var warnings: [RenderWarning] = []
}

/// Draws a `DiagramScene` as SVG: 1 SwiftUI point is 1 user unit; colours as iOS shows them in
/// light and dark appearance; the proposal as a dashed canvas so overflow shows; leaves as what
/// they are; layout views as thin outlines; measured views with their width (objc.io
/// `.measure()`), placed so labels never overlap.
///
/// Paint order: background, leaf fills and shapes, text, layout outlines, canvas, labels — so
/// outlines and the canvas stay visible over colour and labels over everything.
public struct DiagramRenderer: Sendable {
    public var options: DiagramOptions
    /// The fonts text was measured with: text is drawn from their glyph outlines.
    public var fonts: FontLibrary {
        didSet {
            glyphPaths = GlyphPathCache()
            labelWidths = LabelWidthCache()
        }
    }
    /// The path data of the glyphs drawn so far, shared by every diagram this renderer (and its
    /// copies) draws with these fonts.
    private var glyphPaths = GlyphPathCache()
    /// The widths of the label texts measured so far, shared like `glyphPaths`.
    private var labelWidths = LabelWidthCache()
    /// Margin around the drawing, in points.
    static let margin = 6.0

    public init(options: DiagramOptions = DiagramOptions(), fonts: FontLibrary = .standard) {
        self.options = options
        self.fonts = fonts
    }

    public func render(_ scene: DiagramScene) -> RenderedDiagram {
        let (svg, drawing, title, description) = document(scene)
        let bounds = drawing.bounds
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16 * 1024)
        svg.write(to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        return RenderedDiagram(svg: String(decoding: bytes, as: UTF8.self), id: drawing.id, title: title, description: description,
                               width: bounds.width, height: bounds.height, labelBoxes: drawing.labelBoxes,
                               textRunBoxes: drawing.textRunBoxes, droppedLabelCount: drawing.droppedLabelCount,
                               warnings: drawing.warnings)
    }

    /// The diagram as a PNG image at `scale` pixels per point (2 for most blogs' retina images):
    /// the same drawing as the SVG, painted by LayoutLens's own rasteriser in the light
    /// appearance (dark with `theme: .dark`). Same scene, same bytes. At most 4096 pixels a side
    /// and 4 M pixels in all: larger drawings are scaled down to fit.
    public func renderPNG(_ scene: DiagramScene, scale: Double) -> [UInt8] {
        let image = renderPixels(scene, scale: scale)
        return PNGWriter.encode(width: image.width, height: image.height, rgba: image.rgba)
    }

    /// The PNG's pixels before encoding (8-bit straight-alpha RGBA, rows top to bottom), and the
    /// point at the image's top-left corner with the pixels per point, to find a view's pixels.
    func renderPixels(_ scene: DiagramScene, scale: Double) -> (width: Int, height: Int, rgba: [UInt8], origin: (x: Double, y: Double), scale: Double) {
        let (svg, drawing, _, _) = document(scene)
        let bounds = drawing.bounds
        var safeScale = scale.isFinite ? min(max(scale, 0.25), 8) : 1
        // At most 4096 pixels a side and 4 M pixels in all: a larger drawing (absurd frames) is
        // scaled down to fit rather than allocating gigabytes.
        let (wide, high) = (max(bounds.width * safeScale, 1), max(bounds.height * safeScale, 1))
        if wide.isFinite, high.isFinite {
            let fit = min(4095 / wide, 4095 / high, (4_000_000 / (wide * high)).squareRoot(), 1)
            safeScale *= fit
        } else {
            safeScale = 0
        }
        func pixels(_ points: Double) -> Int {
            let value = (points * safeScale).rounded(.up)
            return value.isNaN ? 1 : Int(min(max(value, 1), 4096))
        }
        let width = pixels(bounds.width), height = pixels(bounds.height)
        var rasterizer = DiagramRasterizer(width: width, height: height,
                                           rules: drawing.styleSheet.paintRules(dark: options.theme == .dark))
        rasterizer.draw(svg: svg, viewBox: (bounds.x, bounds.y), scale: safeScale)
        return (width, height, rasterizer.canvas.rgba, (bounds.x, bounds.y), safeScale)
    }

    private func document(_ scene: DiagramScene) -> (svg: XMLElement, drawing: DiagramDrawing, title: String, description: String) {
        let id = DiagramIdentifiers.diagramID(fixture: scene.fixture, scenario: scene.scenario)
        var drawing = DiagramDrawing(scene: scene, id: id, options: options, fonts: fonts, glyphPaths: glyphPaths,
                                     labelWidths: labelWidths)
        drawing.draw()
        let description = DiagramDescription.describe(scene)
        let title = "\(scene.scenario) (\(scene.fixture))"

        let bounds = drawing.bounds
        var svg = XMLElement("svg", ["xmlns": "http://www.w3.org/2000/svg", "id": id])
        svg.set("width", bounds.width)
        svg.set("height", bounds.height)
        svg.set("viewBox", [bounds.x, bounds.y, bounds.width, bounds.height].map(DiagramNumber.format).joined(separator: " "))
        svg.set("role", "img")
        svg.set("aria-labelledby", "\(id)-title \(id)-desc")
        svg.append(XMLElement("title", ["id": "\(id)-title"], text: title))
        svg.append(XMLElement("desc", ["id": "\(id)-desc"], text: description))
        if let metadata = drawing.symbols.metadata { svg.append(metadata) }
        svg.append(XMLElement("style", text: drawing.styleSheet.css))
        let definitions = drawing.gradients + drawing.glyphs.definitions + drawing.symbols.definitions
        if !definitions.isEmpty {
            var defs = XMLElement("defs")
            for definition in definitions { defs.append(definition) }
            svg.append(defs)
        }
        if options.drawsBackground {
            var background = XMLElement("rect", ["class": "bg"])
            background.set("x", bounds.x)
            background.set("y", bounds.y)
            background.set("width", bounds.width)
            background.set("height", bounds.height)
            svg.append(background)
        }
        for layer in drawing.layers where !layer.children.isEmpty {
            svg.append(layer)
        }
        return (svg, drawing, title, description)
    }
}
