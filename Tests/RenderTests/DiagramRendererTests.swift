import Foundation
import LayoutEngine
import Testing
import TextLayout
@testable import Render

struct DiagramRendererTests {
    let renderer = DiagramRenderer()

    @Test func descriptionReadsTheLayoutOfSeed001() {
        // Issue 6 gives this exact sentence for seed 001's first HStack (widths from the article).
        #expect(renderer.render(SampleScenes.seed001()).description == "HStack 620×80: blue 100, green 250, yellow 250")
    }

    @Test func oneSwiftUIPointIsOneUserUnit() throws {
        let svg = renderer.render(SampleScenes.seed001()).svg
        // The green colour is 250 pt wide at x 110 (seed 001 arithmetic in SampleScenes).
        #expect(svg.contains(#"class="f-green" x="110" y="0" width="250" height="80""#))
        // Canvas 620×80 plus the 6 pt margin on each side: viewBox −6 −6 632 92 (labels fit inside).
        #expect(svg.contains(#"width="632" height="92" viewBox="-6 -6 632 92""#)
                || svg.contains(#"viewBox="-6 -6 632 "#))
    }

    @Test func seed001WidthsAreLabelled() {
        let svg = renderer.render(SampleScenes.seed001()).svg
        for width in ["100", "250", "620"] {
            #expect(svg.contains(">\(width)</text>"), "missing width label \(width)")
        }
        // The colours sit in an 80 pt HStack, so their height is obvious and not repeated.
        #expect(!svg.contains(">100×80</text>"))
    }

    @Test func renderingIsByteDeterministic() {
        let first = renderer.render(SampleScenes.everything()).svg
        let second = DiagramRenderer().render(SampleScenes.everything()).svg
        #expect(first == second)
    }

    @Test func systemColoursUseApplesPublishedValuesInBothAppearances() {
        let svg = renderer.render(SampleScenes.seed001()).svg
        // Apple HIG, Color, iOS system colors: blue R-0,G-122,B-255 light / R-10,G-132,B-255 dark;
        // green R-52,G-199,B-89 / R-48,G-209,B-88; yellow R-255,G-204,B-0 / R-255,G-214,B-10.
        let id = DiagramIdentifiers.diagramID(fixture: "seed-001", scenario: "HStack 620, blue relative 0.5")
        #expect(svg.contains("#\(id) .f-blue{fill:#007aff}"))
        #expect(svg.contains("#\(id) .f-green{fill:#34c759}"))
        #expect(svg.contains("#\(id) .f-yellow{fill:#ffcc00}"))
        let dark = svg.components(separatedBy: "@media (prefers-color-scheme:dark)")
        #expect(dark.count == 2)
        #expect(dark[1].contains(".f-blue{fill:#0a84ff}"))
        #expect(dark[1].contains(".f-green{fill:#30d158}"))
        #expect(dark[1].contains(".f-yellow{fill:#ffd60a}"))
    }

    @Test func accessibleStructure() {
        let diagram = renderer.render(SampleScenes.seed001())
        #expect(diagram.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(diagram.id)\""))
        #expect(diagram.svg.contains(#"role="img" aria-labelledby="\#(diagram.id)-title \#(diagram.id)-desc""#))
        #expect(diagram.svg.contains("<title id=\"\(diagram.id)-title\">"))
        #expect(diagram.svg.contains("<desc id=\"\(diagram.id)-desc\">HStack 620×80: blue 100, green 250, yellow 250</desc>"))
    }

    @Test func noScriptsForeignObjectsOrExternalReferences() {
        for scene in [SampleScenes.seed001(), SampleScenes.everything(), SampleScenes.overflow()] {
            let svg = renderer.render(scene).svg.lowercased()
            // Glyphs are placed with `<use href="#…">`, references inside the same document.
            #expect(!svg.replacingOccurrences(of: "href=\"#", with: "").contains("href"))
            // Gradients are painted with `url(#…)` of a gradient in the same document.
            #expect(!svg.replacingOccurrences(of: "url(#", with: "").contains("url("))
            for forbidden in ["<script", "foreignobject", "@import", "http://", "https://", "<image"] {
                let allowed = forbidden == "http://" ? svg.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "") : svg
                #expect(!allowed.contains(forbidden), "found \(forbidden)")
            }
        }
    }

