import FileAccess
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine
import Snapshots

/// The reports of `check --shard` jobs joined into one (`layoutlens merge`): `summary.json`'s
/// scenarios in the order the reports are given, their snapshot folders re-indexed, counts
/// counted again; `junit.xml` with one test suite per shard; `summary.md` with each shard's table
/// (its links into `shards/<n>/index.html`); `index.html` linking each shard's own page.
struct ShardReports {
    struct Report {
        var folder: String
        var summary: [(String, JSONValue)]
        var junit: String
        var markdown: String
        var page: Data?
    }

    var reports: [Report] = []

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads one `check --out` folder.
    static func read(_ folder: String) -> Result<Report, Problem> {
        func text(_ name: String, limit: Int) -> Result<Data, Problem> {
            let path = SnapshotStore.join(folder, name)
            switch readRegularFile(path, limit: limit) {
            case .success(let data): return .success(data)
            case .failure(let problem): return .failure(Problem(description: "\(path): error: cannot read it (\(problem))"))
            }
        }
        let summaryPath = SnapshotStore.join(folder, "summary.json")
        let summaryData: Data
        switch text("summary.json", limit: Approval.maximumSummaryBytes) {
        case .success(let data): summaryData = data
        case .failure(let problem): return .failure(problem)
        }
        guard case .object(let members)? = try? JSONValue(parsing: String(decoding: summaryData, as: UTF8.self)),
              members.first(where: { $0.0 == "schema" })?.1 == .string(CheckSummary.schema),
              case .array? = members.first(where: { $0.0 == "scenarios" })?.1,
              case .array? = members.first(where: { $0.0 == "snapshotRoots" })?.1 else {
            return .failure(Problem(description: "\(summaryPath): error: not a \(CheckSummary.schema) summary of 'layoutlens check'"))
        }
        let junit = (try? text("junit.xml", limit: Approval.maximumSummaryBytes).get()).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let markdown = (try? text("summary.md", limit: 1 << 20).get()).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let page = try? text("index.html", limit: Approval.maximumSummaryBytes).get()
        return .success(Report(folder: folder, summary: members, junit: junit, markdown: markdown, page: page))
    }

    /// The joined `summary.json`, or the scenario id two reports both hold (the same shard given
    /// twice, or shards of different splits).
    func summary() -> Result<JSONValue, Problem> {
        var roots: [JSONValue] = []
        var scenarios: [[(String, JSONValue)]] = []
        var seen: [String: String] = [:]
        for report in reports {
            let ownRoots = report.summary.first { $0.0 == "snapshotRoots" }?.1.arrayValue ?? []
            let remap = ownRoots.map { root -> Int in
                if let index = roots.firstIndex(of: root) { return index }
                roots.append(root)
                return roots.count - 1
            }
            for case .object(var members) in report.summary.first(where: { $0.0 == "scenarios" })?.1.arrayValue ?? [] {
                let id = members.first { $0.0 == "id" }?.1.stringValue ?? ""
                if let other = seen[id] {
                    return .failure(Problem(description: "error: scenario '\(id)' is in both '\(other)' and '\(report.folder)'; "
                                            + "merge the reports of one 'check --shard I/N' split, each once"))
                }
                seen[id] = report.folder
                for key in ["snapshotRoot", "previousSnapshotRoot"] {
                    if let slot = members.firstIndex(where: { $0.0 == key }), let old = members[slot].1.numberValue,
                       let index = Int(exactly: old), remap.indices.contains(index) {
                        members[slot].1 = .number(Double(remap[index]))
                    }
                }
                scenarios.append(members)
            }
        }
        // A preview that moved into another shard's fixture: its shard reports it renamed from the
        // old snapshot, and the old fixture's shard reports that snapshot removed; the removal goes.
        func place(_ members: [(String, JSONValue)], _ root: String, _ file: String) -> String? {
            guard let index = members.first(where: { $0.0 == root })?.1.numberValue, let name = members.first(where: { $0.0 == file })?.1.stringValue
            else { return nil }
            return "\(index)/\(name)"
        }
        let moved = Set(scenarios.compactMap { place($0, "previousSnapshotRoot", "previousSnapshotFile") })
        scenarios.removeAll { members in
            members.first { $0.0 == "status" }?.1 == .string("removed") && place(members, "snapshotRoot", "snapshotFile").map(moved.contains) == true
        }
        let counts = ScenarioComparison.Status.allCases.map { status in
            (status.rawValue, JSONValue.number(Double(scenarios.filter { $0.first { $0.0 == "status" }?.1 == .string(status.rawValue) }.count)))
        }
        let baseline = reports.first?.summary.first { $0.0 == "baseline" }?.1 ?? .null
        return .success(.object([
            ("schema", .string(CheckSummary.schema)),
            ("baseline", baseline),
            ("snapshotRoots", .array(roots)),
            ("counts", .object(counts)),
            ("scenarios", .array(scenarios.map(JSONValue.object))),
        ]))
    }

