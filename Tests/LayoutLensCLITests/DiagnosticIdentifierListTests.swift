import Foundation
import Testing

/// docs/diagnostics.md is the one list of the stable diagnostic ids: every id a catalogue makes in
/// `Sources/` is listed there exactly once, and every id listed is still made somewhere.
@Suite("Diagnostic id list")
struct DiagnosticIdentifierListTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The catalogue helpers and the prefix each puts before its id (`InterpreterDiagnostics`:
    /// `trap.`, `limit.`, `unsupported.`; `ParseMessages`: `swift.`).
    static let helperPrefixes = ["warning": "", "error": "", "trap": "trap.", "limitMessage": "limit.", "unsupported": "unsupported."]

    /// `RuntimeError.diagnostic` names an uncatalogued error `interpreter-` and its kind.
    static let runtimeErrorKinds = ["trap", "limit", "unsupported", "invalid"]

    /// Every id made in `Sources/`: the first argument of a catalogue helper, or `id: "…"` given to
    /// `DiagnosticMessage` or `RenderWarning`, in files that make those values; comment lines are
    /// skipped. Returns each id with the places it is made.
    static func identifiersInSources() throws -> [String: [String]] {
        let helper = try NSRegularExpression(pattern: #"\b(ParseMessages\.)?(warning|error|trap|limitMessage|unsupported)\(\s*"([A-Za-z0-9_.-]+)"\s*,"#)
        let labelled = try NSRegularExpression(pattern: #"\bid:\s*"([A-Za-z0-9_.-]+)"\s*[,)]"#)
        var found: [String: [String]] = [:]
        let sources = repository.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(atPath: sources.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            guard text.contains("DiagnosticMessage") || text.contains("RenderWarning") || text.contains("ParseMessages") else { continue }
            let isParseMessages = relative.hasSuffix("ParseMessages.swift")
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                let range = NSRange(line.startIndex..., in: line)
                let place = "\(relative):\(number + 1)"
                for match in helper.matches(in: line, range: range) {
                    let qualified = match.range(at: 1).location != NSNotFound
                    let name = String(line[Range(match.range(at: 2), in: line)!])
                    let id = String(line[Range(match.range(at: 3), in: line)!])
                    let prefix = isParseMessages || qualified ? "swift." : helperPrefixes[name, default: ""]
                    found[prefix + id, default: []].append(place)
                }
                for match in labelled.matches(in: line, range: range) {
                    found[String(line[Range(match.range(at: 1), in: line)!]), default: []].append(place)
                }
            }
        }
        let runtimeError = try String(contentsOf: sources.appendingPathComponent("SwiftInterpreter/Runtime/RuntimeError.swift"), encoding: .utf8)
        if runtimeError.contains(#""interpreter-\(kind.rawValue)""#) {
            for kind in runtimeErrorKinds { found["interpreter-" + kind, default: []].append("RuntimeError.diagnostic") }
        }
        return found
    }

    /// The ids of the list's table rows (the first cell, in backticks), in order, repeats kept.
    static func identifiersListed() throws -> [String] {
        let text = try String(contentsOf: repository.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            let cell = line.dropFirst(3)
            return cell.firstIndex(of: "`").map { String(cell[..<$0]) }
        }
    }

    @Test("Every id made in Sources is in docs/diagnostics.md exactly once")
    func everyIdIsListedOnce() throws {
        let made = try Self.identifiersInSources()
        let listed = try Self.identifiersListed()
        let counts = Dictionary(listed.map { ($0, 1) }, uniquingKeysWith: +)
        // The catalogues make well over a hundred ids; fewer means the search above broke.
        #expect(made.count > 150)
        for (id, places) in made.sorted(by: { $0.key < $1.key }) {
            #expect(counts[id] == 1, "id '\(id)' (made at \(places.joined(separator: ", "))) is listed \(counts[id] ?? 0) times in docs/diagnostics.md")
        }
    }

    @Test("Every id in docs/diagnostics.md is still made in Sources")
    func everyListedIdIsMade() throws {
        let made = try Self.identifiersInSources()
        for id in try Self.identifiersListed() {
            #expect(made[id] != nil, "docs/diagnostics.md lists '\(id)', which nothing in Sources makes")
        }
    }
}
