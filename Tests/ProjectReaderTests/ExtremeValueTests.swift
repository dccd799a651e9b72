import Testing
import LayoutEngine
@testable import ProjectReader

/// Legal Swift with absurd numbers must read and lay out without a crash (these once trapped on
/// Double → Int conversions).
struct ExtremeValueTests {
    @Test(arguments: [
        #"Text("\(1e300)")"#, #"Text("\(-1e300)")"#, #"Text("\(123456789012345.5)")"#,
        "Color.red.frame(maxWidth: 1e300, maxHeight: .greatestFiniteMagnitude)",
        "ScrollView { Text(\"a\").frame(minHeight: 0, maxHeight: .greatestFiniteMagnitude) }",
    ])
    func readsAndLaysOut(expression: String) {
        let reading = read("import SwiftUI\n#Preview(traits: .fixedLayout(width: 300, height: 300)) { \(expression) }\n")
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        for scenario in reading.scenarios { _ = layout(scenario) }
    }

    /// Issue 19: absurd magnitudes are rejected where they enter, naming the argument (they once
    /// read silently and wrote 1e308-wide SVGs); a flexible frame's maximum is the exception,
    /// where anything beyond 1e9 means "no limit", as `.infinity`.
    @Test(arguments: [
        ("Color.red.frame(width: 1e300, height: 1e308)", "'width'"), ("Text(\"x\").padding(1e200)", "'length'"),
        ("HStack(spacing: -1e308) { Color.red; Color.blue }", "'spacing'"), ("Color.clear.offset(x: 1e308, y: -1e308)", "'x'"),
    ])
    func rejectsAbsurdMagnitudes(expression: String, parameter: String) {
        let reading = read("import SwiftUI\n#Preview(traits: .fixedLayout(width: 300, height: 300)) { \(expression) }\n")
        let error = reading.diagnostics.first { $0.severity == .error }
        #expect(error?.text.contains("invalid value for \(parameter)") == true, "\(reading.diagnostics)")
        #expect(error?.text.contains("beyond ±1e9") == true)
    }

    /// An integer literal beyond `Int.max` is an error, as swiftc reports it (its constant folding:
    /// "integer literal '…' overflows when stored into 'Int'"), at the literal.
    @Test func integerLiteralBeyondIntIsAnError() {
        let reading = read("import SwiftUI\n#Preview { Text(\"a\").lineLimit(99999999999999999999) }\n")
        let error = reading.diagnostics.first { $0.severity == .error }
        #expect(error?.text == "integer literal '99999999999999999999' overflows when stored into 'Int'")
        // `#Preview { Text("a").lineLimit(` is 31 columns: the literal starts at column 32.
        #expect(error?.line == 2 && error?.column == 32)
    }

    @Test("lineLimit below 1 counts as 1 (Apple's lineLimit documentation)")
    func lineLimitZero() throws {
        // A long text in a 50-pt column would wrap; limited to one line it is one line tall.
        let reading = read("import SwiftUI\n#Preview(traits: .fixedLayout(width: 50, height: 300)) { Text(\"one two three four\").lineLimit(0) }\n")
        let scenario = try #require(reading.scenarios.first)
        let text = layout(scenario).root.allViews.first { $0.kind == "Text" }
        #expect(text?.text?.lines.count == 1)
    }

    @Test("SwiftUI interpolates a Double with %lf: six decimals")
    func percentLF() throws {
        let reading = read("import SwiftUI\n#Preview { Text(\"\\(1.5)\") }\n")
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.first { $0.kind == "Text" }?.text?.lines.first?.text == "1.500000")
    }
}
