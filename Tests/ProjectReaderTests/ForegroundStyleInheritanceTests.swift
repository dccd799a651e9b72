import LayoutEngine
import Testing
@testable import ProjectReader

/// `foregroundStyle(_:)` / `foregroundColor(_:)` set an environment value (Apple: "sets the
/// view's foreground elements to use a given style"): the texts and shapes inside a container
/// draw in it unless they have their own paint, and a `Color` keeps its colour.
@Suite struct ForegroundStyleInheritanceTests {
    @Test func textsAndShapesBelowTakeTheStyle() throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview {
            VStack {
                Text("Title")
                Rectangle().frame(width: 10, height: 10)
                Text("Note").foregroundStyle(.green)
                Color.blue.frame(width: 10, height: 10)
            }
            .foregroundStyle(.white)
        }
        """)
        let texts = views.filter { $0.kind == "Text" }, shape = try #require(views.first { $0.kind == "Rectangle" })
        let colour = try #require(views.first { $0.kind == "Color" })
        try #require(texts.count == 2)
        let white = try #require(texts[0].style.fill)
        #expect(shape.style.fill == white)
        #expect(texts[1].style.fill != nil && texts[1].style.fill != white)
        // A `Color` paints its own colour (its primitive's), never the inherited style.
        #expect(colour.style.fill == nil)
    }

    /// A background outside the modifier is not below it: it keeps no paint of its own here.
    @Test func contentOutsideTheModifierIsUntouched() throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview {
            Text("On black")
                .foregroundStyle(.white)
                .background(Rectangle())
        }
        """)
        let shape = try #require(views.first { $0.kind == "Rectangle" })
        #expect(shape.style.fill == nil)
        #expect(views.first { $0.kind == "Text" }?.style.fill != nil)
    }
}
