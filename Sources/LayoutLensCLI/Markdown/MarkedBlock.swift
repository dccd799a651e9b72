/// A fenced Swift code block of a Markdown post marked for `layoutlens markdown`, and the image
/// lines that follow it.
///
/// Marking: an HTML comment `<!-- layoutlens -->` (optionally `<!-- layoutlens name="card" -->`)
/// on the line before the opening fence, or `layoutlens` as a word of the info string after
/// `swift` (```` ```swift layoutlens ````). The comment is the recommended form: GitHub, static
/// site generators (an HTML comment is raw HTML, shown as nothing; Hugo's Goldmark omits it) and
/// DocC render nothing for it, and the info string stays `swift`, which every highlighter knows.
/// CommonMark takes only the first word of an info string as the language ("The first word of
/// the info string is typically used to specify the language", CommonMark 0.31 §4.5), so the
/// info-string form highlights on GitHub too, but some generators pass the whole string on.
struct MarkedBlock: Sendable, Equatable {
    /// 1-based line of the opening fence.
    var fenceLine: Int
    /// 1-based line of the closing fence.
    var closingLine: Int
    /// The code, lines joined with "\n".
    var code: String
    /// 1-based line of the first line of code.
    var firstCodeLine: Int
    /// The name the comment gives (`name="card"`), if any.
    var explicitName: String?
    /// Lines after the closing fence that this command wrote before (an optional blank line,
    /// then image lines pointing at this block's diagrams): replaced on each run.
    var imageLines: Range<Int>
}
