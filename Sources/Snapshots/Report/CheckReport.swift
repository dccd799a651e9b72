import Foundation
import LayoutEngine
import Render
import Templating

/// The self-contained HTML report of a `check` run: status chips with counts, a filter box,
/// `j`/`k` between changes, and per changed scenario the before and after diagrams (both redrawn
/// from snapshots), an onion-skin slider, the diff picture, the frame table with changed cells
/// marked, the why-line and the `approve` command that accepts it.
public struct CheckReport {
    public var summary: CheckSummary
    /// Where `summary.json` is written, for the approve command shown in the report.
    public var summaryPath: String
    public var templates: TemplateSet

    /// Uses the templates embedded in the binary, or those of `templatesDirectory` when given.
    public init(summary: CheckSummary, summaryPath: String, templatesDirectory: String? = nil) throws {
        self.summary = summary
        self.summaryPath = summaryPath
        var sources = SiteTemplates.embeddedSources.filter { $0.name.hasPrefix("report") }
        if let templatesDirectory {
            sources = try sources.map { entry in
                let path = SnapshotStore.join(templatesDirectory, entry.name + ".html")
                guard FileManager.default.fileExists(atPath: path) else { return entry }
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                return (entry.name, path, String(decoding: data, as: UTF8.self))
            }
        }
        self.templates = try TemplateSet(sources: sources)
    }

    public func html() throws -> String {
        try templates.render("report", page)
    }

    static func symbol(_ status: ScenarioComparison.Status) -> String {
        switch status {
        case .unchanged: return "="
        case .changed: return "Δ"
        case .added: return "+"
        case .removed, .orphaned: return "−"
        }
    }

    var page: TemplateValue {
        let ordered = summary.differences + summary.scenarios.filter { $0.status == .unchanged }
        let anchors = DiagramIdentifiers.uniqueSlugs(ordered.map(\.id))
        var chips: [TemplateValue] = []
        for status in ScenarioComparison.Status.allCases {
            let count = summary.count(status)
            guard count > 0, let index = ordered.firstIndex(where: { $0.status == status }) else { continue }
            chips.append(["status": .string(status.rawValue), "symbol": .string(Self.symbol(status)),
                          "count": .string(String(count)), "first": .string(anchors[index])])
        }
        let differences = summary.differences.count
        let headline = differences == 0 ? "no layout changed"
            : "\(differences) scenario\(differences == 1 ? "" : "s") differ"
        return ["headline": .string(headline), "chips": .list(chips),
                "scenarios": .list(zip(ordered, anchors).map { scenarioValue($0, anchor: $1) })]
    }

    func scenarioValue(_ scenario: CheckedScenario, anchor: String) -> TemplateValue {
        var object = TemplateObject()
        object["status"] = .string(scenario.status.rawValue)
        object["isDifference"] = .bool(scenario.status != .unchanged)
        object["symbol"] = .string(Self.symbol(scenario.status))
        object["anchor"] = .string(anchor)
        object["id"] = .string(scenario.id)
        object["name"] = .string(scenario.scenario)
        object["file"] = .string(scenario.fixture)
        object["snapshot"] = .string(scenario.snapshotPath)
        object["why"] = .string(scenario.comparison.why ?? "")
        let lines = scenario.status == .unchanged ? [] : scenario.details(limit: 12)
            .filter { !$0.hasPrefix(scenario.id + ": why:") }
            .map { line -> TemplateValue in ["text": .string(String(line.dropFirst(scenario.id.count + 2)))] }
        object["hasLines"] = .bool(!lines.isEmpty)
        object["lines"] = .list(lines)
        object["pictures"] = pictures(scenario)
        let rows = scenario.status == .unchanged ? [] : tableRows(scenario)
        object["hasRows"] = .bool(!rows.isEmpty)
        object["rows"] = .list(rows)
        let approvable = scenario.status != .unchanged && !scenario.recorded
        object["approve"] = .string(approvable
            ? "layoutlens approve --from \(ShellQuoting.quote(summaryPath)) --filter \(ShellQuoting.quote("^" + scenario.id + "$"))" : "")
        return .object(object)
    }

    func pictures(_ scenario: CheckedScenario) -> TemplateValue {
        guard scenario.status != .unchanged else { return .bool(false) }
        let renderer = DiagramRenderer()
        func draw(_ snapshot: LayoutSnapshot?, _ role: String) -> String {
            guard let snapshot else { return "<p>(none)</p>" }
            return renderer.render(snapshot.diagramScene(fixture: role + ":" + scenario.id)).svg
        }
        var object = TemplateObject()
        object["before"] = .string(draw(scenario.before, "before"))
        object["after"] = .string(draw(scenario.after, "after"))
        if let before = scenario.before, let after = scenario.after {
            let id = "ll-diff-" + DiagramIdentifiers.slug(scenario.id)
            object["diff"] = .string(DiffDiagram(id: id, before: before, after: after, comparison: scenario.comparison).svg)
            object["onion"] = .bool(true)
            object["onionBefore"] = .string(draw(before, "onion-before"))
            object["onionAfter"] = .string(draw(after, "onion-after"))
        } else {
            object["diff"] = .string("")
            object["onion"] = .bool(false)
        }
        return .object(object)
    }

    func tableRows(_ scenario: CheckedScenario) -> [TemplateValue] {
        let changes = Dictionary(scenario.comparison.changes.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let added = Set(scenario.comparison.addedViews.map(\.path))
        func cells(_ frame: Rect, _ change: ViewChange?) -> TemplateValue {
            let values = [frame.x, frame.y, frame.width, frame.height]
            let old = change.map { [$0.before.x, $0.before.y, $0.before.width, $0.before.height] }
            return .list(values.indices.map { index in
                let changed = old.map { $0[index] != values[index] } ?? false
                let text = changed ? "\(SnapshotNumber.format(old![index])) → \(SnapshotNumber.format(values[index]))"
                    : SnapshotNumber.format(values[index])
                return ["value": .string(text), "changed": .bool(changed)]
            })
        }
        var rows: [TemplateValue] = (scenario.after?.views ?? []).map { view in
            let state = changes[view.path] != nil ? "changed" : (added.contains(view.path) ? "added" : "same")
            let label = state == "added" ? "+ " + view.label : view.label
            return ["state": .string(state), "label": .string(label), "path": .string(view.path),
                    "cells": cells(view.frame, changes[view.path])]
        }
        rows += scenario.comparison.removedViews.map { view in
            ["state": "removed", "label": .string("− " + view.label), "path": .string(view.path), "cells": cells(view.frame, nil)]
        }
        return rows
    }
}

/// Quoting for commands shown to copy into a POSIX shell.
enum ShellQuoting {
    static func quote(_ text: String) -> String {
        if !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || "-_./".contains($0) }), text.allSatisfy(\.isASCII) {
            return text
        }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
