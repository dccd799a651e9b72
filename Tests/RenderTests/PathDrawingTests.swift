import LayoutEngine
import ProjectReader
import Testing
import TextLayout
@testable import Render

/// `Path` values and a program's `Shape` drawn as code draws them: the outline's commands, in
/// the view's coordinates, moved to where the view is (`ShapePathData`, `ProgramShapeLeaf`).
@Suite struct PathDrawingTests {
    /// The diagram of the first preview of `source` (a whole file).
    static func diagram(_ source: String) throws -> RenderedDiagram {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "Shapes.swift", assets: ImageAssets(directory: nil))
        let scenario = try #require(reading.scenarios.first, "\(reading.diagnostics)")
        let result = LayoutEngine.layout(scenario.root, in: scenario.proposal, options: LayoutOptions(textMeasurer: FontTextMeasurer()))
        let scene = DiagramScene(fixture: "shapes", scenario: "shapes", proposal: scenario.proposal, layout: result)
        return DiagramRenderer(options: DiagramOptions(measure: .none)).render(scene)
    }

    static let triangle = """
        import SwiftUI
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }
        """

    @Test func aPathIsDrawnWhereItsPointsAreInTheView() throws {
        let svg = try PaintTests.render("""
            Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: 40, y: 30))
            }
            .stroke(Color.red, lineWidth: 2)
            .frame(width: 100, height: 60)
            """)
        // The frame is centred in the 393 × 759 preview at (146.67, 349.67) (UnevenCornerTests):
        // the line runs from there to (146.67 + 40, 349.67 + 30); the stroke is centred on it.
        let line = try #require(UnevenCornerTests.path(svg, "s-red"), "\(svg)")
        #expect(line.contains(#"d="M146.67 349.67 L186.67 379.67""#))
        #expect(line.contains(#"fill="none""#))
        #expect(line.contains(#"stroke-width="2""#))
    }

    @Test func aProgramsShapeIsDrawnFromItsPathInTheFrame() throws {
        let diagram = try Self.diagram(Self.triangle + """

            #Preview { Triangle().fill(.blue).frame(width: 100, height: 60) }
            """)
        // path(in:) runs with (0, 0, 100, 60): apex (50, 0), base corners (100, 60) and (0, 60),
        // moved to the frame at (146.67, 349.67).
        let shape = try #require(UnevenCornerTests.path(diagram.svg, "f-blue"), "\(diagram.svg)")
        #expect(shape.contains(#"d="M196.67 349.67 L246.67 409.67 L146.67 409.67 Z""#))
        #expect(!diagram.warnings.contains { $0.id == "shapePathNotRun" })
    }

    @Test func aShapeWhosePathCannotRunIsDrawnAsItsFrameWithAWarning() throws {
        let diagram = try Self.diagram("""
            import SwiftUI
            struct Broken: Shape {
                func path(in rect: CGRect) -> Path {
                    let corners: [CGPoint] = []
                    var path = Path()
                    path.move(to: corners[0])
                    return path
                }
            }
            #Preview { Broken().fill(.green).frame(width: 100, height: 60) }
            """)
        let frame = try #require(diagram.svg.split(separator: "\n").first { $0.hasPrefix("<rect") && $0.contains("f-green") })
        #expect(frame.contains(#"width="100""#))
        let warning = try #require(diagram.warnings.first { $0.id == "shapePathNotRun" })
        #expect(warning.text.contains("Broken.path(in:)"))
    }

    @Test func aTrimmedCircleDrawsThePartOfItsOutline() throws {
        let svg = try PaintTests.render("Circle().trim(from: 0, to: 0.25).stroke(Color.blue, lineWidth: 4).frame(width: 100, height: 100)")
        // The 100 × 100 frame at x = (393 − 100) / 2 = 146.5 → 146.67, y = (759 − 100) / 2 =
        // 329.5 → 329.67 (3× grid); `stroke` is centred on the outline (Apple,
        // `strokeBorder` is the inset one), so the circle of radius 50 about (196.67, 379.67)
        // starts at 3 o'clock (246.67, 379.67) and the quarter ends at 6 o'clock (196.67, 429.67).
        let arc = try #require(UnevenCornerTests.path(svg, "s-blue"), "\(svg)")
        #expect(arc.contains(#"d="M246.67 379.67 C"#))
        #expect(arc.contains(#" 196.67 429.67""#))
    }

    @Test func pathValuesAnswerTheirBoundingRect() throws {
        let svg = try PaintTests.render("""
            let path = Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40))
            Color.red.frame(width: path.boundingRect.width, height: path.boundingRect.maxY)
            """)
        // The ellipse's box is 30 wide and reaches y = 20 + 40 = 60.
        let rect = try #require(PaintTests.element(svg, "f-red"), "\(svg)")
        #expect(rect.contains(#"width="30""#) && rect.contains(#"height="60""#))
    }
}
