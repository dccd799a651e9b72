import LayoutEngine

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
    /// Margin around the drawing, in points.
    static let margin = 6.0

    public init(options: DiagramOptions = DiagramOptions()) {
        self.options = options
    }

    public func render(_ scene: DiagramScene) -> RenderedDiagram {
        let id = DiagramIdentifiers.diagramID(fixture: scene.fixture, scenario: scene.scenario)
        var drawing = DiagramDrawing(scene: scene, id: id, options: options)
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
        svg.append(XMLElement("style", text: drawing.styleSheet.css))
        var background = XMLElement("rect", ["class": "bg"])
        background.set("x", bounds.x)
        background.set("y", bounds.y)
        background.set("width", bounds.width)
        background.set("height", bounds.height)
        svg.append(background)
        for layer in drawing.layers where !layer.children.isEmpty {
            svg.append(layer)
        }
        return RenderedDiagram(svg: svg.serialized() + "\n", id: id, title: title, description: description,
                               width: bounds.width, height: bounds.height)
    }
}
