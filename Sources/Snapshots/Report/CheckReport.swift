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
import Render
import Templating

/// The self-contained HTML report of a `check` run, built for triage: scenarios grouped by
/// fixture file (differences first, unchanged ones collapsed), status chips that filter, a filter
/// box, `j`/`k` between changes, the `approve` command of everything shown, and per changed
/// scenario the before and after diagrams (both redrawn from snapshots), an onion-skin slider,
/// the source diff of the preview beside the layout diff picture, the frame table with changed
/// cells marked, the why-line, a `file:line` link and the `approve` command with a copy button.
/// Controls that need the script stay hidden until it runs.
public struct CheckReport {
    public var summary: CheckSummary
    /// Where `summary.json` is written, for the approve command shown in the report.
    public var summaryPath: String
    public var templates: TemplateSet
    /// Where `file:line` links point.
    public var sourceLinks: SourceLinks

    /// Uses the templates embedded in the binary, or those of `templatesDirectory` when given.
    public init(summary: CheckSummary, summaryPath: String, templatesDirectory: String? = nil,
                sourceLinks: SourceLinks = SourceLinks()) throws {
        self.summary = summary
        self.summaryPath = summaryPath
        self.sourceLinks = sourceLinks
        // The report's templates, and the step-through partials it shares with the site.
        var sources = SiteTemplates.embeddedSources.filter { $0.name.hasPrefix("report") || $0.name.hasPrefix("explain-") }
        if let templatesDirectory {
            sources = try sources.map { entry in
                let path = SnapshotStore.join(templatesDirectory, entry.name + ".html")
                guard FileManager.default.fileExists(atPath: path) else { return entry }
                let data = try readRegularFile(path).get()
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
        case .renamed: return "→"
        case .removed, .orphaned: return "−"
        }
    }

    var page: TemplateValue {
        let ordered = summary.reportOrder
        let anchorByID = summary.reportAnchors
        var chips: [TemplateValue] = []
        for status in ScenarioComparison.Status.allCases {
            let count = summary.count(status)
            guard count > 0, let first = ordered.first(where: { $0.status == status }) else { continue }
            chips.append(["status": .string(status.rawValue), "symbol": .string(Self.symbol(status)),
                          "count": .string(String(count)), "first": .string(anchorByID[first.id] ?? "")])
        }
        let differences = summary.differences.count
        let headline = differences == 0 ? "no layout changed"
            : differences == 1 ? "1 scenario differs" : "\(differences) scenarios differ"
        // Files in the order their first scenario is shown: files with differences first.
        var fileOrder: [String] = []
        var byFile: [String: [CheckedScenario]] = [:]
        for scenario in ordered {
            if byFile[scenario.fixture] == nil { fileOrder.append(scenario.fixture) }
            byFile[scenario.fixture, default: []].append(scenario)
        }
        let fileAnchors = DiagramIdentifiers.uniqueSlugs(fileOrder.map { "file-" + $0 })
        let files: [TemplateValue] = zip(fileOrder, fileAnchors).map { file, anchor in
            let scenarios = byFile[file] ?? []
            let changed = scenarios.filter { $0.status != .unchanged }
            let unchanged = scenarios.filter { $0.status == .unchanged }
            let statuses = ScenarioComparison.Status.allCases.filter { $0 != .unchanged } + [.unchanged]
            let counts = statuses.compactMap { status -> String? in
                let count = scenarios.filter { $0.status == status }.count
                return count == 0 ? nil : "\(count) \(status.rawValue)"
            }
            return ["file": .string(file), "anchor": .string(anchor), "counts": .string(counts.joined(separator: " · ")),
                    "href": .string(sourceLinks.href(file: file, line: nil)),
                    "differences": .list(changed.map { scenarioValue($0, anchor: anchorByID[$0.id] ?? "") }),
                    "hasUnchanged": .bool(!unchanged.isEmpty), "unchangedCount": .string(String(unchanged.count)),
                    "unchanged": .list(unchanged.map { scenarioValue($0, anchor: anchorByID[$0.id] ?? "") })]
        }
        return ["headline": .string(headline), "chips": .list(chips), "files": .list(files),
                "summaryArgument": .string(ShellQuoting.quote(summaryPath))]
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
        object["location"] = .string(scenario.fixture + (scenario.line.map { ":\($0)" } ?? ""))
        object["href"] = .string(sourceLinks.href(file: scenario.fixture, line: scenario.line))
        object["renamedFrom"] = .string(scenario.renamedFrom?.id ?? "")
        object["snapshot"] = .string(scenario.snapshotPath)
        object["why"] = .string(scenario.comparison.why ?? "")
        object["whyStep"] = whyStep(scenario)
        let steps = stepThrough(scenario, anchor: anchor)
        object["hasSteps"] = .bool(!steps.values.isEmpty)
        object["stepCount"] = .string(String(steps.values.count))
        object["steps"] = .list(steps.values)
        object["stepDiagram"] = .string(steps.diagram)
        // The why has its own paragraph; the "… N more" line has no id prefix to drop (dropping
        // it anyway left an empty bullet), and a line with nothing to say is no bullet.
        let prefix = scenario.id + ": "
        let lines = scenario.status == .unchanged ? [] : scenario.details(limit: 12)
            .filter { !$0.hasPrefix(prefix + "why:") }
            .map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
            .filter { !$0.trimmedOfWhitespace().isEmpty }
            .map { line -> TemplateValue in ["text": .string(line)] }
        object["hasLines"] = .bool(!lines.isEmpty)
        object["lines"] = .list(lines)
        object["pictures"] = pictures(scenario)
        let rows = scenario.status == .unchanged || scenario.status == .renamed ? [] : tableRows(scenario)
        object["hasRows"] = .bool(!rows.isEmpty)
        object["rows"] = .list(rows)
        let approvable = scenario.status != .unchanged && !scenario.recorded
        object["approve"] = .string(approvable
            ? "layoutlens approve --from \(ShellQuoting.quote(summaryPath)) --filter \(ShellQuoting.quote(GlobPattern.escaped(scenario.id)))" : "")
        return .object(object)
    }

    /// The source diff: the changed lines of the module's files where the changed views are
    /// written (`sourceChanges`), and the preview's own source diff (recorded → current) when it
    /// changed or nothing else is known.
    func sourceDiff(_ scenario: CheckedScenario) -> TemplateValue {
        let before = scenario.before?.source, after = scenario.after?.source
        guard scenario.status != .unchanged, before != nil || after != nil || !scenario.sourceChanges.isEmpty else { return .bool(false) }
        let diff = SourceDiff(before: before ?? "", after: after ?? "")
        let note: String
        if before == nil { note = "No source was recorded with the snapshot; the current source:" }
        else if after == nil { note = "The recorded source (the preview is gone):" }
        else if !diff.hasChanges { note = "The preview's source did not change: the change comes from the views it shows." }
        else { note = "" }
        let lines: [TemplateValue] = diff.lines.map { line in
            let prefix: String
            switch line.kind {
            case .same: prefix = " "
            case .removed: prefix = before == nil || after == nil ? " " : "-"
            case .inserted: prefix = before == nil || after == nil ? " " : "+"
            }
            let kind = before == nil || after == nil ? "same" : line.kind.rawValue
            return ["kind": .string(kind), "prefix": .string(prefix), "text": .string(line.text)]
        }
        // The edited files where the changed views are written: their changed lines, numbered.
        let files: [TemplateValue] = scenario.sourceChanges.map { change in
            let hunks: [TemplateValue] = change.hunks().map { line in
                let prefix = line.kind == .removed ? "-" : line.kind == .inserted ? "+" : " "
                return ["kind": .string(line.kind.rawValue), "prefix": .string(prefix),
                        "number": .string(line.line.map(String.init) ?? ""), "text": .string(line.text)]
            }
            return ["file": .string(change.file), "lines": .list(hunks)]
        }
        // When an edited file explains the change, the preview's own unchanged source is noise.
        let showPreview = files.isEmpty || (before != nil && after != nil && diff.hasChanges)
        return ["note": .string(showPreview ? note : ""), "lines": .list(showPreview ? lines : []),
                "showPreview": .bool(showPreview), "files": .list(files)]
    }

    /// A changed scenario's current story (`ExplainedChange.story`) as a step-through, drawn on
    /// its own copy of the after diagram; none for other scenarios.
    func stepThrough(_ scenario: CheckedScenario, anchor: String) -> (values: [TemplateValue], diagram: String) {
        guard scenario.status == .changed, let after = scenario.after else { return ([], "") }
        let scene = after.diagramScene(fixture: "steps:" + scenario.id)
        return (StepThrough.values(ExplainedChange.story(after), scene: scene, anchor: anchor),
                DiagramRenderer().render(scene).svg)
    }

    /// The first differing step of the two recorded stories (`ExplainedChange`), or false.
    func whyStep(_ scenario: CheckedScenario) -> TemplateValue {
        guard scenario.status == .changed, let before = scenario.before, let after = scenario.after,
              let change = ExplainedChange(before: before, after: after) else { return .bool(false) }
        return ["number": .string(String(change.step)),
                "before": .string(change.before ?? "(the recorded layout had no such step)"),
                "after": .string(change.after ?? "(the layout now ends before this step)")]
    }

    func pictures(_ scenario: CheckedScenario) -> TemplateValue {
        guard scenario.status != .unchanged else { return .bool(false) }
        let renderer = DiagramRenderer()
        func draw(_ snapshot: LayoutSnapshot?, _ role: String) -> String {
            guard let snapshot else { return "<p>(none)</p>" }
            return renderer.render(snapshot.diagramScene(fixture: role + ":" + scenario.id)).svg
        }
        var object = TemplateObject()
        object["source"] = sourceDiff(scenario)
        // A renamed scenario's frames are the same: its source diff says all there is.
        guard scenario.status != .renamed else {
            object["diagrams"] = .bool(false)
            object["diff"] = .string("")
            object["onion"] = .bool(false)
            return .object(object)
        }
        object["diagrams"] = .bool(true)
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
        let scale = scenario.after?.scale ?? scenario.before?.scale ?? 3
        func cells(_ frame: Rect, _ change: ViewChange?) -> TemplateValue {
            let values = [frame.x, frame.y, frame.width, frame.height]
            let old = change.map { [$0.before.x, $0.before.y, $0.before.width, $0.before.height] }
            return .list(values.indices.map { index in
                let changed = old.map { $0[index] != values[index] } ?? false
                let text = changed ? "\(ReportNumber.format(old![index], scale: scale)) → \(ReportNumber.format(values[index], scale: scale))"
                    : ReportNumber.format(values[index], scale: scale)
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
        return "'" + text.replacingEvery("'", with: "'\\''") + "'"
    }
}
