import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// Rules of the reader: implicit overlay stacks, typed alignment guides, `sizeThatFits` previews.
@Suite struct ReaderRuleTests {
    /// The source read as `x.swift` (a one-element list, so each case reads as a loop over readings).
    func bothReadings(_ source: String) throws -> [FileReading] {
        [read(source)]
    }

    func frames(_ source: String) throws -> [[String: Rect]] {
        try bothReadings(source).map { reading in
            #expect(reading.diagnostics.filter { $0.severity == .error }.map(\.text) == [])
            let scenario = try #require(reading.scenarios.first)
            return Dictionary(layout(scenario).root.allViews.map { ($0.path, $0.frame) }, uniquingKeysWith: { a, _ in a })
        }
    }

    @Test func overlayClosureWithSeveralViewsIsOneCentredStack() throws {
        // Apple, `overlay(alignment:content:)`: the closure's views form an implicit ZStack placed
        // as a unit. The 40 × 40 stack at the top-leading corner; the 10 × 20 view centred in it at
        // ((40 − 10) / 2, (40 − 20) / 2) = (15, 10) — not at (0, 0) as if aligned on its own.
        let source = """
        import SwiftUI
        #Preview(traits: .fixedLayout(width: 100, height: 100)) {
            Color.gray.frame(width: 100, height: 100)
                .overlay(alignment: .topLeading) {
                    Color.red.frame(width: 40, height: 40)
                    Color.green.frame(width: 10, height: 20)
                }
        }
        """
        for frames in try frames(source) {
            #expect(frames["overlay[1]/ZStack"] == Rect(x: 0, y: 0, width: 40, height: 40), "\(frames.keys.sorted())")
            #expect(frames["overlay[1]/ZStack[1]/frame"] == Rect(x: 15, y: 10, width: 10, height: 20), "\(frames.keys.sorted())")
        }
    }

    @Test func backgroundClosureWithSeveralViewsMovesAsAUnit() throws {
        // `.bottomTrailing`: the stack at (60, 60), the small view at (60 + 15, 60 + 10) = (75, 70).
        let source = """
        import SwiftUI
        #Preview(traits: .fixedLayout(width: 100, height: 100)) {
            Color.gray.frame(width: 100, height: 100)
                .background(alignment: .bottomTrailing) {
                    Color.red.frame(width: 40, height: 40)
                    Color.green.frame(width: 10, height: 20)
                }
        }
        """
        for frames in try frames(source) {
            #expect(frames["background[1]/ZStack[1]/frame"] == Rect(x: 75, y: 70, width: 10, height: 20), "\(frames.keys.sorted())")
        }
    }

    @Test func verticalCenterWrittenWithItsTypeIsAVerticalGuide() throws {
        // HStack(alignment: .center): the red view's centre is at 20 of its 40; the blue view says
        // its `VerticalAlignment.center` is its top, so its top meets the red centre: the stack is
        // 40 tall (red −20…20, blue 0…20 around the line) and blue's top is at y = 20. Read as
        // `HorizontalAlignment.center` the guide would not move it: blue centred, y = 10.
        let source = """
        import SwiftUI
        #Preview(traits: .fixedLayout(width: 20, height: 40)) {
            HStack(alignment: .center, spacing: 0) {
                Color.red.frame(width: 10, height: 40)
                Color.blue.frame(width: 10, height: 20)
                    .alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.top] }
            }
        }
        """
        for frames in try frames(source) {
            #expect(frames["HStack[1]/alignmentGuide"]?.y == 20, "\(frames)")
        }
    }

    @Test func horizontalCenterWrittenWithItsTypeIsAHorizontalGuide() throws {
        // VStack(alignment: .center): the blue view's `HorizontalAlignment.center` is its leading
        // edge, so it starts at the red view's centre, x = 20 of the 40-wide red; the stack spans
        // 0…50 and the canvas is 50 wide.
        let source = """
        import SwiftUI
        #Preview(traits: .fixedLayout(width: 50, height: 30)) {
            VStack(alignment: .center, spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 30, height: 20)
                    .alignmentGuide(HorizontalAlignment.center) { d in d[HorizontalAlignment.leading] }
            }
        }
        """
        for frames in try frames(source) {
            #expect(frames["VStack[1]/alignmentGuide"]?.x == 20, "\(frames)")
            #expect(frames["VStack[0]/frame"]?.x == 0, "\(frames)")
        }
    }

