import Testing
import LayoutEngine

/// Ole Begemann, "How the relative size modifier interacts with stack views" (seed 001).
/// Every scene: `HStack(spacing: 10)` of three colours, 620 pt wide, `.frame(height: 80)`.
/// Available width = 620 − 2 × 10 = 600; all three colours range 0…∞, so they are equally
/// flexible and the stack visits them in source order.
@Suite("Seed 001: relativeProposed in an HStack")
struct Seed001RelativeSizeTests {
    /// Stack inside the 80-pt frame: `frame/HStack[i]/…`.

    @Test("Modifier on the first child: 100 / 250 / 250")
    func modifierOnFirstChild() {
        // Blue is offered 600 / 3 = 200 and halves it: 100. Then 500 left for two: 250 each.
        let scene = HStack(spacing: 10) {
            Color.blue.relativeProposed(width: 0.5)
            Color.green
            Color.yellow
        }.frame(height: 80)
        let result = layout(scene, width: 620, height: 80)
        #expect(result.frame("frame/HStack[0]/relativeProposed/Color").width == 100)
        #expect(result.frame("frame/HStack[1]/Color").width == 250)
        #expect(result.frame("frame/HStack[2]/Color").width == 250)
        // 100 + 250 + 250 + 20 = 620: the stack fills the canvas.
        #expect(result.frame("frame/HStack").width == 620)
    }

    @Test("Modifier on the middle child: 200 / 100 / 300")
    func modifierOnMiddleChild() {
        // Blue: 600 / 3 = 200. Green: 400 / 2 = 200, halved to 100. Yellow: the 300 left.
        let scene = HStack(spacing: 10) {
            Color.blue
            Color.green.relativeProposed(width: 0.5)
            Color.yellow
        }.frame(height: 80)
        let result = layout(scene, width: 620, height: 80)
        #expect(result.frame("frame/HStack[0]/Color").width == 200)
        #expect(result.frame("frame/HStack[1]/relativeProposed/Color").width == 100)
        #expect(result.frame("frame/HStack[2]/Color").width == 300)
    }

    @Test("Modifier on the last child: 200 / 200 / 100 in a 520-pt stack, centred")
    func modifierOnLastChild() {
        // 200, 200, then 200 left, halved to 100. No redistribution: the stack is
        // 200 + 200 + 100 + 20 = 520 (the seed states 520) and sits centred: (620 − 520) / 2 = 50.
        let scene = HStack(spacing: 10) {
            Color.blue
            Color.green
            Color.yellow.relativeProposed(width: 0.5)
        }.frame(height: 80)
        let result = layout(scene, width: 620, height: 80)
        #expect(result.frame("frame/HStack[0]/Color").width == 200)
        #expect(result.frame("frame/HStack[1]/Color").width == 200)
        #expect(result.frame("frame/HStack[2]/relativeProposed/Color").width == 100)
        #expect(result.frame("frame/HStack") == Rect(x: 50, y: 0, width: 520, height: 80))
        // Source order placement: blue at 50, green at 50 + 200 + 10, yellow at 260 + 200 + 10.
        #expect(result.frame("frame/HStack[1]/Color").x == 260)
        #expect(result.frame("frame/HStack[2]/relativeProposed/Color").x == 470)
    }

    @Test("Modifier on the last child with layoutPriority(1): 150 / 150 / 300")
    func modifierWithPriority() {
        // The priority-1 group (yellow) is offered all 600 (the others' minima are 0) and
        // halves it: 300. The 300 left go to blue and green: 150 each.
        let scene = HStack(spacing: 10) {
            Color.blue
            Color.green
            Color.yellow.relativeProposed(width: 0.5).layoutPriority(1)
        }.frame(height: 80)
        let result = layout(scene, width: 620, height: 80)
        #expect(result.frame("frame/HStack[0]/Color").width == 150)
        #expect(result.frame("frame/HStack[1]/Color").width == 150)
        #expect(result.frame("frame/HStack[2]/layoutPriority/relativeProposed/Color").width == 300)
    }

    @Test("The trace shows the 200-pt offer the modifier halves")
    func traceExplainsTheHalving() {
        let scene = HStack(spacing: 10) {
            Color.blue
            Color.green.relativeProposed(width: 0.5)
            Color.yellow
        }.frame(height: 80)
        let result = layout(scene, width: 620, height: 80, trace: true)
        // The seed's step 2: "400 / 2 = 200 … proposes 100 pt to the green view".
        let offers = result.trace.filter { $0.reason == .sizing && !$0.cached }
        #expect(offers.contains { $0.path == "frame/HStack[1]/relativeProposed" && $0.proposal.width == 200 })
        #expect(offers.contains { $0.path == "frame/HStack[1]/relativeProposed/Color" && $0.proposal.width == 100 })
        #expect(result.trace.contains { $0.reason == .minimumProbe && $0.proposal.width == 0 })
        #expect(result.trace.contains { $0.reason == .maximumProbe && $0.proposal.width == .infinity })
    }
}
