import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// `NSRegularExpression` in app code answers as Foundation's (this test target links Foundation as
/// the oracle): the same Swift code runs here natively and in the interpreter, and prints every
/// match's ranges (groups included), its `range(withName: "user")`, the match count, a template
/// replacement and `Range(_:in:)`.
@Suite("NSRegularExpression")
struct RegularExpressionTests {
    static let patterns = [
        "(\\d+)(?:\\.(\\d+))?(?:\\.(\\d+))?", "\\A(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(?:-([0-9A-Za-z-.]+))?\\z", "a*", "(a)|(b)",
        "(\\w+)@(\\w+)", "(?<user>\\w+)@(?<host>\\w+)?", "x?", "(é|😀)+", "^\\s*(\\S+)\\s*$", "(a(b)?)+",
    ]
    static let texts = ["", "1.2.3", "2024.1.0-beta", "10.0", "baaab", "ab ba", "me@host you@there", "😀é😀 x", "  word  ", "abab aba"]

    /// The body both runs share: one line per pattern and text.
    static func report(pattern: String, text: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return "invalid" }
        let whole = NSRange(text.startIndex..., in: text)
        var line = "\(regex.numberOfCaptureGroups) \(regex.numberOfMatches(in: text, range: whole)):"
        for match in regex.matches(in: text, range: whole) {
            for index in 0 ..< match.numberOfRanges {
                let range = match.range(at: index)
                if range.location == NSNotFound {
                    line += " -"
                } else if let found = Range(range, in: text) {
                    line += " \(range.location),\(range.length)=\(text[found])"
                } else {
                    line += " \(range.location),\(range.length)=?"
                }
            }
            let user = match.range(withName: "user")
            line += user.location == NSNotFound ? " user -" : " user \(user.location),\(user.length)"
            line += ";"
        }
        if let first = regex.firstMatch(in: text, options: [], range: whole) { line += " first \(first.range.location)" }
        line += " " + regex.stringByReplacingMatches(in: text, options: [], range: whole, withTemplate: "<$1\\$>")
        return line
    }

    static let program = """
    import SwiftUI
    func report(pattern: String, text: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return "invalid" }
        let whole = NSRange(text.startIndex..., in: text)
        var line = "\\(regex.numberOfCaptureGroups) \\(regex.numberOfMatches(in: text, range: whole)):"
        for match in regex.matches(in: text, range: whole) {
            for index in 0 ..< match.numberOfRanges {
                let range = match.range(at: index)
                if range.location == NSNotFound {
                    line += " -"
                } else if let found = Range(range, in: text) {
                    line += " \\(range.location),\\(range.length)=\\(text[found])"
                } else {
                    line += " \\(range.location),\\(range.length)=?"
                }
            }
            let user = match.range(withName: "user")
            line += user.location == NSNotFound ? " user -" : " user \\(user.location),\\(user.length)"
            line += ";"
        }
        if let first = regex.firstMatch(in: text, options: [], range: whole) { line += " first \\(first.range.location)" }
        line += " " + regex.stringByReplacingMatches(in: text, options: [], range: whole, withTemplate: "<$1\\\\$>")
        return line
    }
    """

    @Test func matchesRangesAndReplacementsAsFoundation() throws {
        for pattern in Self.patterns {
            let literal = { (text: String) in "\"" + text.replacingOccurrences(of: "\\", with: "\\\\") + "\"" }
            let source = Self.program + """

            struct Lines: View {
                var body: some View {
                    VStack {
                        ForEach([\(Self.texts.map(literal).joined(separator: ", "))], id: \\.self) { text in
                            Text(report(pattern: \(literal(pattern)), text: text))
                        }
                    }
                }
            }
            #Preview { Lines() }
            """
            let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil),
                                                 settings: PreviewSettings())
            let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
            #expect(errors.isEmpty, "\(pattern): \(errors)")
            let texts = try #require(reading.scenarios.first).root.texts
            #expect(texts == Self.texts.map { Self.report(pattern: pattern, text: $0) }, "\(pattern)")
        }
    }

    /// A pattern ICU rejects throws (Foundation's `NSCocoaErrorDomain` 2048), so `try?` is nil.
    @Test func anInvalidPatternThrows() throws {
        let source = """
        import SwiftUI
        struct Check: View {
            var body: some View {
                let regex = try? NSRegularExpression(pattern: "(a")
                Text(regex == nil ? "nil" : "made")
            }
        }
        #Preview { Check() }
        """
        #expect((try? NSRegularExpression(pattern: "(a")) == nil)
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil),
                                             settings: PreviewSettings())
        #expect(try #require(reading.scenarios.first).root.texts == ["nil"])
    }
}