    @Test func aGuideNameOfTheOtherAxisIsAnError() {
        // Swift looks `top` up in `HorizontalAlignment` only, where it does not exist.
        let reading = SwiftUIFileReader.read(bytes: Array("""
        import SwiftUI
        #Preview {
            Color.red.alignmentGuide(HorizontalAlignment.top) { d in d[.top] }
        }
        """.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        // Read alone, the file may be one of an app whose other file declares `extension
        // HorizontalAlignment { static let top … }`: the error says LayoutLens cannot know it.
        #expect(reading.diagnostics.contains { $0.severity == .error && $0.line == 3 && $0.text.contains("'HorizontalAlignment.top'") })
    }

    /// Every built-in guide written with its type reads on that type's axis only; the other type's
    /// names are errors, as in Swift (`HorizontalAlignment` has leading/center/trailing,
    /// `VerticalAlignment` top/center/bottom/firstTextBaseline/lastTextBaseline).
    @Test(arguments: [
        ("HorizontalAlignment", "leading", true), ("HorizontalAlignment", "center", true), ("HorizontalAlignment", "trailing", true),
        ("HorizontalAlignment", "top", false), ("HorizontalAlignment", "bottom", false),
        ("HorizontalAlignment", "firstTextBaseline", false), ("HorizontalAlignment", "lastTextBaseline", false),
        ("VerticalAlignment", "top", true), ("VerticalAlignment", "center", true), ("VerticalAlignment", "bottom", true),
        ("VerticalAlignment", "firstTextBaseline", true), ("VerticalAlignment", "lastTextBaseline", true),
        ("VerticalAlignment", "leading", false), ("VerticalAlignment", "trailing", false),
    ])
    func everyTypedGuideNameIsOnItsOwnAxis(_ type: String, _ name: String, _ exists: Bool) {
        let source = "import SwiftUI\n#Preview {\n    Color.red.alignmentGuide(\(type).\(name)) { d in d[\(type).\(name)] }\n}\n"
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        let errors = reading.diagnostics.filter { $0.severity == .error }.map(\.text)
        if exists {
            #expect(errors == [], "\(type).\(name)")
            #expect(reading.scenarios.count == 1)
        } else {
            // Another file may declare it (`extension \(type)`): an error that names the member.
            #expect(errors.contains { $0.contains("'\(type).\(name)'") }, "\(errors)")
        }
    }

    @Test func sizeThatFitsOffersTheDeviceAndFitsTheCanvasToTheView() throws {
        // Apple's `PreviewLayout.sizeThatFits`: "Fit the container to the size of the preview when
        // offered the size of the device that the preview is running on." A colour 20 tall takes
        // the offered width, 393 (the default device's safe area), and the canvas is 393 × 20 — not
        // the 10 × 20 a nil × nil proposal gives.
        for trait in ["#Preview(traits: .sizeThatFitsLayout) {", "struct P: PreviewProvider { static var previews: some View {"] {
            let closing = trait.hasPrefix("struct") ? "\n.previewLayout(.sizeThatFits) } }" : "\n}"
            let source = "import SwiftUI\n\(trait)\nColor.red.frame(height: 20)\(closing)\n"
            for reading in try bothReadings(source) {
                #expect(reading.diagnostics.filter { $0.severity == .error }.map(\.text) == [], "\(source)")
                let scenario = try #require(reading.scenarios.first, "\(source)")
                #expect(scenario.proposal == PreviewDevice.default.proposal(in: .portrait))
                #expect(scenario.fitsCanvasToRoot)
                let result = layout(scenario)
                #expect(result.canvas == Size(width: 393, height: 20), "\(source)")
                #expect(result.root.frame == Rect(x: 0, y: 0, width: 393, height: 20), "\(source)")
            }
        }
    }
}
