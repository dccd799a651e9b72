import Testing
import LayoutEngine

/// Alexander Grebenyuk, "SwiftUI Layout System" (kean.blog, seed 003).
@Suite("Seed 003: frames, stacks and the image-and-text example")
struct Seed003LayoutSystemTests {
    let image60 = Image("swiftui", size: Size(width: 60, height: 60))

    @Test("A 60×60 image in an 80×80 frame stays 60×60, centred")
    func fixedImageInFrame() {
        // "The image has not changed its size": centred, (80 − 60) / 2 = 10 from each edge.
        let result = layout(image60.frame(width: 80, height: 80), width: 300, height: 300)
        let frame = result.frame("frame")
        let image = result.frame("frame/Image")
        #expect(frame.size == Size(width: 80, height: 80))
        #expect(image.size == Size(width: 60, height: 60))
        #expect(image.x - frame.x == 10 && image.y - frame.y == 10)
    }

    @Test("alignment: .topLeading puts the image in the corner")
    func topLeading() {
        let result = layout(image60.frame(width: 80, height: 80, alignment: .topLeading), width: 300, height: 300)
        #expect(result.frame("frame/Image").origin == result.frame("frame").origin)
    }

    @Test("A resizable image takes the frame's 80×80")
    func resizable() {
        let result = layout(image60.resizable().frame(width: 80, height: 80), width: 300, height: 300)
        #expect(result.frame("frame/Image").size == Size(width: 80, height: 80))
    }

    @Test("A frame narrower than the image: the child still chooses 60 and overflows")
    func childChoosesItsSize() {
        // Frame 40 wide, image 60 centred: it starts (40 − 60) / 2 = −10 from the frame.
        let result = layout(image60.frame(width: 40, height: 80), width: 300, height: 300)
        #expect(result.frame("frame/Image").width == 60)
        #expect(result.frame("frame/Image").x - result.frame("frame").x == -10)
    }

    @Test("Two 80×80 images with spacing 10 are 170×80 whatever the proposal", arguments: [
        (200.0, 140.0), (140.0, 140.0),
    ])
    func twoImages(width: Double, height: Double) {
        // 80 + 10 + 80 = 170; the seed's two previews are 200×140 and 140×140.
        let scene = HStack(spacing: 10) {
            Image("swiftui", size: Size(width: 80, height: 80))
            Image("swiftui", size: Size(width: 80, height: 80))
        }
        #expect(layout(scene, width: width, height: height).frame("HStack").size == Size(width: 170, height: 80))
    }

    @Test("Image and two texts at 230: 210 available, image offered 70 takes 80, first text offered 65")
    func imageAndTwoTexts() {
        // 230 − 2 × 10 = 210. The image is least flexible (0): offered 210 / 3 = 70, it stays 80.
        // 130 left for two texts: the less flexible (shorter) one is offered 130 / 2 = 65.
        let long = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Praesent et ipsum nulla. In nec nisl nunc. Nulla lectus sem, vulputate non dolor nec, tristique pulvinar felis."
        let short = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."
        let scene = HStack(spacing: 10) {
            Image("swiftui", size: Size(width: 80, height: 80))
            Text(long)
            Text(short)
        }
        let result = layout(scene, width: 230, height: 120, trace: true)
        #expect(result.frame("HStack[0]/Image").width == 80)
        let offers = result.trace.filter { $0.reason == .sizing && $0.depth == 1 && !$0.cached }
        #expect(offers.map(\.path) == ["HStack[0]/Image", "HStack[2]/Text", "HStack[1]/Text"])
        #expect(offers[0].proposal.width == 70)
        #expect(offers[1].proposal == ProposedSize(width: 65, height: 120))
        // Both texts are no wider than what they were offered.
        #expect(result.frame("HStack[2]/Text").width <= 65)
        #expect(result.frame("HStack[1]/Text").width <= 130 - result.frame("HStack[2]/Text").width)
    }

    @Test("VStack(alignment: .leading) lines children up on their leading edges")
    func leadingAlignment() {
        let scene = VStack(alignment: .leading) {
            Color.red.frame(width: 120, height: 20)
            Color.blue.frame(width: 60, height: 20)
        }
        let result = layout(scene, width: 320, height: 70)
        #expect(result.frame("VStack[0]/frame").x == result.frame("VStack[1]/frame").x)
        // 20 + 8 (default spacing) + 20 = 48 tall, 120 wide.
        #expect(result.frame("VStack").size == Size(width: 120, height: 48))
    }

    @Test("A Spacer pushes the VStack to the leading edge of an HStack")
    func spacerPushes() {
        // HStack { VStack; Spacer() } at 320: no spacing beside a Spacer, so the VStack (120 wide)
        // is at x = 0 and the Spacer takes 320 − 120 = 200.
        let scene = HStack {
            VStack(alignment: .leading) {
                Color.red.frame(width: 120, height: 20)
                Color.blue.frame(width: 60, height: 20)
            }
            Spacer()
        }
        let result = layout(scene, width: 320, height: 70)
        #expect(result.frame("HStack[0]/VStack").x == 0)
        #expect(result.frame("HStack[1]/Spacer").width == 200)
        #expect(result.frame("HStack").width == 320)
    }

    @Test("padding() adds 16 on every edge")
    func padding() {
        // 120 + 2 × 16 = 152 wide, 48 + 32 = 80 tall, content at (16, 16) inside.
        let scene = VStack(alignment: .leading) {
            Color.red.frame(width: 120, height: 20)
            Color.blue.frame(width: 60, height: 20)
        }.padding()
        let result = layout(scene, width: 320, height: 200)
        let padding = result.frame("padding")
        #expect(padding.size == Size(width: 152, height: 80))
        #expect(result.frame("padding/VStack").x - padding.x == 16)
        #expect(result.frame("padding/VStack").y - padding.y == 16)
    }
}
