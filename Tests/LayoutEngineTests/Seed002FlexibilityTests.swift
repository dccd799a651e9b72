import Testing
import LayoutEngine

/// Chris Eidhof and Florian Kugler, "How an HStack lays out its children" (objc.io, seed 002).
/// The article's code blocks are missing from our copy; the scenes below are the ones its prose
/// describes, with the numbers it states.
@Suite("Seed 002: flexibility ordering and overflow")
struct Seed002FlexibilityTests {
    @Test("Three equal views each become 100 wide")
    func threeEqualViews() {
        // 300 / 3 = 100 each with no spacing ("Each view becomes 100 points wide").
        let scene = HStack(spacing: 0) { Color.red; Color.green; Color.blue }
        let result = layout(scene, width: 300, height: 100)
        for index in 0..<3 { #expect(result.frame("HStack[\(index)]/Color").width == 100) }
    }

    @Test("maxWidth 100 vs minWidth 100 in 150: 75 + 100 = 175, overflowing")
    func overflow() {
        // Red (0…100, flexibility 100) before green (100…∞): red is offered 150 / 2 = 75 and
        // takes it; green is offered the 75 left and becomes its minimum, 100. The stack is
        // 75 + 100 = 175 wide in a 150-pt proposal, centred: x = (150 − 175) / 2 = −12.5.
        let scene = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }
        let result = layout(scene, width: 150, height: 100)
        #expect(result.frame("HStack[0]/frame").width == 75)
        #expect(result.frame("HStack[1]/frame").width == 100)
        #expect(result.frame("HStack").width == 175)
        #expect(result.frame("HStack").x == -12.5)
    }

    @Test("Swapping the two views gives the same widths")
    func swapped() {
        // "If we swap the two subviews around, we get the exact same result".
        let scene = HStack(spacing: 0) {
            Color.green.frame(minWidth: 100)
            Color.red.frame(maxWidth: 100)
        }
        let result = layout(scene, width: 150, height: 100)
        #expect(result.frame("HStack[0]/frame").width == 100)
        #expect(result.frame("HStack[1]/frame").width == 75)
    }

    @Test("Flexibility 100 (max 100) goes before flexibility 110 (min 90, max 200)")
    func flexibilityIsTheRange() {
        // Red ranges 0…100 (flexibility 100), green 90…200 (flexibility 110), so red is offered
        // 150 / 2 = 75 first ("the red rectangle becomes 75 wide"); green gets
        // clamp(75, 90, 200) = 90.
        let scene = HStack(spacing: 0) {
            Color.green.frame(minWidth: 90, maxWidth: 200)
            Color.red.frame(maxWidth: 100)
        }
        let result = layout(scene, width: 150, height: 100, trace: true)
        #expect(result.frame("HStack[1]/frame").width == 75)
        #expect(result.frame("HStack[0]/frame").width == 90)
        // Red is asked first: its 75 offer precedes green's in the trace.
        let sizing = result.trace.filter { $0.reason == .sizing && $0.depth == 1 && !$0.cached }
        #expect(sizing.map(\.path).prefix(2) == ["HStack[1]/frame", "HStack[0]/frame"])
        #expect(sizing.first?.proposal.width == 75)
    }
}
