import Render
import SwiftFrontEnd

/// The site's source listings coloured by the Swift front end's own lexer (`SyntaxHighlighter`),
/// so what is coloured as a string, a comment or a keyword is what the parser reads as one.
enum SwiftSourceHighlighting {
    static let highlighter: SourceHighlighter = { source in
        SyntaxHighlighter.spans(in: source).map { SourceHighlight(start: $0.start, end: $0.end, kind: $0.kind.rawValue) }
    }
}
