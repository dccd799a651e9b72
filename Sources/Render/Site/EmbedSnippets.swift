import LayoutEngine
import Templating

/// Copyable snippets that embed a diagram file: Markdown, an `<img>` and a `<figure>`. Paths are
/// relative to the output folder, so the snippets work for pages placed beside `index.html`.
struct EmbedSnippets: Equatable {
    var markdown: String
    var imageTag: String
    var figure: String

    init(path: String, altText: String, caption: String, width: Double, height: Double) {
        markdown = EmbedMarkdown.image(alt: altText, path: path)
        let img = "<img src=\"\(Self.attribute(path))\" alt=\"\(Self.attribute(altText))\" width=\"\(DiagramNumber.format(width))\" height=\"\(DiagramNumber.format(height))\">"
        imageTag = img
        figure = "<figure>\n  \(img)\n  <figcaption>\(Self.text(caption))</figcaption>\n</figure>"
    }

    /// Snippet text is HTML the reader pastes, so names inside it are escaped for HTML here;
    /// the page then escapes the whole snippet once more to display it.
    private static func attribute(_ value: String) -> String {
        HTMLEscaping.escape(value, inAttribute: true)
    }

    private static func text(_ value: String) -> String {
        HTMLEscaping.escape(value, inAttribute: false)
    }
}

/// A Markdown image: `![alt](path)` with the alt text's markup characters backslash-escaped (so
/// none starts emphasis, code, a link or raw HTML: issue 36 found `*`, `<` and backticks of a
/// scenario name left as markup),
/// line breaks made spaces, and the path's spaces and parentheses percent-encoded, so any scenario
/// name survives.
public enum EmbedMarkdown {
    /// The ASCII punctuation that can begin inline markup in CommonMark (0.31): a backslash
    /// escape, emphasis (`*`, `_`), code spans, links and images (`!`, brackets), raw HTML and
    /// autolinks (`<`, `>`), entity references (`&`), and the GFM extensions' tables and
    /// strikethrough (`|`, `~`). Each is escapable with a backslash (spec section 2.4); the rest
    /// (`:`, `,`, `-`, `(` …) reads as itself inside an image description.
    static let asciiPunctuation = "\\`*_[]<>!&|~"

    public static func image(alt: String, path: String) -> String {
        var markdownAlt = ""
        for scalar in alt.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                markdownAlt.append(" ")
                continue
            }
            if Self.asciiPunctuation.unicodeScalars.contains(scalar) {
                markdownAlt.append("\\")
            }
            markdownAlt.unicodeScalars.append(scalar)
        }
        let markdownPath = has(path, anyOf: " ()") ? path.replacingEvery(" ", with: "%20")
            .replacingEvery("(", with: "%28").replacingEvery(")", with: "%29") : path
        return "![" + markdownAlt + "](" + markdownPath + ")"
    }

    /// Whether `text` has one of the ASCII `characters`: nearly no name or path has, and then
    /// the replacements (Foundation's, which match whole characters) can be skipped.
    private static func has(_ text: String, anyOf characters: StaticString) -> Bool {
        let wanted = UnsafeBufferPointer(start: characters.utf8Start, count: characters.utf8CodeUnitCount)
        return text.utf8.contains { wanted.contains($0) }
    }
}
