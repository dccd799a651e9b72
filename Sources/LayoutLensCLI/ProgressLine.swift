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

/// A single progress line on a terminal's stderr, redrawn in place (`\r` + erase line). Silent
/// when stderr is not a terminal or the job is small, so logs and pipes stay clean.
struct ProgressLine {
    /// Fewer items than this finish too fast to need progress.
    static let threshold = 20
    let io: CommandIO
    let total: Int
    var isActive: Bool { io.errorIsTerminal && total >= Self.threshold }

    /// `what done/total`, and the previews laid out so far when given (`Reading and laying out
    /// 40/160 files, 52 previews`).
    func update(_ done: Int, _ what: String, previews: Int? = nil) {
        guard isActive else { return }
        io.error("\r\u{1B}[K\(what) \(done)/\(total)" + (previews.map { " files, \($0) previews" } ?? ""))
    }

    func finish() {
        guard isActive else { return }
        io.error("\r\u{1B}[K")
    }

    /// Standard error for progress when both it is a terminal and standard output is not: a
    /// command that streams its results to standard output (`frames`) draws no progress line
    /// between them on a shared terminal.
    static var besideRedirectedOutput: CommandIO {
        var io = CommandIO.standard
        io.errorIsTerminal = io.errorIsTerminal && isatty(STDOUT_FILENO) == 0
        return io
    }
}
