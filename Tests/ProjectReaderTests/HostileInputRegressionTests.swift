import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftFrontEnd
import SwiftInterpreter
import SwiftUIRuntime

/// Issue 19's crash and silent-nonsense repros, each written here as an input: every one now
/// gives a located diagnostic naming the argument (or lays out finitely), never a trap.
struct HostileInputRegressionTests {
    /// The source of a one-preview file showing `expression` on line 3.
    static func source(_ expression: String) -> String {
        "import SwiftUI\n\n#Preview {\n    \(expression)\n}\n"
    }

    /// Once SIGILL in `Lowerer.rgb` (hue) or `SystemPalette.classToken` (opacity); once silent
    /// NaN/∞ in SVG attributes (spacing, border, EdgeInsets). Now: an error at the argument,
    /// as `x.swift:4:<column>: error: invalid value for '<parameter>'`, the parameter named as
    /// Apple's documentation names it (`opacity(_ opacity:)`, `layoutPriority(_ value:)`,
    /// `aspectRatio(_ aspectRatio:contentMode:)`). A font's size is checked where `.font` takes
    /// the font, so the error points at the `.system(…)` argument (column 20).
    @Test(arguments: [
        ("Color(hue: .nan, saturation: 1, brightness: 1)", "hue", 16),
        ("Color(hue: .infinity, saturation: 1, brightness: 1)", "hue", 16),
        ("Color(hue: 0.5, saturation: -CGFloat.infinity, brightness: 1)", "saturation", 33),
        ("Color(red: 0, green: 0, blue: 0, opacity: .nan)", "opacity", 47),
        ("Color(white: .nan)", "white", 18),
        ("HStack(spacing: .nan) { Text(\"a\"); Text(\"b\") }", "spacing", 21),
        ("VStack(spacing: .infinity) { Text(\"a\") }", "spacing", 21),
        ("Text(\"a\").border(Color.red, width: .nan)", "width", 40),
        ("Text(\"a\").padding(EdgeInsets(top: .infinity, leading: 1, bottom: 1, trailing: 1))", "top", 39),
        ("Text(\"a\").padding(CGFloat.nan)", "length", 23),
        ("Text(\"a\").padding(.horizontal, .infinity)", "length", 36),
        ("Text(\"a\").offset(x: .nan)", "x", 25),
        ("Text(\"a\").offset(y: -Double.infinity)", "y", 25),
        // A `CGSize` holds any number (`CoreGraphicsNumbers`); the offset given one is at fault.
        ("Text(\"a\").offset(CGSize(width: .nan, height: 0))", "offset", 22),
        ("Text(\"a\").position(x: .infinity, y: 0)", "x", 27),
        ("Text(\"a\").opacity(.nan)", "opacity", 23),
        ("Text(\"a\").layoutPriority(.nan)", "value", 30),
        ("Text(\"a\").font(.system(size: .nan))", "size", 20),
        ("Text(\"a\").font(.system(size: 1e300))", "size", 20),
        ("Color.red.aspectRatio(.infinity, contentMode: .fit)", "aspectRatio", 27),
        ("Color.red.frame(width: 1e308)", "width", 28),
        ("Rectangle().stroke(Color.red, lineWidth: .nan)", "lineWidth", 46),
        // Drawing-only transforms were dropped without a word (issue 30, round four); an angle
        // is reported at the whole `.degrees(…)` argument.
        ("Text(\"a\").scaleEffect(.infinity)", "scale", 27),
        ("Text(\"a\").scaleEffect(x: 1, y: .nan)", "y", 36),
        ("Text(\"a\").rotationEffect(.degrees(.infinity))", "degrees", 30),
        ("Text(\"a\").rotationEffect(.radians(.nan))", "radians", 30),
    ])
    func nonFiniteArgumentIsAnError(expression: String, parameter: String, column: Int) {
        let source = Self.source(expression)
        let reading = read(source)
        let output = printed(reading.diagnostics, source: source)
        #expect(output.contains("x.swift:4:\(column): error: invalid value for '\(parameter)'"), "\(output)")
        #expect(reading.scenarios.isEmpty)
    }

    /// `ForEach(5..<1)` was silently empty; Swift traps forming such a range.
    @Test(arguments: ["ForEach(5..<1) { _ in Text(\"a\") }", "ForEach(1...0) { _ in Text(\"a\") }"])
    func reversedRangeIsAnError(expression: String) {
        let source = Self.source("VStack { \(expression) }")
        let output = printed(read(source).diagnostics, source: source)
        // Swift's own trap message, at the range (`VStack { ForEach(` is 21 columns from column 5).
        #expect(output.contains("x.swift:4:22: error: Fatal error: Range requires lowerBound <= upperBound"), "\(output)")
    }

    /// SwiftUI accepts an unlimited maximum; so does LayoutLens, however it is spelled. The
    /// `ScrollView` case once trapped in `TextLeaf.measure` converting 1.8e308 / 20 to `Int`.
    @Test(arguments: [
        "Text(\"a\").frame(maxWidth: .infinity)",
        "Text(\"a\").frame(minHeight: 0, maxHeight: .greatestFiniteMagnitude)",
        "ScrollView { Text(\"a\").frame(minHeight: 0, maxHeight: .greatestFiniteMagnitude) }",
        "Color.red.frame(maxWidth: 1e300, maxHeight: .infinity)",
        "VStack { ForEach(0..<0) { _ in Text(\"a\") } }",
    ])
    func unlimitedMaximaStayAccepted(expression: String) throws {
        let reading = read(Self.source(expression))
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let result = layout(scenario)
        #expect(result.replacedNonFiniteValues == 0)
        for view in result.root.allViews {
            #expect([view.frame.x, view.frame.y, view.frame.width, view.frame.height].allSatisfy { $0.isFinite })
        }
    }

