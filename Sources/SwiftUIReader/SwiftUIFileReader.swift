import FileAccess
import Diagnostics
import Foundation
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

/// Reads SwiftUI source into scenarios: parse (lexer + parser), then lower each preview.
public enum SwiftUIFileReader {
    /// Reads `bytes` as the file `file`; `Image("x")` assets are looked up with `assets`.
    ///
    /// The file is run (front end → interpreter → SwiftUI runtime, docs/reader-design.md), so
    /// its own definitions are what run. When the runtime reports an error, the recogniser's
    /// reading stands, so nothing that read before stops reading; its diagnostics are shown, except
    /// for a file the recogniser cannot read (a view, a name or Swift it does not know) or of which
    /// the runtime lays out more, whose reading is the runtime's. `LAYOUTLENS_READER=interpreter` uses the runtime alone, `legacy` the recogniser alone.
    /// `settings` choose the device previews are laid out on and the Dynamic Type setting
    /// (`--device`, `--dynamic-type`); the recogniser knows only the default device, portrait.
    public static func read(bytes: [UInt8], file: String, assets: ImageAssets, settings: PreviewSettings = .init()) -> FileReading {
        // `getenv`, not `ProcessInfo.environment`, which copies the whole environment into a
        // dictionary on every call (about 390 000 instructions, a tenth of reading a small file).
        let mode = getenv("LAYOUTLENS_READER").flatMap { InterpretedReading.Mode(rawValue: String(cString: $0)) } ?? .automatic
        let isText = bytes.count <= SwiftUISourceReader.maximumFileSize && SwiftUISourceReader.firstNonTextOffset(bytes) == nil
        if mode != .legacy, isText, let reading = InterpretedReading.read(bytes: bytes, file: file, assets: assets, mode: mode, settings: settings) {
            return reading
        }
        let recognised = recognise(bytes: bytes, file: file, assets: assets)
        if mode == .automatic, isText,
           recognised.diagnostics.contains(where: { $0.severity == .error || $0.id == "noScenarios" }) {
            // Swift the recogniser cannot read (`'while' statement is not supported here`, a view
            // only the runtime knows) is Swift the runtime ran: its
            // error (a loop that never ends, a missing member) is the truth, and so is its reading
            // when it lays out more of the file.
            let runtimeOnly = recognised.diagnostics.contains { diagnostic in
                diagnostic.id == "unsupportedExpression"
                    || diagnostic.id == "unsupportedView"
                    && SwiftUIRuntime.runtimeOnlyViews.contains { diagnostic.message.text.hasPrefix("'\($0)'") }
            }
            // A file without previews has one in the runtime (`ImplicitPreview.swift`), whose error
            // tells more than "no scenarios". A name the recogniser cannot find is, to the runtime, a name of another file of the app
            // (`UndefinedNames.swift`); unless it is a typo there too, the runtime's reading says
            // what the layout needed from it.
            let swiftParses = LargeStack.run { !SwiftParser.parse(bytes: bytes, file: file).1.contains { $0.severity == .error } }
            let unknownNames = swiftParses && recognised.diagnostics.contains { $0.id == "cannotFindInScope" || $0.id == "unknownView" }
            // Swift the recogniser's own parser rejects or whose declarations it skips (`init`,
            // `if let x {`) is Swift it cannot read: when the runtime fails too, its error is the
            // one true of the file.
            let notReadable = swiftParses && recognised.diagnostics.contains { $0.severity == .error }
                && (recognised.diagnostics.contains { $0.id == "unsupportedDeclaration" }
                    || SwiftUISourceReader.parse(bytes: bytes, file: file).diagnostics.contains { $0.severity == .error })
            if let reading = InterpretedReading.read(bytes: bytes, file: file, assets: assets, mode: .interpreter, settings: settings),
               runtimeOnly || reading.scenarios.count > recognised.scenarios.count
                || unknownNames && !reading.diagnostics.contains(where: { $0.text.hasPrefix("cannot find") })
                || swiftParses && recognised.diagnostics.contains(where: { $0.id == "noScenarios" }) && !reading.diagnostics.isEmpty
                || notReadable && reading.scenarios.count >= recognised.scenarios.count
                    && (reading.diagnostics.contains(where: { $0.severity == .error }) || legacyParserRejects(bytes, file)) {
                var reading = reading
                if reading.scenarios.isEmpty, let nothing = recognised.diagnostics.first(where: { $0.id == "noScenarios" }) {
                    reading.diagnostics.append(nothing)
                }
                return reading
            }
        }
        // A trap is where Swift itself stops the preview (`Int(Double.nan)`, `UInt8(300)`): a
        // recogniser that read past it without an error laid out a value Swift never makes, so
        // the trap is the reading (issue 36). (A recogniser's own error, such as swiftc's
        // compile-time "division by zero", stays: it is the truer message.)
        if mode == .automatic, isText, !recognised.diagnostics.containsError,
           let trapped = InterpretedReading.read(bytes: bytes, file: file, assets: assets, mode: .interpreter, settings: settings),
           trapped.diagnostics.contains(where: { $0.id == "interpreter-trap" }) {
            return trapped
        }
        return onDevice(recognised, settings.device)
    }

