import LayoutEngine
import ProjectReader
import Testing
import TextLayout
@testable import Render

/// The screen layer as iOS draws it, checked in the PNG's pixels (and the SVG's rules): system
/// colours at their published values, controls in their states, clipping. Every expected colour
/// is a published value (Apple HIG colour tables; UIKit's element colours as tabulated by Noah
/// Gilmore, see `SystemPalette`) or arithmetic on one, written next to it.
@Suite struct ScreenLayerTests {
    struct Picture {
        var scene: DiagramScene
        var width: Int, height: Int, rgba: [UInt8]
        var origin: (x: Double, y: Double), scale: Double

        /// The colour at point (x, y) of the scene, 0–255 per channel.
        func pixel(_ x: Double, _ y: Double) -> (red: Int, green: Int, blue: Int) {
            let column = min(max(Int(((x - origin.x) * scale).rounded(.down)), 0), width - 1)
            let row = min(max(Int(((y - origin.y) * scale).rounded(.down)), 0), height - 1)
            let index = (row * width + column) * 4
            return (Int(rgba[index]), Int(rgba[index + 1]), Int(rgba[index + 2]))
        }

        /// The first view of `kind`, in drawing order.
        func view(_ kind: String) throws -> DiagramView {
            try #require(scene.allViews.first { $0.kind == kind }, "no \(kind) in \(scene.allViews.map(\.kind))")
        }
    }

