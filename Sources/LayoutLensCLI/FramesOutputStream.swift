import Diagnostics

/// `frames`' standard output written as each file's scenarios come back from the workers (in
/// input order), instead of once every file is done: only the files in flight are held, not the
/// text of every scenario already laid out. The bytes are those of the whole document
/// (`FramesJSON.document(scenarioTexts:diagnostics:)`, or the text trees one after another).
///
/// Nothing is written before the first scenario: until then the run may still end in a usage
/// error (no scenarios; `--scenario` naming none), which prints no document.
struct FramesOutputStream {
    let format: FramesFormat
    let write: (String) -> Void
    /// Scenarios written so far.
    private(set) var count = 0

    init(format: FramesFormat, write: @escaping (String) -> Void) {
        self.format = format
        self.write = write
    }

    /// Writes one scenario's text (`FramesJSON.scenarioText` or a text tree).
    mutating func append(_ text: [UInt8]) {
        if format == .json {
            var piece = count == 0 ? FramesJSON.documentOpening() : []
            piece += FramesJSON.scenarioLead(index: count)
            piece += text
            write(String(decoding: piece, as: UTF8.self))
        } else {
            write(String(decoding: text, as: UTF8.self))
        }
        count += 1
    }

    /// Writes the rest of the document: for JSON, the opening when no scenario was written, the
    /// end of the scenarios and the diagnostics; nothing more for text.
    func finish(diagnostics: [Diagnostic]) {
        guard format == .json else { return }
        var piece = count == 0 ? FramesJSON.documentOpening() : []
        piece += FramesJSON.documentClosing(scenarioCount: count, diagnostics: diagnostics)
        write(String(decoding: piece, as: UTF8.self))
    }
}
