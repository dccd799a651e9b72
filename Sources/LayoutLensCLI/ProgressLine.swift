/// A single progress line on a terminal's stderr, redrawn in place (`\r` + erase line). Silent
/// when stderr is not a terminal or the job is small, so logs and pipes stay clean.
struct ProgressLine {
    /// Fewer items than this finish too fast to need progress.
    static let threshold = 20
    let io: CommandIO
    let total: Int
    var isActive: Bool { io.errorIsTerminal && total >= Self.threshold }

    func update(_ done: Int, _ what: String) {
        guard isActive else { return }
        io.error("\r\u{1B}[K\(what) \(done)/\(total)")
    }

    func finish() {
        guard isActive else { return }
        io.error("\r\u{1B}[K")
    }
}
