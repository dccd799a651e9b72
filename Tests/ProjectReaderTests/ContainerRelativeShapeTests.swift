import LayoutEngine
import Testing
@testable import ProjectReader

/// `ContainerRelativeShape` (`Library/Views/ContainerRelativeShape.swift`). Apple,
/// `ContainerRelativeShape`: "If there is not a current container shape, the system provides a
/// rectangle"; `containerShape(_:)` "Sets the container shape to use for any container relative
/// shape within this view". A shape takes the size it is offered either way.
@Suite struct ContainerRelativeShapeTests {
    /// With no container shape above it, the shape is a rectangle exactly as Apple documents:
    /// no warning; it fills the 200 × 100 frame it is offered.
    @Test func withoutAContainerShapeItIsARectangle() throws {
        let reading = read("""
        import SwiftUI
        struct Card: View {
            var body: some View {
                ContainerRelativeShape()
                    .fill(Color.blue)
                    .frame(width: 200, height: 100)
            }
        }
        #Preview { Card() }
        """)
        #expect(reading.diagnostics.withoutLibraryAssumptions.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let shape = try #require(layout(scenario).root.allViews.first { $0.label == "ContainerRelativeShape" })
        #expect(shape.frame.width == 200 && shape.frame.height == 100)
    }

    /// `.clipShape(.containerRelative)` and `.background(_, in: ContainerRelativeShape())` with no
    /// container shape: rectangles, no warning.
    @Test func clipAndBackgroundShapesWithoutAContainerShapeAreRectangles() throws {
        let reading = read("""
        import SwiftUI
        struct Card: View {
            var body: some View {
                Text("Orders")
                    .padding()
                    .background(.indigo, in: ContainerRelativeShape())
                    .clipShape(.containerRelative)
            }
        }
        #Preview { Card() }
        """)
        #expect(reading.diagnostics.withoutLibraryAssumptions.isEmpty, "\(reading.diagnostics.map(\.text))")
    }

    /// A `.containerShape(_:)` above the shape, written after it in the same expression, is its
    /// container: the inset rounded rectangle is not drawn, so one warning names the approximation;
    /// the frame is still the 120 × 80 the shape is offered.
    @Test func belowAContainerShapeItWarns() throws {
        let reading = read("""
        import SwiftUI
        struct Tile: View {
            var body: some View {
                ZStack {
                    ContainerRelativeShape().fill(Color.green)
                }
                .frame(width: 120, height: 80)
                .containerShape(RoundedRectangle(cornerRadius: 20))
            }
        }
        #Preview { Tile() }
        """)
        let warnings = reading.diagnostics.withoutLibraryAssumptions
        #expect(warnings.map(\.id) == ["approximatedView"], "\(reading.diagnostics.map(\.text))")
        #expect(warnings.first?.text.contains("RoundedRectangle") == true)
        let scenario = try #require(reading.scenarios.first)
        let shape = try #require(layout(scenario).root.allViews.first { $0.label == "ContainerRelativeShape" })
        #expect(shape.frame.width == 120 && shape.frame.height == 80)
    }

    /// A container shape set by a parent view reaches a child's clip shape.
    @Test func aParentsContainerShapeReachesAChildsClipShape() throws {
        let reading = read("""
        import SwiftUI
        struct Badge: View {
            var body: some View { Color.red.clipShape(ContainerRelativeShape()) }
        }
        struct Panel: View {
            var body: some View { Badge().padding(8).containerShape(.rect(cornerRadius: 16)) }
        }
        #Preview { Panel() }
        """)
        #expect(reading.diagnostics.withoutLibraryAssumptions.map(\.id) == ["approximatedView"], "\(reading.diagnostics.map(\.text))")
    }
}
