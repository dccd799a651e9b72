import Foundation
import Snapshots
import Testing
import TestSupport
@testable import LayoutLensCLI

/// `layoutlens lint`: one file per rule, each warning at the view's `file:line:col`, none on a
/// clean file. Font sizes are Apple's Dynamic Type table (HIG, "Typography": body 17 pt at Large,
/// 53 pt at AX5; title 28 pt at Large, 38 pt at AX1), widths bounded by arithmetic on them.
@Suite(.serialized) struct LintCommandTests {
    /// Writes `source` to `name` in a fresh folder and runs `lint` on it with `options`.
    static func lint(_ source: String, name: String = "View.swift", _ options: [String] = [])
        throws -> (status: Int32, output: String, error: String, path: String) {
        let folder = try ScratchFolder.fresh("lint-\(name)")
        let path = folder.appendingPathComponent(name).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let result = CapturedIO.layoutlens(["lint", path] + options)
        return (result.status, result.output, result.error, path)
    }

    /// The finding lines of `output` (those with a rule id).
    static func warnings(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains(": warning: ") }
    }

    /// The devices and sizes part of a finding line: after " on ", before "; fix:".
    static func cells(_ line: Substring) -> Substring {
        guard let on = line.range(of: " on "), let fix = line.range(of: "; fix:") else { return "" }
        return line[on.upperBound..<fix.lowerBound]
    }

    static let truncatingLabel = """
        import SwiftUI

        struct Headline: View {
            var body: some View {
                Text("A headline of a hundred characters, far wider than any iPhone screen can show on a single line of text")
                    .lineLimit(1)
            }
        }

        #Preview("headline") { Headline() }
        """

    @Test func truncatedTextIsReportedAtTheTextWithItsLineLimit() throws {
        // 100 characters at 17 pt: even at 0.3 em a character that is 510 pt, wider than the
        // widest device of the matrix (414 pt), so every cell truncates.
        let result = try Self.lint(Self.truncatingLabel)
        let warnings = Self.warnings(result.output)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("\(result.path):5:9: warning: Text is truncated by .lineLimit(1) on every device and size; fix: ") == true)
        #expect(warnings.first?.hasSuffix("[text-truncated]") == true)
        #expect(result.status == 1)
    }

    @Test func disableNextCommentSilencesTheRuleOnTheNextLineOfCode() throws {
        let source = Self.truncatingLabel.replacingOccurrences(
            of: "        Text(\"A headline", with: "        // layoutlens:disable:next text-truncated\n\n        Text(\"A headline")
        let result = try Self.lint(source)
        #expect(Self.warnings(result.output).isEmpty)
        #expect(result.status == 0)
    }

    @Test func warnOnlyExitsZeroWithTheWarningsPrinted() throws {
        let result = try Self.lint(Self.truncatingLabel, ["--warn-only"])
        #expect(Self.warnings(result.output).count == 1)
        #expect(result.status == 0)
    }

    @Test func overflowingRowIsReportedAtTheStackOnlyAtLargerSizes() throws {
        let source = """
            import SwiftUI

            struct Tabs: View {
                var body: some View {
                    HStack {
                        Text("Favourites").fixedSize()
                        Text("Recently played").fixedSize()
                        Text("Downloads").fixedSize()
                    }
                }
            }

            #Preview("tabs") { Tabs() }
            """
        // 34 characters. Large, 17 pt, at most 0.6 em each: 34 × 10.2 + 2 × 8 spacing = 362.8 pt,
        // inside the narrowest screen (375 pt). AX5, 53 pt, at least 0.4 em each: 34 × 21.2 =
        // 720.8 pt, wider than the widest (414 pt).
        let result = try Self.lint(source)
        let warnings = Self.warnings(result.output)
        #expect(warnings.count == 1)
        let line = try #require(warnings.first)
        #expect(line.hasPrefix("\(result.path):5:9: warning: HStack is wider than the screen or extends past its edge horizontally on "))
        #expect(line.contains("iphone-se at ") && line.contains("accessibility5"))
        #expect(!Self.cells(line).contains("large"))
        #expect(line.hasSuffix("[horizontal-overflow]"))
    }

    @Test func smallIconButtonAndTapGestureAreReported() throws {
        let source = """
            import SwiftUI

            struct Actions: View {
                var body: some View {
                    HStack {
                        Button("Go") { }
                        Image(systemName: "star")
                            .onTapGesture { }
                    }
                }
            }

            #Preview("actions") { Actions() }
            """
        // "Go" in body text at Large is one 22 pt line (HIG: body 17 pt on 22 pt leading) and
        // the symbol is smaller than 44 pt at Large: both fall short of 44 × 44 pt.
        let result = try Self.lint(source, ["--dynamic-type", "large"])
        let warnings = Self.warnings(result.output)
        #expect(warnings.count == 2)
        #expect(warnings.first?.hasPrefix("\(result.path):6:13: warning: Button is smaller than 44 x 44 pt on ") == true)
        #expect(warnings.last?.hasPrefix("\(result.path):7:13: warning: Image with onTapGesture is smaller than 44 x 44 pt on ") == true)
        #expect(warnings.allSatisfy { $0.hasSuffix("[small-tap-target]") })
    }

    @Test func fixedWidthTextFrameIsReportedAtTheFrameWhenItBreaksAtLargerSizes() throws {
        let source = """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    Text("Fixed width label here")
                        .frame(width: 80)
                }
            }

            #Preview("badge") { Badge() }
            """
        // Words of at most 5 letters: at Large at most 5 × 0.6 × 17 = 51 pt, inside 80 pt; at
        // AX5 at least 5 × 0.4 × 53 = 106 pt, so "Fixed" breaks inside the word.
        let result = try Self.lint(source)
        let warnings = Self.warnings(result.output)
        #expect(warnings.count == 1)
        let line = try #require(warnings.first)
        #expect(line.hasPrefix("\(result.path):6:14: warning: Text in .frame(width: 80) "))
        #expect(Self.cells(line).contains("accessibility5") && !Self.cells(line).contains("large"))
        #expect(line.hasSuffix("[fixed-frame-text]"))
    }

    @Test func siblingsThatOverlapOnlyAtLargerSizesAreReported() throws {
        let source = """
            import SwiftUI

            struct Card: View {
                var body: some View {
                    ZStack(alignment: .topLeading) {
                        Text("Headline")
                            .font(.title)
                        Text("Subtitle")
                            .alignmentGuide(.top) { _ in -40 }
                    }
                }
            }

            #Preview("card") { Card() }
            """
        // The subtitle sits 40 pt below the top. Title at Large: 28 pt on a 34 pt line, above
        // 40; at AX5 58 pt, whose line alone is taller than 40: the two overlap.
        let result = try Self.lint(source)
        let warnings = Self.warnings(result.output)
        #expect(warnings.count == 1)
        let line = try #require(warnings.first)
        #expect(line.hasPrefix("\(result.path):8:13: warning: Text overlaps its sibling Text (line 6) on "))
        #expect(!Self.cells(line).contains("large"))
        #expect(line.hasSuffix("[overlap]"))
    }

    @Test func cleanFileHasNoWarning() throws {
        let source = """
            import SwiftUI

            struct Welcome: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Welcome back")
                            .font(.title)
                        Text("Your library syncs across your devices.")
                        Button { } label: {
                            Text("Continue")
                                .frame(minWidth: 44, minHeight: 44)
                        }
                    }
                    .padding()
                }
            }

            #Preview("welcome") { Welcome() }
            """
        let result = try Self.lint(source)
        #expect(Self.warnings(result.output).isEmpty, "\(result.output)")
        #expect(result.error.isEmpty, "\(result.error)")
        #expect(result.status == 0)
    }

    @Test func jsonReporterListsRuleLocationAndCells() throws {
        let result = try Self.lint(Self.truncatingLabel, ["--reporter", "json", "--device", "iphone-se", "--dynamic-type", "large"])
        let document = try JSONValue(parsing: result.output)
        #expect(document["schema"]?.stringValue == "layoutlens.lint/1")
        let finding = try #require(document["findings"]?.arrayValue?.first)
        #expect(finding["rule"]?.stringValue == "text-truncated")
        #expect(finding["line"]?.numberValue == 5)
        #expect(finding["column"]?.numberValue == 9)
        let cell = try #require(finding["cells"]?.arrayValue?.first)
        #expect(cell["device"]?.stringValue == "iphone-se")
        #expect(cell["dynamicType"]?.stringValue == "large")
    }

    /// One cell (iPhone SE at Large), so the truncating label is one finding at 5:9.
    static let oneCell = ["--device", "iphone-se", "--dynamic-type", "large"]

    @Test func junitReporterHasOneFailedCasePerFinding() throws {
        let result = try Self.lint(Self.truncatingLabel, ["--reporter", "junit"] + Self.oneCell)
        #expect(result.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        #expect(result.output.contains("<testsuite name=\"layoutlens-lint\" tests=\"1\" failures=\"1\">"))
        #expect(result.output.contains("name=\"text-truncated at 5:9\" file=\"\(result.path)\" line=\"5\">"))
        #expect(result.output.contains("<failure type=\"text-truncated\" message=\"Text is truncated by .lineLimit(1) on every device and size"))
        #expect(result.status == 1)
    }

    @Test func githubActionsReporterWritesOneWarningCommandPerFinding() throws {
        let result = try Self.lint(Self.truncatingLabel, ["--reporter", "github-actions-logging"] + Self.oneCell)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 1)
        // The runner's escaping: ':' in a property value is %3A.
        let file = result.path.replacingOccurrences(of: ":", with: "%3A")
        #expect(lines.first?.hasPrefix("::warning file=\(file),line=5,col=9,title=text-truncated::Text is truncated") == true)
    }

    @Test func gitlabReporterIsACodeQualityArray() throws {
        let result = try Self.lint(Self.truncatingLabel, ["--reporter", "gitlab"] + Self.oneCell)
        let issue = try #require(try JSONValue(parsing: result.output).arrayValue?.first)
        #expect(issue["check_name"]?.stringValue == "text-truncated")
        #expect(issue["severity"]?.stringValue == "minor")
        #expect(issue["fingerprint"]?.stringValue?.count == 16)
        #expect(issue["location"]?["path"]?.stringValue == result.path)
        #expect(issue["location"]?["lines"]?["begin"]?.numberValue == 5)
    }

    @Test func sarifReporterLocatesEachFindingAtItsLineAndColumn() throws {
        let result = try Self.lint(Self.truncatingLabel, ["--reporter", "sarif"] + Self.oneCell)
        let log = try JSONValue(parsing: result.output)
        #expect(log["version"]?.stringValue == "2.1.0")
        let run = try #require(log["runs"]?.arrayValue?.first)
        #expect(run["tool"]?["driver"]?["rules"]?.arrayValue?.count == LintRule.allCases.count)
        let found = try #require(run["results"]?.arrayValue?.first)
        #expect(found["ruleId"]?.stringValue == "text-truncated")
        #expect(found["level"]?.stringValue == "warning")
        let region = found["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]
        #expect(region?["startLine"]?.numberValue == 5)
        #expect(region?["startColumn"]?.numberValue == 9)
    }

    @Test func everyReporterOfCheckIsOneOfLint() {
        #expect(Set(CheckReporter.allCases.map(\.rawValue)) == Set(LintReporter.allCases.map(\.rawValue)))
    }

    @Test func anExcludedFileIsNotLinted() throws {
        let folder = try ScratchFolder.fresh("lint-exclude")
        try Self.truncatingLabel.write(to: folder.appendingPathComponent("Headline.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        try Self.truncatingLabel.replacingOccurrences(of: "Headline", with: "Other")
            .write(to: folder.appendingPathComponent("Generated/Other.swift"), atomically: true, encoding: .utf8)
        let both = CapturedIO.layoutlens(["lint", folder.path] + Self.oneCell)
        #expect(Self.warnings(both.output).count == 2)
        // A folder excludes what lies below it; a pattern matches the path.
        for exclusion in [folder.appendingPathComponent("Generated").path, "*/Generated/*"] {
            let one = CapturedIO.layoutlens(["lint", folder.path, "--exclude", exclusion] + Self.oneCell)
            let warnings = Self.warnings(one.output)
            #expect(warnings.count == 1, "--exclude \(exclusion): \(one.output)")
            #expect(warnings.first?.contains("Headline.swift:5:9:") == true)
        }
    }

    @Test func outputIsTheSameOnEveryRun() throws {
        let first = try Self.lint(Self.truncatingLabel)
        let second = try Self.lint(Self.truncatingLabel)
        #expect(first.output == second.output)
    }

    @Test func unknownRuleInADisableCommentIsSaid() throws {
        let source = Self.truncatingLabel.replacingOccurrences(
            of: "        Text(\"A headline", with: "        // layoutlens:disable:next text-truncatd\n        Text(\"A headline")
        let result = try Self.lint(source)
        #expect(result.error.contains(":5:1: warning: 'text-truncatd' in a layoutlens:disable:next comment is no lint rule"))
        #expect(Self.warnings(result.output).count == 1)
    }

    @Test func defaultDevicesAreTheSmallestAndLargestIPhone() {
        // The smallest and largest iPhone screens in the device list: iPhone SE 375 × 667 pt and
        // iPhone 17 Pro Max 440 × 956 pt (Apple HIG, "Layout", device screen sizes).
        #expect(LintMatrix.defaultDevices.map(\.name) == ["iphone-se", "iphone-17-pro-max"])
    }

    @Test func disableOptionSilencesARuleEverywhere() throws {
        let result = try Self.lint(Self.truncatingLabel, ["--disable", "text-truncated"])
        #expect(Self.warnings(result.output).isEmpty)
        #expect(result.status == 0)
    }

    @Test func disableNextCommentWorksInAFileWithWindowsLineEnds() throws {
        let source = Self.truncatingLabel.replacingOccurrences(
            of: "        Text(\"A headline", with: "        // layoutlens:disable:next text-truncated\n        Text(\"A headline")
        let result = try Self.lint(source.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(Self.warnings(result.output).isEmpty)
    }
}
