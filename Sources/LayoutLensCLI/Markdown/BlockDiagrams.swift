import Diagnostics
import FileAccess
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine
import ProjectReader
import Render
import SwiftUIRuntime
import TextLayout

/// The diagrams of one marked block: the block read as a Swift file of its own, each preview
/// laid out and drawn, and the image lines that show them.
///
/// The block is read with as many empty lines before it as the post has above it, so the
/// reader's diagnostics point at the post's own lines and columns. A block without `#Preview`
/// is laid out as its top-level views (`FragmentPreview`); the marking says that is meant, so
/// the reader's `fragmentPreview` warning is not repeated for it.
struct BlockDiagrams: Sendable {
    /// How diagrams are named and drawn (`layoutlens markdown` options).
    struct Style: Sendable {
        /// DocC names: `name.svg` light and `name~dark.svg` dark, found by DocC as one image.
        var docc: Bool
        var format: Format
        var settings: PreviewSettings

        enum Format: String, CaseIterable, Sendable {
            case svg
            case png
        }
    }

    /// A file to write beside the post.
    struct File: Sendable, Equatable {
        var name: String
        var bytes: [UInt8]
        /// The line of the opening fence of the block it draws.
        var blockLine: Int
    }

    var files: [File] = []
    var imageLines: [String] = []
    var diagnostics: [Diagnostic] = []
    var diagnosticsText = ""

    /// PNG pixels per point: 2, as most blogs and DocC serve retina images.
    static let pngScale = 2.0

    init(block: MarkedBlock, baseName: String, post: String, style: Style, renderer: DiagramRenderer) {
        let bytes = Array(String(repeating: "\n", count: block.firstCodeLine - 1).utf8) + Array(block.code.utf8)
        let reading = SwiftUIFileReader.read(bytes: bytes, file: post, assets: ImageAssets(besideSourceFile: post), settings: style.settings)
        diagnostics = reading.diagnostics.filter { $0.id != "fragmentPreview" }
        // A snippet is drawn at its own size, as `#Preview(traits: .sizeThatFitsLayout)` shows
        // it (offered the device, then the canvas fits the view): a post shows the views, not
        // a screen around them. A block with its own `#Preview` keeps its traits.
        let isSnippet = reading.diagnostics.contains { $0.id == "fragmentPreview" }
        diagnosticsText = DiagnosticFormatter().format(diagnostics, sources: [post: reading.lines])
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return }
        let options = LayoutOptions(scale: style.settings.device.scale, textMeasurer: FontTextMeasurer())
        let postName = PathText.lastComponent(post)
        for (index, var scenario) in reading.scenarios.enumerated() {
            if isSnippet { scenario.fitsCanvasToRoot = true }
            let name = reading.scenarios.count == 1 ? baseName : "\(baseName)-\(index + 1)"
            var scene = DiagramScene(fixture: postName, scenario: "\(name) \(scenario.name)", proposal: scenario.proposal,
                                     layout: scenario.layout(options: options))
            scene.images = FixtureImages.load(scene.imageNames, besideSourceFile: post)
            let ext = style.format.rawValue
            if style.docc {
                files.append(File(name: "\(name).\(ext)", bytes: Self.draw(scene, theme: .light, style: style, renderer: renderer),
                                  blockLine: block.fenceLine))
                files.append(File(name: "\(name)~dark.\(ext)", bytes: Self.draw(scene, theme: .dark, style: style, renderer: renderer),
                                  blockLine: block.fenceLine))
            } else {
                // One SVG for both appearances: its style sheet follows prefers-color-scheme.
                files.append(File(name: "\(name).svg", bytes: Self.draw(scene, theme: .auto, style: style, renderer: renderer),
                                  blockLine: block.fenceLine))
            }
            let alt = renderer.render(scene).description
            imageLines.append("![\(Self.escapedAlt(alt))](\(name).\(ext))")
        }
    }

    private static func draw(_ scene: DiagramScene, theme: DiagramTheme, style: Style, renderer: DiagramRenderer) -> [UInt8] {
        var themed = renderer
        themed.options.theme = theme
        switch style.format {
        case .svg: return Array(themed.render(scene).svg.utf8)
        case .png: return themed.renderPNG(scene, scale: pngScale)
        }
    }

    /// Alt text on one line without the brackets that would end it.
    static func escapedAlt(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\n", "\r": result += " "
            case "[", "]", "\\": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    /// Whether `line` is an image line this command writes for the diagrams named `baseName`
    /// (`![…](card.svg)`, `![…](card-2.png)`).
    static func isImageLine(_ line: String, baseName: String) -> Bool {
        let line = line.trimmedOfWhitespace()
        guard line.hasPrefix("!["), line.hasSuffix(")"), let open = line.ranges(of: "](").last else { return false }
        var target = line[open.upperBound..<line.index(before: line.endIndex)]
        guard target.hasPrefix(baseName) else { return false }
        target = target.dropFirst(baseName.count)
        for ext in [".svg", ".png"] where target.hasSuffix(ext) {
            let middle = target.dropLast(ext.count)
            return middle.isEmpty || (middle.first == "-" && middle.dropFirst().allSatisfy(\.isNumber) && middle.count > 1)
        }
        return false
    }
}