    /// Whether the recogniser's own parser rejects the file (`{ x = 1 }`, which Swift accepts): its
    /// syntax errors are not the file's, so the runtime's reading stands even when it found
    /// nothing to lay out.
    private static func legacyParserRejects(_ bytes: [UInt8], _ file: String) -> Bool {
        SwiftUISourceReader.parse(bytes: bytes, file: file).diagnostics.contains { $0.severity == .error }
    }

    /// The recogniser lays previews out on the default device; on another, its device proposals
    /// (the safe area, or the whole screen for a root that ignores it) become that device's.
    private static func onDevice(_ reading: FileReading, _ device: PreviewDevice) -> FileReading {
        guard device != .default else { return reading }
        var reading = reading
        for index in reading.scenarios.indices {
            switch reading.scenarios[index].proposal {
            case PreviewCanvas.defaultDevice: reading.scenarios[index].proposal = device.proposal(in: .portrait)
            case ProposedSize(PreviewCanvas.screen): reading.scenarios[index].proposal = device.proposal(in: .portrait, ignoring: .all)
            default: break
            }
        }
        return reading
    }

    /// The recognising reader: the fixed catalogue of code shapes `docs/swiftui-subset.md` lists.
    static func recognise(bytes: [UInt8], file: String, assets: ImageAssets) -> FileReading {
        let (syntax, parseDiagnostics) = SwiftUISourceReader.parse(bytes: bytes, file: file)
        var sink = DiagnosticSink()
        sink.add(contentsOf: parseDiagnostics)
        var scenarios: [Scenario] = []
        var hasPreviews = true
        if !sink.isFull {
            var builder = ScenarioBuilder(syntax: syntax, assets: assets, sink: sink, bytes: bytes)
            scenarios = builder.build()
            sink = builder.sink
            hasPreviews = builder.hasPreviews
        }
        var diagnostics = ordered(sink.diagnostics)
        // A file-level remark goes after the located ones.
        if !hasPreviews, !syntax.structs.isEmpty || !syntax.constants.isEmpty, !sink.isFull {
            let start = SourcePosition(line: 1, column: 1, offset: 0)
            diagnostics.append(Diagnostic(.noScenarios(), at: SourceRange(file: file, start: start, end: start)))
        }
        return FileReading(file: file, scenarios: scenarios, diagnostics: diagnostics, lines: SourceLineTable(bytes: bytes))
    }

    /// Reads the file at `path` (named `path` in diagnostics), with assets from `Assets/` beside it.
    public static func read(path: String, settings: PreviewSettings = .init()) -> FileReading {
        let assets = ImageAssets(besideSourceFile: path)
        let data: Data
        switch readRegularFile(path) {
        case .success(let contents): data = contents
        case .failure(let problem):
            var sink = DiagnosticSink()
            let start = SourcePosition(line: 1, column: 1, offset: 0)
            sink.add(.unreadableFile(path, reason: problem.description), at: SourceRange(file: path, start: start, end: start))
            return FileReading(file: path, scenarios: [], diagnostics: sink.diagnostics, lines: SourceLineTable(bytes: []))
        }
        return read(bytes: [UInt8](data), file: path, assets: assets, settings: settings)
    }

    /// Source order; the same diagnostic reported twice (a struct used by two previews) once;
    /// "too many errors" last.
    static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        let located = unique.filter { $0.id != "tooManyErrors" }
        let sorted = located.enumerated().sorted { a, b in
            if a.element.range.start.offset != b.element.range.start.offset {
                return a.element.range.start.offset < b.element.range.start.offset
            }
            return a.offset < b.offset
        }.map(\.element)
        return sorted + unique.filter { $0.id == "tooManyErrors" }
    }
}
