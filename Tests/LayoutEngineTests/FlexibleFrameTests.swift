import Testing
import LayoutEngine

/// `frame(minWidth:idealWidth:maxWidth:…)` — Apple's documentation of the modifier ("the frame
/// … takes the proposal, clamped to the limits; the ideal size when proposed nothing") and
/// OpenSwiftUI `_FlexFrameLayout` (`swiftui-layout-facts.md` §B6). Numbers are arithmetic from
/// those rules.
@Suite("Flexible frame")
struct FlexibleFrameTests {
    @Test("maxWidth: .infinity takes the whole proposal around a small child")
    func maxInfinity() {
        // A 50-pt-wide child in a 300-pt proposal: min(max(300, 50), ∞) = 300; the child is
        // centred: (300 − 50) / 2 = 125.
        let scene = Color.red.frame(width: 50, height: 20).frame(maxWidth: .infinity)
        let result = layout(scene, width: 300, height: 100)
        #expect(result.frame("frame").width == 300)
        #expect(result.frame("frame/frame").x == 125)
    }

    @Test("min and max with a proposal clamp it without asking the child")
    func clampsProposal() {
        // clamp(300, 50, 120) = 120 and clamp(10, 50, 120) = 50, whatever the child (a fixed 10 × 10).
        let scene = Color.red.frame(width: 10, height: 10).frame(minWidth: 50, maxWidth: 120, minHeight: 50, maxHeight: 120)
        #expect(layout(scene, width: 300, height: 10).frame("frame").size == Size(width: 120, height: 50))
    }

    @Test("An unspecified proposal takes the ideal")
    func idealWhenUnspecified() {
        // fixedSize proposes nil: the frame answers its ideal width, 80, and its child's height.
        let scene = Color.red.frame(idealWidth: 80).fixedSize()
        let result = layout(scene, width: 300, height: 300)
        #expect(result.frame("fixedSize/frame").width == 80)
        // A colour with no height proposal answers 10.
        #expect(result.frame("fixedSize/frame").height == 10)
    }

    @Test("Contradictory values are normalised: an ideal below the minimum is raised to it")
    func normalisesIdeal() {
        // ideal = max(min, ideal) = max(100, 20) = 100 (§B6, confirmed by OpenSwiftUI's dual tests).
        let scene = Color.red.frame(minWidth: 100, idealWidth: 20).fixedSize()
        #expect(layout(scene, width: 300, height: 300).frame("fixedSize/frame").width == 100)
    }

    @Test("A maximum below the ideal is raised to the ideal")
    func normalisesMax() {
        // max = max(ideal, max) = max(90, 40) = 90; proposed 300 with min absent → child
        // offered clamp(300, −∞, 90) = 90 and the frame is min(max(90, 90), 90) = 90.
        let scene = Color.red.frame(idealWidth: 90, maxWidth: 40)
        #expect(layout(scene, width: 300, height: 300).frame("frame").width == 90)
    }

    @Test("minWidth alone: at least the minimum, else as small as the child within the proposal")
    func minimumOnly() {
        // A 30-wide child offered clamp(200, 60, ∞) = 200 answers 30: max(min(200, 30), 60) = 60.
        let scene = Color.red.frame(width: 30, height: 10).frame(minWidth: 60)
        #expect(layout(scene, width: 200, height: 100).frame("frame").width == 60)
    }
}
