import Testing
import LayoutEngine
@testable import SwiftUIReader

/// Legal Swift with absurd numbers must read and lay out without a crash (these once trapped on
/// Double → Int conversions).
struct ExtremeValueTests {
    @Test(arguments: [
        #"Text("\(1e300)")"#, #"Text("\(-1e300)")"#, #"Text("\(123456789012345.5)")"#,
        "Text(\"a\").lineLimit(99999999999999999999)", "Color.red.frame(width: 1e300, height: 1e308)",
        "Text(\"x\").padding(1e200)", "HStack(spacing: -1e308) { Color.red; Color.blue }",
        "Color.clear.offset(x: 1e308, y: -1e308)",
    ])
    func readsAndLaysOut(expression: String) {
        let reading = read("import SwiftUI\n#Preview(traits: .fixedLayout(width: 300, height: 300)) { \(expression) }\n")
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        for scenario in reading.scenarios { _ = layout(scenario) }
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
