import LayoutEngine
import Testing

/// `ControlDrawing` tokens are what snapshots store: each reads back as the drawing it was written from.
@Suite struct ControlDrawingTests {
    @Test func everyDrawingReadsBackFromItsToken() {
        let drawings: [ControlDrawing] = [
            .toggleSwitch(isOn: true, tint: nil), .toggleSwitch(isOn: false, tint: .system(.orange)),
            .button(style: "borderedProminent", isDestructive: true, tint: nil),
            .button(style: "bordered", isDestructive: false, tint: .rgb(red: 1, green: 0.5, blue: 0, opacity: 1)),
            .slider(fraction: 0.25), .stepper, .progressBar(fraction: 0.4), .spinner,
            .gauge(fraction: 0.3, circular: true), .gauge(fraction: 0.7, circular: false),
            .textField(roundedBorder: true), .textField(roundedBorder: false),
            .list(style: .insetGrouped), .listSection(style: .plain),
        ]
        for drawing in drawings {
            #expect(ControlDrawing(token: drawing.token) == drawing, "\(drawing.token)")
        }
    }

    @Test func unknownTokensAreNotDrawings() {
        for token in ["", "switch", "section:sideways", "dial:0.5", "list:"] {
            #expect(ControlDrawing(token: token) == nil, "\(token)")
        }
    }

    @Test func primitivesDescribeWhatTheyDraw() {
        #expect(SwitchLeaf(isOn: true).controlDrawing == .toggleSwitch(isOn: true, tint: nil))
        #expect(ButtonLayout(styleName: "bordered").controlDrawing == .button(style: "bordered", isDestructive: false, tint: nil))
        // Links and menus lay out as borderless buttons but draw no button.
        #expect(ButtonLayout(name: "NavigationLink").controlDrawing == nil)
        #expect(ListSectionLayout(style: .grouped).controlDrawing == .listSection(style: .grouped))
    }
}
