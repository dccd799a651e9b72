import Testing
import LayoutEngine

/// Stack rules that no seed example exercises on its own. Each scene is chosen so that the
/// broken rule gives different numbers (the comment shows both); `scripts/mutate.sh` plants the
/// break and expects these tests to fail.
@Suite("Stack rules: priority reservation, infinite-flexibility tie-break, re-proposal at placement")
struct StackRuleTests {
    @Test("Higher priority is offered the proposal minus the lower-priority minima")
    func priorityReservesLowerMinima() {
        // Seed 003, "Layout Priority": "A stack offers the children with the highest priority all
        // the space offered to it minus the space required for all its lower-priority children"
        // (facts §B1.2, "Reservation"). HStack(spacing: 0) at 100: blue (priority 0) needs at
        // least 30, so red (priority 1) is offered 100 − 30 = 70 and takes it; blue gets its 30
        // back and takes 30; the stack fits in 100.
        // Without the reservation red is offered 100 and takes it, blue is offered 0 and still
        // takes its minimum 30: the stack would be 130 wide.
        let scene = HStack(spacing: 0) {
            Color.red.layoutPriority(1)
            Color.blue.frame(minWidth: 30)
        }
        let result = layout(scene, width: 100, height: 10)
        #expect(result.root.children.map(\.frame.width) == [70, 30])
        #expect(result.frame("HStack").width == 100)
    }

    @Test("Reserved minima include every lower group, and each group gets its own back")
    func reservationAcrossThreeGroups() {
        // §B1.2: before the top group, the minima of *all* lower groups are reserved. HStack(spacing:
        // 0) at 120: red (priority 2) is offered 120 − 20 (green) − 10 (blue) = 90 and takes it;
        // green's group gets its 20 back and green is offered 20; blue's group gets its 10 back and
        // blue is offered 10. Total 90 + 20 + 10 = 120.
        // Without reservation: red 120, green 20 and blue 10 at their minima, 150 overflowing 120.
        let scene = HStack(spacing: 0) {
            Color.blue.frame(minWidth: 10)
            Color.green.frame(minWidth: 20).layoutPriority(1)
            Color.red.layoutPriority(2)
        }
        let result = layout(scene, width: 120, height: 10)
        #expect(result.root.children.map(\.frame.width) == [10, 20, 90])
    }

    @Test("Among infinitely flexible views the larger minimum is sized first")
    func infiniteFlexibilityTieBreak() {
        // facts §B1.2, tie rule (OpenSwiftUI `LayoutTraits.swift`, `FlexibilityEstimate <`): when
        // both flexibilities are infinite, the child with the larger minimum comes first.
        // HStack(spacing: 0) at 100: red is 0…∞, blue (minWidth 70, maxWidth ∞) is 70…∞. Blue goes
        // first: offered 100 / 2 = 50, it takes its minimum 70; red is offered 100 − 70 = 30.
        // In source order red would take 50 first and blue 70: 120, overflowing the 100.
        let scene = HStack(spacing: 0) {
            Color.red
            Color.blue.frame(minWidth: 70, maxWidth: .infinity)
        }
        let result = layout(scene, width: 100, height: 10)
        #expect(result.root.children.map(\.frame.width) == [30, 70])
        #expect(result.frame("HStack").width == 100)
        // The same along a VStack's axis: blue (70…∞ tall) first, red gets 100 − 70 = 30.
        let vertical = layout(VStack(spacing: 0) {
            Color.red
            Color.blue.frame(minHeight: 70, maxHeight: .infinity)
        }, width: 10, height: 100)
        #expect(vertical.root.children.map(\.frame.height) == [30, 70])
    }

