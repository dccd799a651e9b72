import FileAccess
import Diagnostics
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
import SwiftFrontEnd
import SwiftUIRuntime

/// What reading one SwiftUI file gives: the scenarios that can be laid out, every diagnostic (in
/// source order, duplicates removed), and the file's line table for printing them.
public struct FileReading: Sendable {
    public var file: String
    public var scenarios: [Scenario]
    public var diagnostics: [Diagnostic]
    public var lines: SourceLineTable
}

/// Reads SwiftUI source into scenarios: one path, bytes → `SwiftFrontEnd` → interpreter →
/// `SwiftUIRuntime` → scenarios (docs/reader-design.md).
public enum SwiftUIFileReader {
    /// Reads `bytes` as the file `file`; `Image("x")` assets are looked up with `assets`.
    /// `settings` choose the device previews are laid out on and the Dynamic Type setting
    /// (`--device`, `--dynamic-type`).
    public static func read(bytes: [UInt8], file: String, assets: ImageAssets, settings: PreviewSettings = .init()) -> FileReading {
        if let refusal = SourceTextGate.refusal(of: bytes, file: file) {
            return FileReading(file: file, scenarios: [], diagnostics: [refusal], lines: SourceLineTable(bytes: bytes))
        }
        return InterpretedReading.read(bytes: bytes, file: file, assets: assets, settings: settings)
    }

    /// Reads the file at `path` (named `path` in diagnostics), with assets from `Assets/` beside it.
    public static func read(path: String, settings: PreviewSettings = .init()) -> FileReading {
        let assets = ImageAssets(besideSourceFile: path)
        let data: Data
        switch readRegularFile(path) {
        case .success(let contents): data = contents
        case .failure(let problem):
            let start = SourcePosition(line: 1, column: 1, offset: 0)
            let unreadable = Diagnostic(.unreadableFile(path, reason: problem.description), at: SourceRange(file: path, start: start, end: start))
            return FileReading(file: path, scenarios: [], diagnostics: [unreadable], lines: SourceLineTable(bytes: []))
        }
        return read(bytes: [UInt8](data), file: path, assets: assets, settings: settings)
    }

    /// Source order; the same diagnostic reported twice (a struct used by two previews) once;
    /// at most `DiagnosticSink.defaultErrorLimit` errors, then "too many errors", so a garbage file
    /// cannot print megabytes.
    static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        let sorted = unique.enumerated().sorted { a, b in
            if a.element.range.start.offset != b.element.range.start.offset {
                return a.element.range.start.offset < b.element.range.start.offset
            }
            return a.offset < b.offset
        }.map(\.element)
        var sink = DiagnosticSink()
        sink.add(contentsOf: sorted)
        return sink.diagnostics
    }
}
