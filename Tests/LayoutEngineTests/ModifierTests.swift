import Testing
import LayoutEngine

@Suite("Padding, fixedSize, offset, position, aspectRatio, GeometryReader")
struct ModifierTests {
    @Test("padding proposes the proposal minus the insets and adds them back")
    func paddingShrinksProposal() {
        // §B7: a colour in .padding() proposed 100 × 100 is offered 100 − 32 = 68 each way and sits
        // at (16, 16); the padding is 68 + 32 = 100.
        let result = layout(Color.red.padding(), width: 100, height: 100)
        #expect(result.frame("padding/Color") == Rect(x: 16, y: 16, width: 68, height: 68))
        #expect(result.frame("padding").size == Size(width: 100, height: 100))
    }

    @Test("padding on some edges, never proposing below zero")
    func paddingEdges() {
        // .padding(.horizontal, 30) in a 40-pt proposal: the child is offered max(40 − 60, 0) = 0.
        let result = layout(Color.red.padding(.horizontal, 30), width: 40, height: 50)
        #expect(result.frame("padding/Color").size == Size(width: 0, height: 50))
        #expect(result.frame("padding").width == 60)
    }

    @Test("fixedSize gives the ideal size even past the proposal")
    func fixedSizeIdeal() {
        // Apple's fixedSize() documentation: the view "fixed at its ideal size". The monospaced
        // text "Hello, world" is 12 × 8.5 = 102 wide on one line, more than the 60 offered.
        let result = layout(Text("Hello, world").fixedSize().frame(width: 60, height: 100), width: 300, height: 300)
        #expect(result.frame("frame/fixedSize/Text").width == 102)
        #expect(result.view("frame/fixedSize/Text").text?.lines.count == 1)
    }

    @Test("fixedSize(horizontal: false, vertical: true) keeps the width and takes the full height")
    func fixedSizeVertical() {
        // Offered 60 × 10: the width stays 60 (wrapping to 7 glyphs = 59.5 per line, 2 lines) and
        // the height is the full two lines although only 10 was offered: the first line 17, the
        // second one body leading (HIG, 22) further: 17 + 22 = 39.
        let result = layout(Text("Hello, world").fixedSize(horizontal: false, vertical: true), width: 60, height: 10)
        let text = result.view("fixedSize/Text")
        #expect(text.text?.lines.count == 2)
        #expect(text.frame.height == 39)
    }

    @Test("offset moves the drawing, not the layout")
    func offset() {
        // Apple's offset(x:y:) documentation: the view's original dimensions remain. The next
        // view in the stack is where it would be without the offset.
        let scene = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).offset(x: 20, y: 10)
            Color.blue.frame(width: 50, height: 50)
        }
        let result = layout(scene, width: 100, height: 50)
        #expect(result.frame("HStack[0]/offset").origin == Point(x: 0, y: 0))
        // The layout frame of the moved view is where it was laid out; the move is its effect.
        #expect(result.frame("HStack[0]/offset/frame").origin == Point(x: 0, y: 0))
        #expect(result.view("HStack[0]/offset").effect == .offset(x: 20, y: 10))
        #expect(result.view("HStack[0]/offset").effect?.transform(for: result.frame("HStack[0]/offset"))
            .boundingBox(of: result.frame("HStack[0]/offset/frame")) == Rect(x: 20, y: 10, width: 50, height: 50))
        #expect(result.frame("HStack[1]/frame").x == 50)
    }

    @Test("rotationEffect and scaleEffect change the drawing, not the layout")
    func transformEffects() {
        // Apple: both transform only how the view renders. A 40 × 20 view at (0, 0) scaled by 2
        // about its centre (20, 10) is drawn over (−20, −10, 80, 40); the one beside it, at (40, 0),
        // turned 90° about its centre is drawn 20 wide and 40 tall. Layout frames stay put.
        let scene = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).scaleEffect(x: 2, y: 2)
            Color.blue.frame(width: 40, height: 20).rotationEffect(degrees: 90)
        }
        let result = layout(scene, width: 80, height: 20)
        let scaled = result.view("HStack[0]/scaleEffect")
        #expect(scaled.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(scaled.effect?.transform(for: scaled.frame).boundingBox(of: scaled.frame) == Rect(x: -20, y: -10, width: 80, height: 40))
        let turned = result.view("HStack[1]/rotationEffect")
        #expect(turned.frame == Rect(x: 40, y: 0, width: 40, height: 20))
        let box = turned.effect?.transform(for: turned.frame).boundingBox(of: turned.frame) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        // Centre (60, 10): 20 wide, 40 tall once turned → (50, −10, 20, 40).
        #expect(close(box.x, 50, tolerance: 1e-9) && close(box.y, -10, tolerance: 1e-9))
        #expect(close(box.width, 20, tolerance: 1e-9) && close(box.height, 40, tolerance: 1e-9))
    }

    @Test("position takes the proposal and centres the child on the point")
    func position() {
        // A 40 × 20 child positioned at (100, 50) spans x 80…120, y 40…60.
        let result = layout(Color.red.frame(width: 40, height: 20).position(x: 100, y: 50), width: 300, height: 200)
        #expect(result.frame("position").size == Size(width: 300, height: 200))
        #expect(result.frame("position/frame") == Rect(x: 80, y: 40, width: 40, height: 20))
    }

    @Test("aspectRatio(2, .fit) in 300 × 100 proposes 200 × 100; .fill proposes 300 × 150")
    func aspectRatio() {
        // Fit: the largest 2:1 size inside 300 × 100 is 200 × 100. Fill: the smallest covering it
        // is 300 × 150.
        let fit = layout(Color.red.aspectRatio(2, contentMode: .fit), width: 300, height: 100)
        #expect(fit.frame("aspectRatio").size == Size(width: 200, height: 100))
        let fill = layout(Color.red.aspectRatio(2, contentMode: .fill), width: 300, height: 100)
        #expect(fill.frame("aspectRatio").size == Size(width: 300, height: 150))
    }

    @Test("aspectRatio without a ratio uses the child's ideal shape")
    func aspectRatioFromImage() {
        // A resizable 60 × 30 image (2:1) fit into 100 × 100 becomes 100 × 50.
        let scene = Image("wide", size: Size(width: 60, height: 30)).resizable().aspectRatio(contentMode: .fit)
        #expect(layout(scene, width: 100, height: 100).frame("aspectRatio").size == Size(width: 100, height: 50))
    }

    @Test("GeometryReader takes the proposal and pins its content top-leading")
    func geometryReader() {
        let result = layout(GeometryReader { Color.red.frame(width: 10, height: 10) }, width: 200, height: 100)
        #expect(result.frame("GeometryReader").size == Size(width: 200, height: 100))
        #expect(result.frame("GeometryReader[0]/frame").origin == Point(x: 0, y: 0))
    }
}
