import Foundation
import LayoutEngine
import ProjectReader
import Testing
import TestSupport
import TextLayout
@testable import Render

/// The PNG rasteriser against headless Chromium drawing the same SVG at the same scale.
///
/// Threshold: two correct anti-aliasing rasterisers differ only along edges (curve flattening,
/// coverage rounding), so the mean absolute difference over all RGBA bytes stays small. A wrong
/// drawing differs over whole areas. The test measures a control too: the same SVG with
/// everything moved by one point, the smallest misplacement a reader would notice. The PNG must
/// be at least ten times closer to Chromium than that control is, and under an absolute 1.5
/// (of 255). Measured on this machine (Chromium 156, scale 2): 0.41 for the PNG, 14.5 for
/// the 1 pt shift, 6.2 for the text drawn in the viewer's font instead of the embedded outlines
/// (the test prints all three).
@Suite struct RasterComparisonTests {
    static func scene() throws -> DiagramScene {
        let source = """
        import SwiftUI
        #Preview("Card") {
            HStack(alignment: .top, spacing: 12) {
                Circle().fill(Color.blue).frame(width: 44, height: 44)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Jane Appleseed").font(.headline)
                    Text("Layout engineer, writes about SwiftUI").foregroundColor(.secondary).lineLimit(1)
                    HStack {
                        Text("#Swift").padding(4).background(Capsule().fill(Color.gray.opacity(0.2)))
                        LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
                            .frame(width: 60, height: 20).cornerRadius(6)
                    }
                }
            }
            .padding()
            .frame(width: 320)
        }
        """
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "Card.swift", assets: ImageAssets(directory: nil))
        let scenario = try #require(reading.scenarios.first, "\(reading.diagnostics)")
        let result = LayoutEngine.layout(scenario.root, in: ProposedSize(width: 320, height: nil),
                                         options: LayoutOptions(textMeasurer: FontTextMeasurer()))
        return DiagramScene(fixture: "card", scenario: "Card", proposal: ProposedSize(width: 320, height: nil), layout: result)
    }

    @Test func pngIsByteIdenticalAcrossRuns() throws {
        let scene = try Self.scene()
        let renderer = DiagramRenderer(options: DiagramOptions(measure: .all))
        let first = renderer.renderPNG(scene, scale: 2)
        #expect(first == renderer.renderPNG(scene, scale: 2))
        #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test(.requires(.chromium)) func pngMatchesChromiumsRenderingOfTheSVG() throws {
        let scene = try Self.scene()
        let renderer = DiagramRenderer(options: DiagramOptions(measure: .all, theme: .light))
        let diagram = renderer.render(scene)
        let png = renderer.renderPNG(scene, scale: 2)
        // The control: the whole drawing moved right and down by one point.
        let shifted = diagram.svg.replacingOccurrences(of: "<g id=\"\(diagram.id)-fills\">",
                                                       with: "<g transform=\"translate(1 1)\"><g id=\"\(diagram.id)-fills\">")
            .replacingOccurrences(of: "</svg>", with: "</g></svg>")
        // A second control: the glyph outlines removed and the text shown in the viewer's font, as
        // diagrams drew it before. The real SVG must be far closer to the PNG than this one, which
        // shows Chromium draws the embedded outlines, not a system font.
        let fallback = diagram.svg.replacingOccurrences(of: " fill-opacity=\"0\"", with: "")
            .replacingOccurrences(of: "<use ", with: "<unused ")
        let width = Int((diagram.width * 2).rounded(.up)), height = Int((diagram.height * 2).rounded(.up))
        func dataURL(_ type: String, _ bytes: [UInt8]) -> String { "data:\(type);base64," + Data(bytes).base64EncodedString() }
        let page = """
        <!doctype html><meta charset="utf-8"><pre id="out">pending</pre><script>
        function load(src) { return new Promise(function (resolve) { var i = new Image(); i.onload = function () { resolve(i); }; i.src = src; }); }
        function pixels(image) {
          var c = document.createElement('canvas'); c.width = \(width); c.height = \(height);
          var g = c.getContext('2d'); g.drawImage(image, 0, 0, \(width), \(height));
          return g.getImageData(0, 0, \(width), \(height)).data;
        }
        function mad(a, b) { var s = 0; for (var i = 0; i < a.length; i++) s += Math.abs(a[i] - b[i]); return s / a.length; }
        Promise.all([load('\(dataURL("image/svg+xml", Array(diagram.svg.utf8)))'),
                     load('\(dataURL("image/svg+xml", Array(shifted.utf8)))'),
                     load('\(dataURL("image/png", png))'),
                     load('\(dataURL("image/svg+xml", Array(fallback.utf8)))')]).then(function (images) {
          var svg = pixels(images[0]), moved = pixels(images[1]), ours = pixels(images[2]), system = pixels(images[3]);
          document.getElementById('out').textContent = 'RESULT ' + mad(svg, ours).toFixed(4) + ' ' + mad(svg, moved).toFixed(4)
            + ' ' + images[2].naturalWidth + 'x' + images[2].naturalHeight + ' ' + mad(system, ours).toFixed(4);
        });
        </script>
        """
        let directory = try ScratchFolder.fresh("raster")
        let file = directory.appendingPathComponent("compare.html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let run = try ExternalTool.chromium.run(HeadlessChromium.flags + ["--force-device-scale-factor=1", "--virtual-time-budget=10000",
                                                                          "--dump-dom", "file://" + file.path])
        let line = try #require(run.output.split(separator: "\n").first { $0.contains("RESULT ") }, "\(run.output.suffix(2000))")
        let parts = line.split(separator: "RESULT ")[1].split(separator: " ")
        let difference = try #require(Double(parts[0].prefix { $0 != "<" }))
        let control = try #require(Double(parts[1]))
        let systemFont = try #require(Double(parts[3].prefix { $0 != "<" }))
        print("PNG vs Chromium: mean absolute difference \(difference) per byte; 1 pt shift: \(control); "
              + "text in the viewer's font: \(systemFont); size \(parts[2])")
        #expect(difference * 5 < systemFont)
        #expect(String(parts[2].prefix { $0 != "<" }) == "\(width)x\(height)")
        #expect(difference < 1.5)
        #expect(difference * 10 < control)
    }
}
