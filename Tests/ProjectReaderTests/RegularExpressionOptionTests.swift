import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// `NSRegularExpression.Options` and `String.range(of:options:)` / `replacingOccurrences(of:with:
/// options:)` with `.regularExpression` and `.caseInsensitive` answer as Foundation's (this test
/// target links Foundation as the oracle): the same Swift code runs natively and in the
/// interpreter.
@Suite("Regular expression options")
struct RegularExpressionOptionTests {
    static let options: [(name: String, value: NSRegularExpression.Options)] = [
        (".caseInsensitive", .caseInsensitive), (".anchorsMatchLines", .anchorsMatchLines),
        (".dotMatchesLineSeparators", .dotMatchesLineSeparators), ("[.anchorsMatchLines, .caseInsensitive]", [.anchorsMatchLines, .caseInsensitive]),
    ]
    static let patterns = ["^the (\\w+)$", "a.b", "[a-c]+", "[^x]+$", "^$", "Ä+", "^\\d+"]
    static let texts = ["The Daily\nthe end", "a\nb axb", "ABC abc", "xyz\r\nXX\n", "\n\n", "äÄx", "12\n34\r\n"]

    static func report(_ regex: NSRegularExpression, _ text: String) -> String {
        let whole = NSRange(text.startIndex..., in: text)
        var line = "\(regex.numberOfMatches(in: text, range: whole)):"
        for match in regex.matches(in: text, range: whole) { line += " \(match.range.location),\(match.range.length)" }
        return line + " " + regex.stringByReplacingMatches(in: text, range: whole, withTemplate: "<$0>")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    static let program = """
    import SwiftUI
    func report(_ regex: NSRegularExpression, _ text: String) -> String {
        let whole = NSRange(text.startIndex..., in: text)
        var line = "\\(regex.numberOfMatches(in: text, range: whole)):"
        for match in regex.matches(in: text, range: whole) { line += " \\(match.range.location),\\(match.range.length)" }
        return line + " " + regex.stringByReplacingMatches(in: text, range: whole, withTemplate: "<$0>")
            .replacingOccurrences(of: "\\n", with: "\\\\n").replacingOccurrences(of: "\\r", with: "\\\\r")
    }
    """

    static func literal(_ text: String) -> String { text.debugDescription }

    /// A preview showing every line's result in one text, joined by "|".
    static func preview(_ lines: [String]) -> String {
        "\nfunc results() -> String {\n    var out: [String] = []\n" + lines.joined(separator: "\n")
            + "\n    return out.joined(separator: \"|\")\n}\n#Preview { Text(results()) }\n"
    }

    @Test func optionsMatchAsFoundation() throws {
        for (name, value) in Self.options {
            var expected: [String] = []
            var lines: [String] = []
            for pattern in Self.patterns {
                let regex = try NSRegularExpression(pattern: pattern, options: value)
                for text in Self.texts {
                    expected.append(Self.report(regex, text))
                    lines.append("    out.append(report(try! NSRegularExpression(pattern: \(Self.literal(pattern)), options: \(name)), \(Self.literal(text))))")
                }
            }
            let texts = try previewTexts(Self.program + Self.preview(lines))
            #expect(texts == [expected.joined(separator: "|")], "\(name)")
        }
    }

    /// `range(of:options:)` with `.regularExpression` and `.caseInsensitive`, alone and together,
    /// and `replacingOccurrences(of:with:options:)`: Foundation's answers, the range printed as the
    /// characters before it and the text it covers.
    @Test func stringSearchOptionsMatchAsFoundation() throws {
        let cases: [(String, String, String.CompareOptions, String)] = [
            ("The Daily", "^the ", [.regularExpression, .caseInsensitive], "[.regularExpression, .caseInsensitive]"),
            ("The Daily", "^the ", .regularExpression, ".regularExpression"),
            ("The Daily", "DAILY", .caseInsensitive, ".caseInsensitive"),
            ("a1b22c333", "\\d+", .regularExpression, ".regularExpression"),
            ("cost: $5 (x)", "$5 (", [], "[]"),
            ("ééa", "a", .regularExpression, ".regularExpression"),
        ]
        var expected: [String] = []
        var lines: [String] = []
        for (text, target, options, spelled) in cases {
            let found = text.range(of: target, options: options).map { "\(text[..<$0.lowerBound].count) \(text[$0])" } ?? "nil"
            expected.append(found + " " + text.replacingOccurrences(of: target, with: "<$0>", options: options))
            lines.append("    out.append(show(\(Self.literal(text)), \(Self.literal(target)), \(spelled)))")
        }
        let program = """
        import SwiftUI
        func show(_ text: String, _ target: String, _ options: String.CompareOptions) -> String {
            let found = text.range(of: target, options: options).map { "\\(text[..<$0.lowerBound].count) \\(text[$0])" } ?? "nil"
            return found + " " + text.replacingOccurrences(of: target, with: "<$0>", options: options)
        }
        """
        let texts = try previewTexts(program + Self.preview(lines))
        #expect(texts == [expected.joined(separator: "|")])
    }

    /// An option the interpreter does not read is an error naming it, not a guessed match.
    @Test func anUnmodelledOptionIsNamed() throws {
        let source = """
        import SwiftUI
        #Preview { Text("\\(try! NSRegularExpression(pattern: "a", options: .allowCommentsAndWhitespace).numberOfCaptureGroups)") }
        """
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil),
                                             settings: PreviewSettings())
        #expect(reading.diagnostics.contains { $0.text.contains(".allowCommentsAndWhitespace") }, "\(reading.diagnostics.map(\.text))")
    }

    private func previewTexts(_ source: String) throws -> [String] {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil),
                                             settings: PreviewSettings())
        let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
        #expect(errors.isEmpty, "\(errors)")
        return try #require(reading.scenarios.first).root.texts
    }
}
