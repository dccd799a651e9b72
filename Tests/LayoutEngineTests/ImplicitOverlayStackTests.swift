import Testing
import LayoutEngine

/// Apple's documentation of `overlay(alignment:content:)` and `background(alignment:content:)`:
/// several views in the closure are collected into one implicit `ZStack`; the views are centred
/// among themselves and the modifier's alignment places the stack as a unit.
@Suite struct ImplicitOverlayStackTests {
    @Test func twoOverlayViewsAreCentredOnEachOtherAndPlacedTogether() {
        // 100 × 100 primary, `.topLeading`: the stack is the union of 40 × 40 and 10 × 20, 40 × 40,
        // at (0, 0). The small view is centred in it: ((40 − 10) / 2, (40 − 20) / 2) = (15, 10).
        // Aligned on its own it would sit at (0, 0).
        let scene = Color.gray.frame(width: 100, height: 100).overlay(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 40)
            Color.green.frame(width: 10, height: 20)
        }
        let result = layout(scene, width: 100, height: 100)
        #expect(result.frame("overlay[1]/ZStack") == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(result.frame("overlay[1]/ZStack[0]/frame") == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(result.frame("overlay[1]/ZStack[1]/frame") == Rect(x: 15, y: 10, width: 10, height: 20))
    }

    @Test func twoBackgroundViewsMoveAsAUnit() {
        // `.bottomTrailing`: the 40 × 40 stack sits at (100 − 40, 100 − 40) = (60, 60), the small
        // view centred in it at (60 + 15, 60 + 10) = (75, 70), not at (90, 80).
        let scene = Color.gray.frame(width: 100, height: 100).background(alignment: .bottomTrailing) {
            Color.red.frame(width: 40, height: 40)
            Color.green.frame(width: 10, height: 20)
        }
        let result = layout(scene, width: 100, height: 100)
        #expect(result.frame("background[1]/ZStack[1]/frame") == Rect(x: 75, y: 70, width: 10, height: 20))
    }

    @Test func oneViewIsAlignedDirectly() {
        let scene = Color.gray.frame(width: 100, height: 100).overlay(alignment: .bottomTrailing) {
            Color.green.frame(width: 10, height: 20)
        }
        #expect(layout(scene, width: 100, height: 100).frame("overlay[1]/frame") == Rect(x: 90, y: 80, width: 10, height: 20))
    }
}