    @Test("At placement a stack re-proposes its chosen minor size in place of nil")
    func placementReproposesMinorSize() {
        // facts §B1.5 (`commitPlacements`, `proposalWhenPlacing`): when placing, a nil minor
        // proposal is replaced by the stack's chosen minor size. A VStack proposed nil × nil is as
        // wide as its widest child, 100 (the fixed frame); blue's flexible `Color` answered the nil
        // width with 10 while sizing, but is placed with width 100, so it spans the stack
        // (the "equal-width buttons" idiom of `fixedSize` + `maxWidth: .infinity`).
        // Without the re-proposal blue would stay 10 wide, centred at x = (100 − 10) / 2 = 45.
        let scene = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(height: 10)
        }
        let result = layout(scene, width: nil, height: nil)
        #expect(result.frame("VStack").width == 100)
        #expect(result.frame("VStack[1]/frame").width == 100)
        #expect(result.frame("VStack[1]/frame").x == result.frame("VStack").x)
        // The same across an HStack: it is 50 tall (the fixed frame); red, 10 tall when asked for
        // its ideal height, is placed with height 50. Without the re-proposal: 10, at y 20.
        let row = layout(HStack(spacing: 0) {
            Color.red.frame(width: 10)
            Color.blue.frame(width: 10, height: 50)
        }, width: nil, height: nil)
        #expect(row.frame("HStack").height == 50)
        #expect(row.frame("HStack[0]/frame").height == 50)
        #expect(row.frame("HStack[0]/frame").y == row.frame("HStack").y)
    }

    @Test("A Spacer's minimum is reserved before the other views are sized")
    func spacerMinimumIsReserved() {
        // Apple's Spacer doc: minLength nil → the system spacing, 8 (facts §B4). Spacers have
        // priority −∞, so the colour's group is offered 100 − 8 = 92; the Spacer then gets 8.
        // With `Spacer(minLength: 20)` the colour is offered 80. With no Spacer minimum the colour
        // would take all 100 and the Spacer 0.
        let plain = layout(HStack(spacing: 0) { Color.red; Spacer() }, width: 100, height: 10)
        #expect(plain.root.children.map(\.frame.width) == [92, 8])
        let twenty = layout(HStack(spacing: 0) { Color.red; Spacer(minLength: 20) }, width: 100, height: 10)
        #expect(twenty.root.children.map(\.frame.width) == [80, 20])
        // Ideal size (nil proposal): a Spacer is its minimum, 8 tall in a VStack.
        let ideal = layout(VStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Spacer() }, width: nil, height: nil)
        #expect(ideal.frame("VStack").height == 18)
    }
}

@Suite("Overlay and background alignment")
struct OverlayAlignmentTests {
    @Test("The secondary's guides meet the primary's for every alignment", arguments: [
        // facts §B10: the secondary (20 × 10) is placed so that its guide for the alignment meets
        // the primary's (100 × 50). x: leading 0, centre (100 − 20) / 2 = 40, trailing 100 − 20 = 80;
        // y: top 0, centre (50 − 10) / 2 = 20, bottom 50 − 10 = 40.
        (Alignment.topLeading, Point(x: 0, y: 0)),
        (Alignment.center, Point(x: 40, y: 20)),
        (Alignment.bottomTrailing, Point(x: 80, y: 40)),
        (Alignment.top, Point(x: 40, y: 0)),
        (Alignment.trailing, Point(x: 80, y: 20)),
    ])
    func overlayAlignment(alignment: Alignment, origin: Point) {
        let scene = Color.red.frame(width: 100, height: 50)
            .overlay(alignment: alignment) { Color.blue.frame(width: 20, height: 10) }
        let result = layout(scene, width: nil, height: nil)
        let primary = result.frame("overlay")
        let secondary = result.frame("overlay[1]/frame")
        #expect(Point(x: secondary.x - primary.x, y: secondary.y - primary.y) == origin)
    }

    @Test("A background is aligned the same way, and an overlay's default is the centre")
    func backgroundAlignment() {
        // §B10: "Background = same geometry, drawn behind." A 30 × 30 background at .bottomLeading
        // of a 60 × 40 view: x 0, y 40 − 30 = 10. Default alignment .center: ((60 − 30) / 2,
        // (40 − 30) / 2) = (15, 5).
        let bottomLeading = layout(Color.red.frame(width: 60, height: 40)
            .background(alignment: .bottomLeading) { Color.blue.frame(width: 30, height: 30) }, width: nil, height: nil)
        #expect(bottomLeading.frame("background[1]/frame").origin - bottomLeading.frame("background").origin == Point(x: 0, y: 10))
        let centred = layout(Color.red.frame(width: 60, height: 40)
            .overlay { Color.blue.frame(width: 30, height: 30) }, width: nil, height: nil)
        #expect(centred.frame("overlay[1]/frame").origin - centred.frame("overlay").origin == Point(x: 15, y: 5))
    }
}

private func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