    static func scene(_ body: String) throws -> DiagramScene {
        let source = "import SwiftUI\n#Preview(\"screen\") {\n\(body)\n}\n"
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "Screen.swift", assets: ImageAssets(directory: nil))
        let scenario = try #require(reading.scenarios.first, "\(reading.diagnostics)")
        let result = LayoutEngine.layout(scenario.root, in: scenario.proposal, options: LayoutOptions(textMeasurer: FontTextMeasurer()))
        return DiagramScene(fixture: "screen", scenario: "screen", proposal: scenario.proposal, layout: result)
    }

    static func picture(_ body: String, theme: DiagramTheme = .light) throws -> Picture {
        let scene = try scene(body)
        let image = DiagramRenderer(options: DiagramOptions(measure: .none, theme: theme)).renderPixels(scene, scale: 2)
        return Picture(scene: scene, width: image.width, height: image.height, rgba: image.rgba, origin: image.origin, scale: image.scale)
    }

    static func svg(_ body: String) throws -> String {
        DiagramRenderer(options: DiagramOptions(measure: .none)).render(try scene(body)).svg
    }

    /// Whether two colours are within `tolerance` per channel (anti-aliasing, 8-bit rounding).
    static func near(_ a: (red: Int, green: Int, blue: Int), _ b: (Int, Int, Int), tolerance: Int = 2) -> Bool {
        abs(a.red - b.0) <= tolerance && abs(a.green - b.1) <= tolerance && abs(a.blue - b.2) <= tolerance
    }

    @Test func anOnToggleHasASystemGreenTrackAndAnOffToggleDoesNot() throws {
        let on = try Self.picture(#"Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 240)"#)
        let onSwitch = try on.view("Switch").frame
        // With the knob trailing, the track shows 8 pt in from the leading edge, on the centre line.
        // HIG systemGreen, light: R-52 G-199 B-89.
        #expect(Self.near(on.pixel(onSwitch.x + 8, onSwitch.y + onSwitch.height / 2), (52, 199, 89)))
        // The knob (white) sits at the trailing end.
        #expect(Self.near(on.pixel(onSwitch.maxX - 15.5, onSwitch.y + 15.5), (255, 255, 255)))

        let off = try Self.picture(#"Toggle("Wi-Fi", isOn: .constant(false)).frame(width: 240)"#)
        let offSwitch = try off.view("Switch").frame
        // Off: the knob is leading and the trailing part of the track is secondarySystemFill,
        // rgba(120,120,128,0.16) over white: 255 − 0.16 × 135 = 233.4, 255 − 0.16 × 127 = 234.7.
        #expect(Self.near(off.pixel(offSwitch.maxX - 8, offSwitch.y + offSwitch.height / 2), (233, 233, 235)))
        #expect(Self.near(off.pixel(offSwitch.x + 15.5, offSwitch.y + 15.5), (255, 255, 255)))
    }

    @Test func tintColoursAnOnToggle() throws {
        let picture = try Self.picture(#"Toggle("Wi-Fi", isOn: .constant(true)).tint(.orange).frame(width: 240)"#)
        let track = try picture.view("Switch").frame
        // HIG systemOrange, light: R-255 G-149 B-0.
        #expect(Self.near(picture.pixel(track.x + 8, track.y + track.height / 2), (255, 149, 0)))
    }

    @Test func secondarySystemBackgroundIsItsPublishedValueInLightAndDark() throws {
        let body = "Color(.secondarySystemBackground).frame(width: 60, height: 60)"
        // UIKit secondarySystemBackground: #f2f2f7 light, #1c1c1e dark.
        let light = try Self.picture(body)
        let frame = try light.view("Color").frame
        #expect(Self.near(light.pixel(frame.midX, frame.midY), (242, 242, 247), tolerance: 0))
        let dark = try Self.picture(body, theme: .dark)
        #expect(Self.near(dark.pixel(frame.midX, frame.midY), (28, 28, 30), tolerance: 0))
        let svg = try Self.svg(body)
        #expect(svg.contains(".f-secondarysystembackground{fill:#f2f2f7}"))
        #expect(svg.contains(".f-secondarysystembackground{fill:#1c1c1e}"))
        // Named as written, never as gray.
        #expect(try light.view("Color").label == "Color(.secondarySystemBackground)")
        #expect(!svg.contains("f-gray"))
    }

    /// A `GroupBox` is drawn as its filled box behind its content; the fill the library gives it
    /// is UIKit's secondarySystemBackground (#f2f2f7 light), so a point inside the box beside its
    /// text is that colour, not the canvas's white.
    @Test func aGroupBoxIsDrawnAsItsFilledBox() throws {
        let picture = try Self.picture(#"GroupBox("Stats") { Text("12") }.frame(width: 300)"#)
        let box = try #require(picture.scene.allViews.first { $0.label == "GroupBox" }).frame
        #expect(Self.near(picture.pixel(box.maxX - 4, box.midY), (242, 242, 247)))
        #expect(!Self.near(picture.pixel(box.maxX + 4, box.midY), (242, 242, 247)))
    }

    @Test func uiColorSystemGraysAreTheirHIGValues() throws {
        let picture = try Self.picture("""
            HStack(spacing: 0) { Color(uiColor: .systemGray5); Color(.systemGray3) }.frame(width: 80, height: 40)
            """)
        let stack = try picture.view("HStack").frame
        // HIG systemGray5 light R-229 G-229 B-234; systemGray3 light R-199 G-199 B-204.
        #expect(Self.near(picture.pixel(stack.x + 20, stack.midY), (229, 229, 234), tolerance: 0))
        #expect(Self.near(picture.pixel(stack.x + 60, stack.midY), (199, 199, 204), tolerance: 0))
    }

    @Test func aClippedCornerIsNotTheClippedColour() throws {
        let picture = try Self.picture("""
            VStack { Color.red }.frame(width: 80, height: 80).clipShape(RoundedRectangle(cornerRadius: 20))
            """)
        let frame = try picture.view("frame").frame
        // (2, 2) from the corner lies √(18² + 18²) ≈ 25.5 pt from the corner arc's centre (20, 20),
        // outside the 20 pt radius: the white background shows, not HIG red (255, 59, 48).
        #expect(Self.near(picture.pixel(frame.x + 2, frame.y + 2), (255, 255, 255)))
        #expect(Self.near(picture.pixel(frame.midX, frame.midY), (255, 59, 48)))
    }

    @Test func clippedCutsOffWhatOverflowsTheFrame() throws {
        let body = "Color.blue.frame(width: 200, height: 40).frame(width: 100, height: 40)"
        let unclipped = try Self.picture(body)
        let outer = try unclipped.scene.root.frame
        // The 200-wide colour overflows the 100-wide frame by 50 on each side; HIG blue (0, 122, 255).
        #expect(Self.near(unclipped.pixel(outer.maxX + 25, outer.midY), (0, 122, 255)))
        let clipped = try Self.picture(body + ".clipped()")
        #expect(Self.near(clipped.pixel(outer.maxX + 25, outer.midY), (255, 255, 255)))
        #expect(Self.near(clipped.pixel(outer.midX, outer.midY), (0, 122, 255)))
        #expect(try Self.svg(body + ".clipped()").contains("<clipPath"))
    }

    @Test func nestedClipsBothApply() throws {
        let picture = try Self.picture("""
            Color.blue.frame(width: 200, height: 40).frame(width: 100, height: 40).clipped().frame(width: 60, height: 40).clipped()
            """)
        let outer = picture.scene.root.frame
        // The 100-wide inner clip overflows the 60-wide outer frame by 20 a side: 10 pt outside
        // the outer frame is inside the inner clip, but the outer clip hides it.
        #expect(Self.near(picture.pixel(outer.maxX + 10, outer.midY), (255, 255, 255)))
        #expect(Self.near(picture.pixel(outer.midX, outer.midY), (0, 122, 255)))
    }

    @Test func buttonsArePaintedPerStyleAndRole() throws {
        let prominent = try Self.picture(#"Button("Go") {}.buttonStyle(.borderedProminent)"#)
        let button = try prominent.view("Button").frame
        // The tint (accent blue, HIG R-0 G-122 B-255) fills a prominent button, 2 pt in from its corner.
        #expect(Self.near(prominent.pixel(button.x + 3, button.midY), (0, 122, 255)))
        let destructive = try Self.picture(#"Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)"#)
        let red = try destructive.view("Button").frame
        // Destructive: HIG red, light R-255 G-59 B-48.
        #expect(Self.near(destructive.pixel(red.x + 3, red.midY), (255, 59, 48)))
        let bordered = try Self.picture(#"Button("Go") {}.buttonStyle(.bordered)"#)
        let tinted = try bordered.view("Button").frame
        // Bordered: blue at 15 % over white: 255 − 0.15 × 255 = 216.75, 255 − 0.15 × 133 = 235.05, 255.
        #expect(Self.near(bordered.pixel(tinted.x + 3, tinted.midY), (217, 235, 255)))
        // A borderless button's label is drawn in the tint; a plain one's in the primary colour.
        #expect(try Self.svg(#"Button("Go") {}"#).contains(#"class="f-accentcolor""#))
        #expect(try !Self.svg(#"Button("Go") {}.buttonStyle(.plain)"#).contains("f-accentcolor"))
    }

    @Test func groupedFormsHaveAGroupedBackgroundWithWhiteSectionCards() throws {
        let picture = try Self.picture("""
            Form { Section { Text("One"); Text("Two") } }.frame(width: 320, height: 200)
            """)
        let section = try picture.view("Section").frame
        // systemGroupedBackground light #f2f2f7 around the card, secondarySystemGroupedBackground
        // (white) inside it; the card is inset 16 pt, so 8 pt from the form's edge is background.
        // Half way down the first 44 pt row (the section's middle is the separator between rows).
        #expect(Self.near(picture.pixel(section.x - 8, section.y + 22), (242, 242, 247), tolerance: 0))
        #expect(Self.near(picture.pixel(section.maxX - 4, section.y + 22), (255, 255, 255), tolerance: 0))
        // The separator: rgba(60,60,67,0.29) over white covers a third of a point, two thirds of
        // a pixel at 2×, so that pixel is darker than white.
        #expect(picture.pixel(section.maxX - 4, section.midY).red < 255)
        let svg = try Self.svg("Form { Section { Text(\"One\"); Text(\"Two\") } }.frame(width: 320, height: 200)")
        // One separator between the two rows: UIKit separator, rgba(60,60,67,0.29) light.
        #expect(svg.contains(".f-separator{fill:rgba(60,60,67,0.29)}"))
    }
}
