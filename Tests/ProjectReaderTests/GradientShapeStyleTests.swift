import LayoutEngine
import Testing
@testable import ProjectReader

/// `.linearGradient(…)` and its kin where a shape style is expected
/// (`Library/Values/GradientShapeStyles.swift`) are the gradients their types' initializers make.
@Suite struct GradientShapeStyleTests {
    private func circleGradient(_ style: String) throws -> GradientValue? {
        let reading = read("""
        import SwiftUI
        #Preview { Circle().foregroundStyle(\(style)).frame(width: 4, height: 4) }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        return scenario.root.allNodes.compactMap(\.style.gradient).first
    }

    /// UnitPoint (Apple docs): `.bottom` is (0.5, 1), `.leading` (0, 0.5). The implicit member
    /// draws the same gradient as `LinearGradient(colors:startPoint:endPoint:)` written out.
    @Test func anImplicitLinearGradientIsTheLinearGradient() throws {
        let implicit = try #require(try circleGradient(".linearGradient(colors: [.green, .red], startPoint: .bottom, endPoint: .leading)"))
        let written = try circleGradient("LinearGradient(colors: [.green, .red], startPoint: .bottom, endPoint: .leading)")
        #expect(implicit == written)
        #expect(implicit.colors.count == 2)
        #expect((implicit.startX, implicit.startY, implicit.endX, implicit.endY) == (0.5, 1, 0, 0.5))
    }

    /// `background(_:in:fillStyle:)` (Apple: "A ShapeStyle that SwiftUI uses to fill the shape"):
    /// a gradient, written out, implicit or wrapped in `AnyShapeStyle`, fills the shape, which
    /// takes the view's frame (the 40 × 20 of the frame below).
    @Test func aGradientBackgroundInAShapeFillsTheShape() throws {
        for style in ["LinearGradient(colors: [.green, .red], startPoint: .top, endPoint: .bottom)",
                      ".linearGradient(colors: [.green, .red], startPoint: .top, endPoint: .bottom)",
                      "AnyShapeStyle(LinearGradient(colors: [.green, .red], startPoint: .top, endPoint: .bottom))"] {
            let reading = read("""
            import SwiftUI
            #Preview { Color.clear.frame(width: 40, height: 20).background(\(style), in: .rect(cornerRadius: 6)) }
            """)
            #expect(reading.diagnostics.isEmpty, "\(style): \(reading.diagnostics.map(\.text))")
            let scenario = try #require(reading.scenarios.first)
            let filled = try #require(layout(scenario).root.allViews.first { $0.style.gradient != nil }, "\(style)")
            #expect(filled.style.gradient?.colors.count == 2)
            #expect(filled.kind == "RoundedRectangle" && filled.frame.width == 40 && filled.frame.height == 20, "\(style): \(filled.kind)")
        }
    }

    /// The static function's first, unlabelled `Gradient` is the initializer's `gradient:`.
    @Test func anUnlabelledGradientIsTheInitializersGradient() throws {
        let implicit = try circleGradient(".linearGradient(Gradient(colors: [.blue, .white]), startPoint: .top, endPoint: .bottom)")
        let written = try circleGradient("LinearGradient(gradient: Gradient(colors: [.blue, .white]), startPoint: .top, endPoint: .bottom)")
        #expect(implicit != nil)
        #expect(implicit == written)
    }
}
