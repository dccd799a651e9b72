import Testing
import LayoutEngine

@Suite("Spacer, ZStack, overlay, Group, priority through modifiers, alignment guides")
struct ContainerTests {
    @Test("Spacer(minLength:) defaults to 8 and keeps it when space runs out")
    func spacerMinimum() {
        // Apple's Spacer doc: minLength nil → the system spacing (8). A fixed 295-pt view leaves
        // 5 pt, but the Spacer is at least 8: the stack overflows to 295 + 8 = 303.
        let scene = HStack(spacing: 0) { Color.red.frame(width: 295, height: 10); Spacer() }
        let result = layout(scene, width: 300, height: 10)
        #expect(result.frame("HStack[1]/Spacer").width == 8)
        #expect(result.frame("HStack").width == 303)
    }

    @Test("Spacers are sized last and share what the others leave; no spacing beside them")
    func spacersShare() {
        // Default spacing: 8 between the two colours only. 300 − 40 − 40 − 8 = 212 left for the
        // two spacers (priority −∞, last group): 106 each.
        let scene = HStack {
            Spacer()
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10)
            Spacer()
        }
        let result = layout(scene, width: 300, height: 10)
        #expect(result.frame("HStack[0]/Spacer").width == 106)
        #expect(result.frame("HStack[1]/frame").x == 106)
        #expect(result.frame("HStack[2]/frame").x == 106 + 40 + 8)
        #expect(result.frame("HStack[3]/Spacer").width == 106)
    }

    @Test("A Spacer in a VStack is 0 wide and grows vertically")
    func spacerAxis() {
        let result = layout(VStack { Color.red.frame(width: 50, height: 50); Spacer() }, width: 100, height: 200)
        #expect(result.frame("VStack[1]/Spacer").size == Size(width: 0, height: 150))
    }

    @Test("Default spacing is 8 between ordinary views on both axes")
    func defaultSpacing() {
        // `swiftui-layout-facts.md` §B3: two ordinary views are the system default, 8 pt, apart.
        let h = layout(HStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }, width: nil, height: nil)
        #expect(h.frame("HStack").width == 28)
        let v = layout(VStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }, width: nil, height: nil)
        #expect(v.frame("VStack").height == 28)
    }

    @Test("ZStack is as big as its largest child and centres the others")
    func zStack() {
        let scene = ZStack { Color.red.frame(width: 100, height: 100); Color.blue.frame(width: 50, height: 50) }
        let result = layout(scene, width: nil, height: nil)
        #expect(result.frame("ZStack").size == Size(width: 100, height: 100))
        #expect(result.frame("ZStack[1]/frame").origin == Point(x: 25, y: 25))
    }

    @Test("ZStack grows when a guide pushes a child out (the union of frames)")
    func zStackUnion() {
        // SwiftUI Field Guide (ZStack) and Fatbobman: the size is the union of the children's
        // frames. A 20 × 20 badge whose top guide is its bottom sits above a 100 × 100 base:
        // union height 20 + 100 = 120.
        let scene = ZStack(alignment: .top) {
            Color.red.frame(width: 100, height: 100)
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { d in d[.bottom] }
        }
        let result = layout(scene, width: nil, height: nil)
        #expect(result.frame("ZStack").size == Size(width: 100, height: 120))
        #expect(result.frame("ZStack[0]/frame").y - result.frame("ZStack").y == 20)
    }

    @Test("overlay keeps the primary's size and aligns the secondary")
    func overlay() {
        // A 20 × 20 overlay at .bottomTrailing of a 100 × 50 view: x 100 − 20 = 80, y 50 − 20 = 30.
        let scene = Color.red.frame(width: 100, height: 50)
            .overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 20, height: 20) }
        let result = layout(scene, width: nil, height: nil)
        #expect(result.frame("overlay").size == Size(width: 100, height: 50))
        #expect(result.frame("overlay[1]/frame").origin == Point(x: 80, y: 30))
    }

    @Test("An overlay's secondary is proposed the primary's size")
    func overlayProposal() {
        let result = layout(Color.red.frame(width: 100, height: 50).overlay { Color.blue }, width: 300, height: 300)
        #expect(result.frame("overlay[1]/Color").size == Size(width: 100, height: 50))
    }

    @Test("border is an overlay of the view's own size")
    func border() {
        let result = layout(Color.red.frame(width: 40, height: 30).border(.blue, width: 2), width: nil, height: nil)
        #expect(result.frame("overlay[1]/Rectangle").size == Size(width: 40, height: 30))
    }

    @Test("Priority is kept through overlay and fixedSize but not through padding or frame")
    func priorityThroughModifiers() {
        // Seed 001's fourth scene gives yellow 300 with priority 1 (see Seed001RelativeSizeTests).
        // §B2: overlay passes the priority on → still 300; padding reports 0 → back to the
        // no-priority result, 600/3 = 200 then 200, and yellow is offered 200 → 100.
        func yellow(_ modify: (ViewNode) -> ViewNode) -> Double {
            let scene = HStack(spacing: 10) {
                Color.blue
                Color.green
                modify(Color.yellow.relativeProposed(width: 0.5).layoutPriority(1))
            }
            return layout(scene, width: 620, height: 80).root.children[2].frame.width
        }
        #expect(yellow { $0.overlay { Color.clear } } == 300)
        #expect(yellow { $0.fixedSize(horizontal: false, vertical: true) } == 300)
        #expect(yellow { $0.padding(0) } == 100)
        #expect(yellow { $0.frame(maxHeight: 80) } == 100)
    }

    @Test("Group and ForEach contribute their views to the stack")
    func groupsFlatten() {
        // Five colours from a ForEach and a Group share 500 − 4 × 10 = 460: 92 each.
        let scene = HStack(spacing: 10) {
            ForEach(0..<3) { _ in Color.red }
            Group { Color.blue; Color.green }
        }
        let result = layout(scene, width: 500, height: 10)
        #expect(result.root.children.count == 5)
        #expect(result.root.children.allSatisfy { $0.frame.width == 92 })
        #expect(result.root.children[3].path == "HStack[3]/Color")
    }

    @Test("A modifier on a Group applies to each of its views")
    func modifierOnGroup() {
        let scene = HStack(spacing: 0) { Group { Color.red; Color.blue }.frame(width: 30) }
        let result = layout(scene, width: 300, height: 10)
        #expect(result.root.children.map(\.kind) == ["frame", "frame"])
        #expect(result.frame("HStack").width == 60)
    }

    @Test("EmptyView adds neither size nor spacing")
    func emptyView() {
        let scene = HStack { Color.red.frame(width: 10, height: 10); EmptyView(); Color.blue.frame(width: 10, height: 10) }
        #expect(layout(scene, width: nil, height: nil).frame("HStack").width == 28)
    }

    @Test("alignmentGuide shifts a child against the stack's guide")
    func alignmentGuide() {
        // VStack(alignment: .leading): the second child's leading guide is moved to 30 pt left
        // of its edge (d[.leading] − 30 = −30), so its edge sits 30 right of the first child's.
        let scene = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20)
            Color.blue.frame(width: 50, height: 20).alignmentGuide(.leading) { d in d[.leading] - 30 }
        }
        let result = layout(scene, width: nil, height: nil)
        #expect(result.frame("VStack[1]/alignmentGuide").x - result.frame("VStack[0]/frame").x == 30)
        #expect(result.frame("VStack").width == 100)
    }

    @Test("A VStack of texts reports its first text's first baseline and last text's last baseline")
    func stackBaselines() {
        // Two 17-pt lines (17 tall each with the 1-em monospaced font), 8 apart. First baseline:
        // 13.6 → 13.667 at @3x; last baseline: 17 + 8 + 13.667 = 38.667.
        let stack = VStack { Text("One"); Text("Two") }
        let scene = HStack(alignment: .lastTextBaseline, spacing: 0) { stack; Text("x").font(.largeTitle) }
        let result = layout(scene, width: nil, height: nil)
        let big = result.view("HStack[1]/Text")
        let lower = result.view("HStack[0]/VStack[1]/Text")
        #expect(close(lower.frame.y + 41.0 / 3, big.frame.y + 82.0 / 3, tolerance: 1e-9))
    }
}
