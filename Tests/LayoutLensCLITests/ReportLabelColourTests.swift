import Foundation
import Testing
@testable import LayoutLensCLI

/// The diff picture's labels must stay readable in both colour schemes: each label's fill (its
/// text colour) differs from its stroke (the halo `paint-order: stroke` draws behind it). Issue
/// 17 found the dark `.changed{stroke}` rule painting the changed labels' halo orange, the same
/// orange as their text. Resolved here with CSS's own cascade rules (specificity, then order).
@Suite("report label colours", .serialized)
struct ReportLabelColourTests {
    func run(_ arguments: [String]) -> Int32 {
        LayoutLens.main(arguments: arguments, io: CapturedIO().io)
    }

    /// A report with a changed scenario (seed 001, spacing 10 → 20), its diff picture's `<style>`.
    func diffStyle() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-colours-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = folder.appendingPathComponent("Fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        let file = fixtures.appendingPathComponent("seed-001-relative-size.swift")
        try FileManager.default.copyItem(at: CheckEndToEndTests.repository.appendingPathComponent("Fixtures/seed-001-relative-size.swift"), to: file)
        #expect(run(["check", fixtures.path, "--out", folder.appendingPathComponent("r1").path, "--record", "all"]) == 0)
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "spacing: 10", with: "spacing: 20")
            .write(to: file, atomically: true, encoding: .utf8)
        let report = folder.appendingPathComponent("r2")
        #expect(run(["check", fixtures.path, "--out", report.path, "--record", "never"]) == 1)
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        let diff = try #require(html.range(of: "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"ll-diff-"))
        let style = try #require(html.range(of: "<style>", range: diff.upperBound..<html.endIndex))
        let end = try #require(html.range(of: "</style>", range: style.upperBound..<html.endIndex))
        return String(html[style.upperBound..<end.lowerBound])
    }

    @Test func everyLabelKindHasAHaloUnlikeItsTextInLightAndDark() throws {
        let sheet = StyleSheet(try diffStyle())
        for dark in [false, true] {
            for state in ["changed", "added", "removed"] {
                let classes: Set<String> = ["tag", state]
                let fill = try #require(sheet.value("fill", element: "text", classes: classes, dark: dark), "\(state) dark=\(dark)")
                let stroke = try #require(sheet.value("stroke", element: "text", classes: classes, dark: dark), "\(state) dark=\(dark)")
                #expect(fill != stroke, "\(state) label in \(dark ? "dark" : "light") mode: text \(fill) on halo \(stroke)")
            }
        }
    }
}

/// Just enough of the CSS cascade for the diff picture's sheet: rules `selector{declarations}`,
/// an `@media (prefers-color-scheme: dark){…}` block, selectors `#id [element].class…`. The
/// winner is the matching declaration of highest specificity, the later one among equals.
struct StyleSheet {
    struct Rule {
        var element: String?
        var classes: Set<String>
        var dark: Bool
        var declarations: [String: String]
        var specificity: Int { classes.count * 10 + (element == nil ? 0 : 1) }
    }

    var rules: [Rule] = []

    init(_ text: String) {
        var rest = Substring(text)
        var dark = false
        while let open = rest.firstIndex(of: "{") {
            let head = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            if head.hasPrefix("@media") {
                dark = head.contains("dark")
                rest = rest[rest.index(after: open)...]
                continue
            }
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            var declarations: [String: String] = [:]
            for part in rest[rest.index(after: open)..<close].split(separator: ";") {
                let pair = part.split(separator: ":", maxSplits: 1)
                if pair.count == 2 {
                    declarations[pair[0].trimmingCharacters(in: .whitespaces)] = pair[1].trimmingCharacters(in: .whitespaces)
                }
            }
            // `}` closing the media block.
            let cleanedHead = head.hasPrefix("}") ? String(head.dropFirst()).trimmingCharacters(in: .whitespacesAndNewlines) : head
            if head.hasPrefix("}") { dark = false }
            for selector in cleanedHead.split(separator: ",") {
                let last = selector.split(separator: " ").last.map(String.init) ?? ""
                let parts = last.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                let element = parts.first.flatMap { $0.isEmpty ? nil : $0 }
                rules.append(Rule(element: element, classes: Set(parts.dropFirst()), dark: dark, declarations: declarations))
            }
            rest = rest[rest.index(after: close)...]
            // A `}` right after a rule closes the media block.
            let trimmed = rest.drop { $0 == "\n" || $0 == " " }
            if dark, trimmed.hasPrefix("}") {
                dark = false
                rest = trimmed.dropFirst()
            }
        }
    }

    func value(_ property: String, element: String, classes: Set<String>, dark: Bool) -> String? {
        var best: (specificity: Int, value: String)?
        for rule in rules where (!rule.dark || dark) && (rule.element == nil || rule.element == element)
            && rule.classes.isSubset(of: classes) {
            guard let value = rule.declarations[property] else { continue }
            if best == nil || rule.specificity >= best!.specificity { best = (rule.specificity, value) }
        }
        return best?.value
    }
}