    /// One `<testsuite>` per shard, named after its folder, inside one `<testsuites>`.
    func junit() -> String {
        var suites: [String] = []
        var tests = 0, failures = 0
        for report in reports {
            guard let open = report.junit.firstRange(of: "  <testsuite "), let close = report.junit.firstRange(of: "</testsuite>") else { continue }
            suites.append(String(report.junit[open.lowerBound..<close.upperBound]))
            tests += Self.attribute("tests", in: report.junit)
            failures += Self.attribute("failures", in: report.junit)
        }
        return (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                 "<testsuites name=\"layoutlens\" tests=\"\(tests)\" failures=\"\(failures)\">"] + suites + ["</testsuites>"])
            .joined(separator: "\n") + "\n"
    }

    /// The first `name="N"` of the text (the `<testsuites>` totals of a shard's junit.xml).
    static func attribute(_ name: String, in text: String) -> Int {
        guard let start = text.firstRange(of: " \(name)=\"") else { return 0 }
        return Int(text[start.upperBound...].prefix { $0 != "\"" }) ?? 0
    }

    /// The counts, then each shard's table with its links into `shards/<n>/index.html`.
    func markdown(counts: JSONValue) -> String {
        let line = ScenarioComparison.Status.allCases.map { "\(Int(counts[$0.rawValue]?.numberValue ?? 0)) \($0.rawValue)" }
            .joined(separator: " · ")
        var text = "## LayoutLens layout check (\(reports.count) shard\(reports.count == 1 ? "" : "s"))\n\n\(line)\n"
        for (number, report) in reports.enumerated() {
            let body = report.markdown.replacingEvery("## LayoutLens layout check\n", with: "")
                .replacingEvery("](index.html#", with: "](shards/\(number + 1)/index.html#")
            text += "\n### Shard \(number + 1)\n" + body
        }
        return text
    }

    /// A page with the counts and a link to each shard's report.
    func page(counts: JSONValue) -> String {
        func escape(_ text: String) -> String {
            text.replacingEvery("&", with: "&amp;").replacingEvery("<", with: "&lt;").replacingEvery("\"", with: "&quot;")
        }
        var rows = ""
        for (number, report) in reports.enumerated() {
            let own = report.summary.first { $0.0 == "counts" }?.1
            let cells = ScenarioComparison.Status.allCases.map { "<td>\(Int(own?[$0.rawValue]?.numberValue ?? 0))</td>" }.joined()
            rows += "<tr><td><a href=\"shards/\(number + 1)/index.html\">shard \(number + 1)</a> (\(escape(report.folder)))</td>\(cells)</tr>\n"
        }
        let header = ScenarioComparison.Status.allCases.map { "<th>\($0.rawValue)</th>" }.joined()
        let totals = ScenarioComparison.Status.allCases.map { "<td>\(Int(counts[$0.rawValue]?.numberValue ?? 0))</td>" }.joined()
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>LayoutLens layout check</title>
            <style>body{font:15px system-ui,sans-serif;margin:2em}td,th{padding:.2em .8em;text-align:right}td:first-child{text-align:left}</style>
            </head><body>
            <h1>LayoutLens layout check, \(reports.count) shard\(reports.count == 1 ? "" : "s")</h1>
            <table><tr><th></th>\(header)</tr>
            \(rows)<tr><th>all</th>\(totals)</tr></table>
            </body></html>

            """
    }
}
