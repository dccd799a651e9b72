import FileAccess
import Foundation
import Render
import Testing
@testable import LayoutLensCLI

/// Issue 19's hostile-input suite, table-driven and in-process (no process per input). For each
/// input it asserts the exit status, a diagnostic with `file:line:col` (or an `error:` line for
/// inputs that are not source), that nothing outside the command's own folders changed (a
/// listing of the sandbox before and after), and that no output file holds a NaN or infinite
/// geometry value.
@Suite("Hostile inputs")
struct HostileInputSuiteTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    // MARK: - The sandbox

    /// A fresh folder for one input.
    final class Sandbox {
        let path: String
        init() throws {
            path = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
                .appendingPathComponent("layoutlens-hostile-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path + "/in", withIntermediateDirectories: true)
            try "keep".write(toFile: path + "/bystander.txt", atomically: true, encoding: .utf8)
        }
        deinit {
            chmod(path + "/in", 0o755)
            try? FileManager.default.removeItem(atPath: path)
        }

        func write(_ text: String, to name: String) throws -> String {
            let file = path + "/in/" + name
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            return file
        }

        /// Every entry below the sandbox except under `excluded` (relative folders), with its
        /// size, links not followed.
        func listing(excluding excluded: [String]) -> [String] {
            var result: [String] = []
            guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
            while let relative = enumerator.nextObject() as? String {
                if excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
                let attributes = try? FileManager.default.attributesOfItem(atPath: path + "/" + relative)
                result.append("\(relative) \((attributes?[.size] as? Int) ?? -1)")
            }
            return result.sorted()
        }

        /// Files below `folder` whose geometry holds NaN or ∞, or whose text has a raw `nan`
        /// number (JSON and text outputs).
        func nonFiniteOutputs(in folder: String) -> [String] {
            var found: [String] = []
            guard let enumerator = FileManager.default.enumerator(atPath: path + "/" + folder) else { return [] }
            while let relative = enumerator.nextObject() as? String {
                guard case .success(let data) = readRegularFile(path + "/" + folder + "/" + relative) else { continue }
                let text = String(decoding: data, as: UTF8.self)
                if let attribute = NonFiniteAttributes.first(in: text) { found.append("\(relative): \(attribute)") }
                if text.contains(": nan") || text.contains("=nan") || text.contains(": inf") { found.append("\(relative): nan") }
            }
            return found
        }
    }

    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let captured = CapturedIO()
        let status = LayoutLens.main(arguments: arguments, io: captured.io)
        return (status, captured.output, captured.error)
    }

    // MARK: - Numbers in every numeric argument

    /// A view expression with `V` where the number goes, and whether the parameter takes +∞ and
    /// absurd positive magnitudes: a flexible frame's maximum ("no limit", as in SwiftUI) and a
    /// corner radius (SwiftUI's pill idiom, `cornerRadius: .infinity`, drawn as a capsule).
    static let numericSites: [(expression: String, acceptsUnbounded: Bool)] = [
        ("Text(\"a\").frame(width: V)", false), ("Text(\"a\").frame(height: V)", false),
        ("Text(\"a\").frame(minWidth: V)", false), ("Text(\"a\").frame(idealWidth: V)", false),
        ("Text(\"a\").frame(maxWidth: V)", true), ("Text(\"a\").frame(minHeight: V)", false),
        ("Text(\"a\").frame(idealHeight: V)", false), ("Text(\"a\").frame(maxHeight: V)", true),
        ("Text(\"a\").padding(V)", false), ("Text(\"a\").padding(.top, V)", false),
        ("Text(\"a\").padding(EdgeInsets(top: 0, leading: V, bottom: 0, trailing: 0))", false),
        ("Text(\"a\").offset(x: V)", false), ("Text(\"a\").offset(y: V)", false),
        ("Text(\"a\").position(x: V, y: 0)", false), ("Text(\"a\").opacity(V)", false),
        ("Text(\"a\").layoutPriority(V)", false), ("Text(\"a\").border(Color.red, width: V)", false),
        ("HStack(spacing: V) { Text(\"a\"); Text(\"b\") }", false), ("VStack(spacing: V) { Text(\"a\"); Text(\"b\") }", false),
        ("HStack { Spacer(minLength: V); Text(\"a\") }", false), ("Color.red.aspectRatio(V, contentMode: .fit)", false),
        ("Text(\"a\").font(.system(size: V))", false), ("Color(red: V, green: 0, blue: 0)", false),
        ("Color(hue: V, saturation: 1, brightness: 1)", false), ("Color(white: V)", false),
        ("Color(red: 0, green: 0, blue: 0, opacity: V)", false), ("RoundedRectangle(cornerRadius: V)", true),
        ("Rectangle().stroke(Color.red, lineWidth: V)", false),
        ("VStack(alignment: .leading) { Text(\"a\").alignmentGuide(.leading) { _ in V }; Text(\"b\") }", false),
    ]

    static let badValues = [".nan", ".infinity", "-CGFloat.infinity", "1e308", "-1e308", ".greatestFiniteMagnitude"]

    /// What becomes of a value: an error, a value taken, or (a frame's dimension only) a value
    /// SwiftUI drops with a runtime warning.
    enum Outcome: String, Sendable { case error, accepted, dropped }

    static let numericCases: [(String, String, Outcome)] = numericSites.flatMap { site in
        badValues.map { value in
            // NaN is never valid; +∞ and magnitudes beyond 1e9 only where unbounded values are.
            let accepted = site.acceptsUnbounded && [".infinity", "1e308", ".greatestFiniteMagnitude"].contains(value)
            // A frame's NaN, ±∞ or negative dimension: SwiftUI logs "Invalid frame dimension
            // (negative or non-finite)." and lays the frame out without it (reference/swiftui-layout-facts.md
            // B5). A finite magnitude beyond 1e9 stays an error: SwiftUI would lay it out.
            let dropped = site.expression.contains(".frame(") && !accepted && [".nan", ".infinity", "-CGFloat.infinity", "-1e308"].contains(value)
            // `V` marks the value; the `V` of `VStack` is not one.
            return (site.expression.replacingOccurrences(of: "V(?!Stack)", with: value, options: .regularExpression), value,
                    accepted ? .accepted : dropped ? .dropped : .error)
        }
    }

    @Test("NaN, ±∞ and absurd magnitudes in every numeric argument", arguments: numericCases)
    func numericArgument(expression: String, value: String, outcome: Outcome) throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write("import SwiftUI\n\n#Preview {\n    \(expression)\n}\n", to: "x.swift")
        let before = sandbox.listing(excluding: ["out"])
        let result = run(["render", file, "--out", sandbox.path + "/out"])
        if outcome == .dropped {
            #expect(result.status == 0, "\(expression): \(result.error)")
            #expect(result.error.contains("\(file):4:") && result.error.contains(": warning: invalid frame dimension"),
                    "\(expression): \(result.error)")
        } else if outcome == .error {
            #expect(result.status == 1, "\(expression): \(result.error)")
            let column = (expression.range(of: value).map { expression.distance(from: expression.startIndex, to: $0.lowerBound) } ?? 0) + 5
            let located = "\(file):4:\(column): error: "
            #expect(result.error.contains(located) || result.error.contains("\(file):4:") && result.error.contains(": error: "),
                    "\(expression): \(result.error)")
        } else {
            #expect(result.status == 0, "\(expression): \(result.error)")
            #expect(!result.error.contains("error:"))
        }
        #expect(sandbox.listing(excluding: ["out"]) == before)
        #expect(sandbox.nonFiniteOutputs(in: "out").isEmpty, "\(expression)")
    }

    // MARK: - Hostile sources

    /// Sources that must give a located error (line 1 or later) and no crash.
    static let hostileSources: [(name: String, source: String)] = [
        ("unterminated string", "import SwiftUI\n#Preview { Text(\"abc) }\n"),
        ("NUL byte", "import SwiftUI\n#Preview { Text(\"a\u{0}b\") \u{0} }\n"),
        ("deep parentheses", "import SwiftUI\n#Preview { Text(" + String(repeating: "(", count: 5_000) + "\"a\"" + String(repeating: ")", count: 5_000) + ") }\n"),
        ("deep stacks", "import SwiftUI\n#Preview { " + String(repeating: "VStack { ", count: 3_000) + "Text(\"a\")" + String(repeating: " }", count: 3_000) + " }\n"),
        ("long modifier chain", "import SwiftUI\n#Preview { Text(\"a\")" + String(repeating: ".padding(1)", count: 5_000) + " }\n"),
        ("reversed ForEach", "import SwiftUI\n#Preview { VStack { ForEach(5..<1) { _ in Text(\"a\") } } }\n"),
        ("huge ForEach", "import SwiftUI\n#Preview { VStack { ForEach(0..<10_000_000) { _ in Text(\"a\") } } }\n"),
        ("self-recursive view", "import SwiftUI\nstruct A: View { var body: some View { A() } }\n#Preview { A() }\n"),
        ("mutually recursive views", "import SwiftUI\nstruct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { A() } }\n#Preview { A() }\n"),
        ("division by zero", "import SwiftUI\n#Preview { Text(\"a\").padding(1 / 0) }\n"),
        ("integer literal overflow", "import SwiftUI\n#Preview { Text(\"a\").padding(99999999999999999999999999999) }\n"),
        // A modifier of no file (`.explode()`) may be another file's `extension View`: ignored with a
        // warning (UndefinedNames.swift). One within a typo of SwiftUI's own is an error.
        ("misspelt modifier", "import SwiftUI\n#Preview { Text(\"a\").paddin(3) }\n"),
        ("preview without body", "import SwiftUI\n#Preview\n"),
        ("unbalanced braces", "import SwiftUI\n#Preview { VStack { Text(\"a\") }\n"),
        ("stray characters", "import SwiftUI\n#Preview { Text(\"a\") @@@ ### }\n"),
        ("deep interpolation", "import SwiftUI\n#Preview { Text(\"" + String(repeating: "\\(\"", count: 200) + "a" + String(repeating: "\")", count: 200) + "\") }\n"),
        ("lineLimit range reversed", "import SwiftUI\n#Preview { Text(\"a\").lineLimit(4...2) }\n"),
        ("NaN in a constant", "import SwiftUI\nlet gap: CGFloat = .nan\n#Preview { HStack(spacing: gap) { Text(\"a\") } }\n"),
        ("∞ through arithmetic", "import SwiftUI\nlet big: CGFloat = 1e300\n#Preview { Text(\"a\").padding(big * big) }\n"),
        ("NaN through arithmetic", "import SwiftUI\n#Preview { Text(\"a\").offset(x: CGFloat.infinity - CGFloat.infinity) }\n"),
        ("bad trait size", "import SwiftUI\n#Preview(traits: .fixedLayout(width: .nan, height: 100)) { Text(\"a\") }\n"),
        ("huge trait size", "import SwiftUI\n#Preview(traits: .fixedLayout(width: 1e308, height: 100)) { Text(\"a\") }\n"),
    ]

    @Test("Hostile sources give a located error", arguments: hostileSources.map(\.name))
    func hostileSource(name: String) throws {
        let source = try #require(Self.hostileSources.first { $0.name == name }?.source)
        let sandbox = try Sandbox()
        let file = try sandbox.write(source, to: "x.swift")
        let before = sandbox.listing(excluding: ["out"])
        let result = run(["render", file, "--out", sandbox.path + "/out"])
        #expect(result.status == 1, "\(name): \(result.output) \(result.error)")
        let located = result.error.split(separator: "\n").contains { line in
            line.hasPrefix(file + ":") && line.contains(": error: ") && line.dropFirst(file.count + 1).first?.isNumber == true
        }
        #expect(located, "\(name): \(result.error.prefix(400))")
        #expect(sandbox.listing(excluding: ["out"]) == before)
        #expect(sandbox.nonFiniteOutputs(in: "out").isEmpty)
    }

    /// Sources that are legal: exit 0, text escaped in the output, nothing outside `--out`.
    static let legalSources: [(name: String, source: String, forbidden: String)] = [
        ("markup in text", "import SwiftUI\n#Preview(\"<b>t</b>\") { Text(\"<script>alert(1)</script>\") }\n", "<script>alert"),
        ("CDATA end in text", "import SwiftUI\n#Preview { Text(\"]]><svg onload=x>\") }\n", "<svg onload"),
        ("quotes in a title", "import SwiftUI\n#Preview(\"a\\\" onmouseover=\\\"x\") { Text(\"a\") }\n", "=\"a\" onmouseover"),
        ("bidi override", "import SwiftUI\n#Preview { Text(\"\u{202E}abc\u{202C}\") }\n", "\u{0}"),
        ("emoji and combining marks", "import SwiftUI\n#Preview { Text(\"e\u{301}\u{301}\u{301} 👩‍👩‍👧‍👦\") }\n", "\u{0}"),
        ("CRLF source", "import SwiftUI\r\n#Preview {\r\n    Text(\"a\")\r\n}\r\n", "\u{0}"),
        ("image path traversal", "import SwiftUI\n#Preview { Image(\"../../../../etc/passwd\") }\n", "root:"),
        ("2 000 equal preview names", "import SwiftUI\n" + String(repeating: "#Preview(\"same\") { Color.red }\n", count: 2_000), "\u{0}"),
        ("empty ForEach", "import SwiftUI\n#Preview { VStack { ForEach(0..<0) { _ in Text(\"a\") } } }\n", "\u{0}"),
        ("unlimited frame", "import SwiftUI\n#Preview { ScrollView { Text(\"a\").frame(minHeight: 0, maxHeight: .greatestFiniteMagnitude) } }\n", "\u{0}"),
    ]

    @Test("Legal but hostile sources render safely", arguments: legalSources.map(\.name))
    func legalSource(name: String) throws {
        let entry = try #require(Self.legalSources.first { $0.name == name })
        let sandbox = try Sandbox()
        let file = try sandbox.write(entry.source, to: "x.swift")
        let before = sandbox.listing(excluding: ["out"])
        let result = run(["render", file, "--out", sandbox.path + "/out"])
        #expect(result.status == 0, "\(name): \(result.error.prefix(400))")
        #expect(sandbox.listing(excluding: ["out"]) == before)
        #expect(sandbox.nonFiniteOutputs(in: "out").isEmpty)
        let enumerator = FileManager.default.enumerator(atPath: sandbox.path + "/out")
        while let relative = enumerator?.nextObject() as? String {
            guard case .success(let data) = readRegularFile(sandbox.path + "/out/" + relative) else { continue }
            #expect(!String(decoding: data, as: UTF8.self).contains(entry.forbidden), "\(name): \(relative)")
        }
    }

    // MARK: - Hostile files and command lines

    /// Inputs that are not source text: each must exit with the given status and an `error:`
    /// line, and change nothing outside `--out`.
    static let hostileCommands: [(name: String, status: Int32, setUp: @Sendable (Sandbox) throws -> [String])] = [
        ("fixture is a folder named .swift", 1, { box in
            try FileManager.default.createDirectory(atPath: box.path + "/in/x.swift", withIntermediateDirectories: true)
            return ["render", box.path + "/in", "--out", box.path + "/out"]
        }),
        ("fixture is a FIFO", 1, { box in
            mkfifo(box.path + "/in/pipe.swift", 0o600)
            return ["render", box.path + "/in/pipe.swift", "--out", box.path + "/out"]
        }),
        ("fixture is not Swift", 2, { box in ["render", try box.write("x", to: "x.txt"), "--out", box.path + "/out"] }),
        ("missing fixture", 2, { box in ["render", box.path + "/in/none.swift", "--out", box.path + "/out"] }),
        ("--out is a file", 1, { box in ["render", try box.write("import SwiftUI\n#Preview { Text(\"a\") }\n", to: "x.swift"), "--out", box.path + "/bystander.txt"] }),
        ("check --out is a file", 2, { box in ["check", try box.write("import SwiftUI\n#Preview { Text(\"a\") }\n", to: "x.swift"), "--out", box.path + "/bystander.txt", "--record", "never"] }),
        ("--scale 1e308", 2, { box in ["render", try box.write("import SwiftUI\n#Preview { Text(\"a\") }\n", to: "x.swift"), "--out", box.path + "/out", "--scale", "1e308"] }),
        ("--scale nan", 2, { box in ["render", try box.write("import SwiftUI\n#Preview { Text(\"a\") }\n", to: "x.swift"), "--out", box.path + "/out", "--scale", "nan"] }),
        ("--scale 0", 2, { box in ["render", try box.write("import SwiftUI\n#Preview { Text(\"a\") }\n", to: "x.swift"), "--out", box.path + "/out", "--scale", "0"] }),
        ("check --scale 1e308", 2, { box in ["check", try box.write("import SwiftUI\n#Preview { Text(\"a\") }\n", to: "x.swift"), "--out", box.path + "/out", "--scale", "1e308"] }),
        ("check --tolerance nan", 2, { box in ["check", try box.write("import SwiftUI\n#Preview { Text(\"a\") }\n", to: "x.swift"), "--out", box.path + "/out", "--tolerance", "nan"] }),
        ("--font is a FIFO", 1, { box in
            mkfifo(box.path + "/in/font.otf", 0o600)
            return ["render", try box.write("import SwiftUI\n#Preview { Text(\"a\") }\n", to: "x.swift"), "--out", box.path + "/out", "--font", box.path + "/in/font.otf"]
        }),
        ("--font is a folder", 1, { box in
            try FileManager.default.createDirectory(atPath: box.path + "/in/font.otf", withIntermediateDirectories: true)
            return ["render", try box.write("import SwiftUI\n#Preview { Text(\"a\") }\n", to: "x.swift"), "--out", box.path + "/out", "--font", box.path + "/in/font.otf"]
        }),
        ("--font is not a font", 1, { box in
            ["render", try box.write("import SwiftUI\n#Preview { Text(\"a\") }\n", to: "x.swift"), "--out", box.path + "/out", "--font", try box.write("OTTO garbage", to: "font.otf")]
        }),
        ("approve --from a FIFO", 2, { box in
            mkfifo(box.path + "/in/summary.json", 0o600)
            return ["approve", "--from", box.path + "/in/summary.json"]
        }),
        ("approve --from a folder", 2, { box in ["approve", "--from", box.path + "/in"] }),
        ("approve --from garbage", 2, { box in ["approve", "--from", try box.write("{\"schema\": ", to: "summary.json")] }),
        ("approve --from deep JSON", 2, { box in ["approve", "--from", try box.write(String(repeating: "[", count: 100_000), to: "summary.json")] }),
        ("approve --from an old schema", 2, { box in ["approve", "--from", try box.write("{\"schema\": \"layoutlens.summary/1\", \"scenarios\": []}", to: "summary.json")] }),
        ("approve with a bad glob", 2, { box in ["approve", "--from", try box.write("{}", to: "summary.json"), "--filter", "[a-"] }),
        ("prune with no fixtures", 2, { box in ["prune", box.path + "/in/none"] }),
    ]

    @Test("Hostile files and command lines give an error line and touch nothing", arguments: hostileCommands.map(\.name))
    func hostileCommand(name: String) throws {
        let entry = try #require(Self.hostileCommands.first { $0.name == name })
        let sandbox = try Sandbox()
        let arguments = try entry.setUp(sandbox)
        let before = sandbox.listing(excluding: ["out"])
        let result = run(arguments)
        #expect(result.status == entry.status, "\(name): \(result.error)")
        // (Argument errors still print "Error:"; issue 17 unifies the case.)
        #expect(result.error.lowercased().contains("error: "), "\(name): \(result.error)")
        #expect(!result.error.contains("NSCocoaErrorDomain"), "\(name): \(result.error)")
        #expect(sandbox.listing(excluding: ["out"]) == before)
    }
}
