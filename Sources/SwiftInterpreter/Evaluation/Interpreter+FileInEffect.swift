import SwiftFrontEnd

extension Interpreter {
    /// Runs `body` with `file` in effect: an initial value written in one file (`private var spans
    /// = [Key: any Span]()` of a class in Tracker.swift) is evaluated when another file makes an
    /// instance, and what it reports (an error, a stand-in's warning) lies in the file it is
    /// written in, as swiftc reports it there. The span in effect is restored with the file, so a
    /// later report of the caller's file never pairs the caller's file with this file's offsets.
    func inFile<T>(_ file: SourceFileSyntax?, _ body: () throws -> T) rethrows -> T {
        guard let file, currentFile.map({ !$0.isSameFile(as: file) }) ?? true else { return try body() }
        let savedFile = currentFile
        let savedSpan = currentSpan
        currentFile = file
        defer {
            currentFile = savedFile
            currentSpan = savedSpan
        }
        return try body()
    }
}