    @Test func everyIdIsPrefixedByTheDiagramAndUnique() throws {
        let diagram = renderer.render(SampleScenes.everything())
        let ids = try NSRegularExpression(pattern: #" id="([^"]*)""#)
            .matches(in: diagram.svg, range: NSRange(diagram.svg.startIndex..., in: diagram.svg))
            .map { String(diagram.svg[Range($0.range(at: 1), in: diagram.svg)!]) }
        #expect(ids.count > 10)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.hasPrefix(diagram.id) })
    }

    @Test func scenariosWithSimilarNamesGetDifferentPrefixes() {
        let a = DiagramIdentifiers.diagramID(fixture: "f", scenario: "A b")
        let b = DiagramIdentifiers.diagramID(fixture: "f", scenario: "a-b")
        #expect(a != b)
        #expect(a.hasPrefix("ll-a-b-") && b.hasPrefix("ll-a-b-"))
    }

    @Test func overflowBeyondTheProposalStaysVisible() {
        let diagram = renderer.render(SampleScenes.overflow())
        // Seed 002: the 175 pt stack is centred in 150 pt, so it starts at −12.5; the viewBox
        // starts left of it (−12.5 − 6 margin = −18.5, widened to −19).
        #expect(diagram.svg.contains(#"viewBox="-19 "#))
        #expect(diagram.svg.contains(#"class="cv" x="0.5" y="0.5" width="149" height="21""#))
    }

    @Test func strokesAreInsetByHalfTheirWidth() {
        let svg = renderer.render(SampleScenes.seed001()).svg
        // The border(.primary) stroke: 1 pt wide, inset 0.5 so it covers x 0…1 and 619…620.
        #expect(svg.contains(#"x="0.5" y="0.5" width="619" height="79" class="s-primary" fill="none""#))
    }

    @Test func textSitsOnItsBaselineWithItsMeasuredWidth() {
        let svg = renderer.render(SampleScenes.overflow()).svg
        // The text stays for selection and screen readers, invisible: the glyphs drawn are the
        // measuring font's outlines.
        #expect(svg.contains(#"<text x="-12.5" y="16" textLength="95.5" lengthAdjust="spacing" fill-opacity="0">Hello, World</text>"#))
        #expect(svg.contains(#"<g transform="translate(-12.5 16) scale("#))
    }

    @Test func textIsDrawnWithExactlyTheGlyphsItUses() throws {
        let diagram = DiagramRenderer(options: DiagramOptions(measure: .none)).render(SampleScenes.overflow())
        let svg = diagram.svg
        func captures(_ pattern: String) throws -> [String] {
            try NSRegularExpression(pattern: pattern).matches(in: svg, range: NSRange(svg.startIndex..., in: svg))
                .map { String(svg[Range($0.range(at: 1), in: svg)!]) }
        }
        let defined = try captures(#"<path id="([^"]*-g[0-9]+-[0-9]+)""#)
        let used = try captures(##"<use href="#([^"]*)""##)
        // "Hello, World": H e l o , W r d are the distinct characters with ink (the space has none).
        #expect(defined.count == 8)
        #expect(Set(defined) == Set(used))
        // One <use> per inked character: 12 characters minus the space.
        #expect(used.count == 11)
        let font = BundledFont.interRegular.font
        let expected = Set("HeloWrd,".unicodeScalars.map { "\(diagram.id)-g0-\(font.glyphID(for: $0))" })
        #expect(Set(defined) == expected)
    }

    @Test func proposalsAreLabelledWhenAsked() {
        let svg = DiagramRenderer(options: DiagramOptions(measure: .all, showsProposals: true)).render(SampleScenes.seed001()).svg
        // The relativeProposed modifier passes half of its 200 pt proposal to blue: 100.
        // Each proposal is the second line of its view's label.
        #expect(svg.contains(#"<text x="50" y="94" fill-opacity="0">100</text>"#))
        #expect(svg.contains(#"<text class="pr" x="50" y="107" fill-opacity="0">proposed 100×80</text>"#))
        #expect(svg.contains(">proposed 620×80</text>"))
    }

    @Test func measureModes() {
        let scene = SampleScenes.everything()
        let none = DiagramRenderer(options: DiagramOptions(measure: .none)).render(scene).svg
        #expect(!none.contains("class=\"lb\""))
        let marked = DiagramRenderer(options: DiagramOptions(measure: .marked)).render(scene).svg
        // Only the circle is marked with .measure(): one label, 40×40.
        #expect(marked.components(separatedBy: "class=\"lb\"").count == 2)
        #expect(marked.contains(">40×40</text>"))
        let auto = DiagramRenderer(options: DiagramOptions(measure: .auto)).render(scene).svg
        #expect(auto == marked)
    }

    @Test func labelsNeverOverlap() throws {
        let svg = DiagramRenderer(options: DiagramOptions(measure: .all, showsProposals: true)).render(SampleScenes.everything()).svg
        let pattern = try NSRegularExpression(pattern: #"<rect x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)" rx="4"/>"#)
        let rects = pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match in
            (1...4).map { Double(svg[Range(match.range(at: $0), in: svg)!])! }
        }
        #expect(rects.count >= 8)
        for (i, a) in rects.enumerated() {
            for b in rects[(i + 1)...] {
                let overlaps = a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3]
                #expect(!overlaps, "labels \(a) and \(b) overlap")
            }
        }
    }

    @Test func imageFilesAreEmbeddedAsDataNotLinked() throws {
        // The smallest PNG signature + IHDR start is enough for the signature check.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        var scene = SampleScenes.everything()
        scene.images = ["photo": try #require(ImageFile(bytes: png))]
        let svg = renderer.render(scene).svg
        // Image("photo") is 60×40 at (0, 162) in SampleScenes.everything.
        #expect(svg.contains(#"<image x="0" y="162" width="60" height="40" preserveAspectRatio="none" href="data:image/png;base64,iVBORw0KGgoAAAAN"/>"#))
        // Only data: URLs, never a link to a file or the network.
        #expect(!svg.contains("href=\"file") && !svg.contains("href=\"http"))
        #expect(ImageFile(bytes: Array("<svg onload=alert(1)>".utf8)) == nil)
        #expect(ImageFile(bytes: [0xFF, 0xD8, 0xFF, 0xE0])?.mediaType == "image/jpeg")
        #expect(ImageFile(bytes: png + [UInt8](repeating: 0, count: ImageFile.maximumEmbeddedSize)) == nil)
    }

    @Test func autoDropsLabelsThatCannotSitNextToTheirView() {
        // Ten 6×6 colours side by side in a 60×6 HStack: no 6 pt view holds a label, and their
        // neighbours' labels take the spaces around them.
        let items = (0..<10).map { index in
            SampleScenes.view("Color", "Color.red", "HStack/Color[\(index)]", Double(index) * 6, 0, 6, 6,
                              content: .color(.system(.red)))
        }
        let stack = SampleScenes.view("HStack", "HStack", "HStack", 0, 0, 60, 6, children: items)
        let scene = DiagramScene(fixture: "f", scenario: "crowd", proposal: ProposedSize(width: 60, height: 6),
                                 canvas: Size(width: 60, height: 6), root: stack)
        let count = { (mode: MeasureMode) in
            DiagramRenderer(options: DiagramOptions(measure: mode)).render(scene).svg.components(separatedBy: "class=\"lb\"").count - 1
        }
        #expect(count(.all) == 11)
        #expect(count(.auto) < 11)
        #expect(count(.auto) >= 2)
    }
}