    /// `.frame(maxHeight: .greatestFiniteMagnitude)` lays out as `.frame(maxHeight: .infinity)`
    /// (a flexible frame takes the whole offer either way: 759 pt, the default canvas height).
    @Test func greatestFiniteMagnitudeIsInfinity() throws {
        let a = try #require(read(Self.source("Color.red.frame(maxHeight: .greatestFiniteMagnitude)")).scenarios.first)
        let b = try #require(read(Self.source("Color.red.frame(maxHeight: .infinity)")).scenarios.first)
        #expect(layout(a).root.frame == layout(b).root.frame)
        #expect(layout(a).root.frame.height == 759)
    }

    /// A chain of 99 custom views with 120 modifiers each (≈ 12 000 levels) overflowed the stack
    /// while lowering; now an error past 512 levels.
    @Test func deepViewTreesAreAnError() {
        var source = "import SwiftUI\n"
        for level in 0..<99 {
            source += "struct V\(level): View { var body: some View { V\(level + 1)()" + String(repeating: ".padding(1)", count: 120) + " } }\n"
        }
        source += "struct V99: View { var body: some View { Color.red } }\n#Preview { V0() }\n"
        let reading = read(source)
        #expect(reading.diagnostics.map(\.text).contains("this scenario nests views more than 512 deep; LayoutLens lays out at most 512 levels"))
        #expect(reading.scenarios.isEmpty)
    }

    /// An asset that is a folder (once a `try!` crash) or a FIFO (once a hang): unreadable, so a
    /// placeholder with a warning, at once.
    @Test func assetsThatAreNotFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-assets-\(UUID().uuidString)")
        let assets = folder.appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(assets.appendingPathComponent("pipe.png").path, 0o600) == 0)
        let lookup = ImageAssets(directory: assets.path)
        #expect(lookup.lookup("folder") == .unreadable(file: assets.path + "/folder.png"))
        #expect(lookup.lookup("pipe") == .unreadable(file: assets.path + "/pipe.png"))
        let source = "import SwiftUI\n#Preview { Image(\"pipe\") }\n"
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: lookup)
        #expect(reading.scenarios.count == 1)
        #expect(reading.diagnostics.contains { $0.severity == .warning })
    }

    /// A source path that is a folder or a FIFO: a located error, not a hang.
    @Test func sourceThatIsNotAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-src-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/dir.swift", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe.swift", 0o600) == 0)
        for path in [folder + "/dir.swift", folder + "/pipe.swift"] {
            let reading = SwiftUIFileReader.read(path: path)
            #expect(reading.diagnostics.first?.text.hasPrefix("cannot read file '\(path)': ") == true, "\(reading.diagnostics.map(\.text))")
        }
    }
}

/// Issue 36: a conversion Swift traps on, in a view body, was read again by the recogniser,
/// which laid out `Text("nan")` and exited 0. A trap is the reading's: an error at the call.
struct TrapsAreNotReadAgainTests {
    @Test(arguments: [
        ("Text(\"\\(Int(Double.nan))\")", "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN"),
        ("Text(\"\\(UInt8(300))\")", "Fatal error: Not enough bits to represent the passed value"),
        ("Text(\"\\(Int8(-129))\")", "Fatal error: Not enough bits to represent a signed value"),
    ])
    func conversionSwiftTrapsOnIsAnErrorInTheBody(_ expression: String, _ message: String) {
        let source = "import SwiftUI\nstruct A: View {\n    var body: some View {\n        \(expression)\n    }\n}\n#Preview { A() }\n"
        let reading = read(source)
        #expect(reading.scenarios.isEmpty)
        // Line 4, column 17: eight spaces and `Text("\(` come before the conversion.
        #expect(reading.diagnostics.map { "\($0.line):\($0.column) \($0.text)" } == ["4:17 \(message)"])
    }
}

/// Issue 36: every preview of a file got a budget of its own, so 200 runaway previews ran 200
/// budgets. The file's budget is shared; each preview still stops at its own limit first.
struct SharedFileBudgetTests {
    @Test func previewsOfAFileShareOneStepBudget() throws {
        let source = "import SwiftUI\nfunc spin() -> Int { while true {} }\n"
            + (1...4).map { "#Preview(\"P\($0)\") { Text(\"\\(spin())\") }\n" }.joined()
        let (syntax, _) = SwiftParser.parse(bytes: Array(source.utf8), file: "x.swift")
        var limits = EvaluationLimits(maxSteps: 10_000)
        limits.maxFileSteps = 25_000
        let previews = SwiftUIRuntime(file: syntax, limits: limits).run().previews
        let messages = previews.map { $0.diagnostics.first?.text ?? "laid out" }
        // Two previews spend 10 001 steps each; the third has under 5 000 of the file's 25 000 left.
        #expect(messages.count == 4)
        #expect(messages.prefix(2).allSatisfy { $0 == "evaluation step limit of 10000 reached" }, "\(messages)")
        #expect(messages.suffix(2).allSatisfy { $0.hasPrefix("the file's evaluation step limit of 25000 reached") }, "\(messages)")
    }
}
