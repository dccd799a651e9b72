import LayoutEngine
import Testing
@testable import Snapshots

/// Issue 33, item 4: a report that says what changed — which view, where it is written, why in
/// words, the edited lines — and a snapshot whose diff is as small as the change.
///
/// The layout is a `DrinkRow` written in DrinkRow.swift: `HStack { Text(name); Spacer(); Text(price) }
/// .padding(p)` (body on lines 7–12), shown twice in MenuList's `VStack(spacing: 0)` (Menu.swift
/// line 6). Text heights 20, so a row is 20 + 2p tall (arithmetic); width 393.
@Suite("Check reports say what changed")
struct ReportWordingTests {
    static func row(_ index: Int, padding p: Double, y: Double) -> [SnapshotView] {
        let base = "VStack[\(index)]/padding"
        func at(_ line: Int) -> ViewSource { ViewSource(file: "App/DrinkRow.swift", line: line, typeName: "DrinkRow") }
        let inner = 393 - 2 * p
        return [
            SnapshotView(path: base, kind: "padding", label: "padding", depth: 1,
                         frame: Rect(x: 0, y: y, width: 393, height: 20 + 2 * p), source: at(12)),
            SnapshotView(path: base + "/HStack", kind: "HStack", label: "HStack", depth: 2,
                         frame: Rect(x: p, y: y + p, width: inner, height: 20), source: at(7)),
            SnapshotView(path: base + "/HStack[0]/Text", kind: "Text", label: "Text", depth: 3,
                         frame: Rect(x: p, y: y + p, width: 40, height: 20), content: "text=\"Latte\"", source: at(8)),
            SnapshotView(path: base + "/HStack[1]/Spacer", kind: "Spacer", label: "Spacer", depth: 3,
                         frame: Rect(x: p + 48, y: y + p + 10, width: inner - 48 - 29, height: 0), content: "spacer", source: at(9)),
            SnapshotView(path: base + "/HStack[2]/Text", kind: "Text", label: "Text", depth: 3,
                         frame: Rect(x: 393 - p - 21, y: y + p, width: 21, height: 20), content: "text=\"$4\"", source: at(10)),
        ]
    }

    static func menu(padding p: Double, rows: Int = 2) -> LayoutSnapshot {
        let rowHeight = 20 + 2 * p
        let stack = SnapshotView(path: "VStack", kind: "VStack", label: "VStack", depth: 0,
                                 frame: Rect(x: 0, y: 0, width: 393, height: Double(rows) * rowHeight),
                                 source: ViewSource(file: "App/Menu.swift", line: 6, typeName: "MenuList"))
        let trace = [SnapshotTraceStep(depth: 0, path: "VStack", proposal: ProposedSize(width: 393, height: 759),
                                       response: Size(width: 393, height: Double(rows) * rowHeight), reason: "sizing")]
        return LayoutSnapshot(scenario: "Menu", file: "Menu.swift", proposal: ProposedSize(width: 393, height: 759), scale: 3,
                              views: [stack] + (0..<rows).flatMap { row($0, padding: p, y: Double($0) * rowHeight) }, trace: trace,
                              source: "#Preview(\"Menu\") {\n    MenuList()\n}")
    }

    static func checked(_ before: LayoutSnapshot, _ after: LayoutSnapshot) -> CheckedScenario {
        CheckedScenario(fixture: "App/Menu.swift", scenario: "Menu", id: "Menu/menu", snapshotPath: "App/__Snapshots__/Menu/menu.txt",
                        comparison: ScenarioComparison(before: before, after: after), before: before, after: after, line: 14)
    }

    @Test("A delta line names the view in words and its file:line")
    func deltaNamesViewAndLocation() {
        let scenario = Self.checked(Self.menu(padding: 8), Self.menu(padding: 12))
        let details = scenario.details(limit: 50)
        // The second row's price: x = 393 − p − 21 = 364 → 360, y = 36 + 8 → 44 + 12 (row 1 starts at 20 + 2p).
        #expect(details.contains("Menu/menu: the second Text \"$4\" in the HStack in the second DrinkRow in MenuList "
                                 + "(App/DrinkRow.swift:10): x 364 → 360 (-4), y 44 → 56 (+12)"))
        #expect(details.contains { $0.hasPrefix("Menu/menu: the VStack in MenuList (App/Menu.swift:6): h 72 → 88 (+16)") })
    }

    @Test("An added or removed view is named in words with its file:line and size, never by its raw path")
    func addedAndRemovedViewsInWords() {
        // One row more: the second DrinkRow's padding (393 × 20 + 2 × 8 = 36), its HStack, texts and spacer are new.
        let added = Self.checked(Self.menu(padding: 8, rows: 1), Self.menu(padding: 8, rows: 2)).details(limit: 50)
        #expect(added.contains("Menu/menu: added the padding around the HStack in the second DrinkRow in MenuList (App/DrinkRow.swift:12), 393 × 36"))
        #expect(added.contains("Menu/menu: added the second Text \"$4\" in the HStack in the second DrinkRow in MenuList (App/DrinkRow.swift:10), 21 × 20"))
        // One row less: named from the snapshot that still has it.
        let removed = Self.checked(Self.menu(padding: 8, rows: 2), Self.menu(padding: 8, rows: 1)).details(limit: 50)
        #expect(removed.contains("Menu/menu: removed the padding around the HStack in the second DrinkRow in MenuList (App/DrinkRow.swift:12), 393 × 36"))
        for line in added + removed { #expect(!line.contains("VStack[1]/padding"), "\(line)") }
    }

    @Test("The why says in words which setting changed and what it did")
    func whyInWords() {
        let scenario = Self.checked(Self.menu(padding: 8), Self.menu(padding: 12))
        // Each row is 20 + 2 × 12 − (20 + 2 × 8) = 8 pt taller; both rows changed the same way.
        #expect(scenario.comparison.why == "the padding around the HStack in the first DrinkRow in MenuList grew from 8 to 12, "
                + "so the first DrinkRow is 8 pt taller (and 1 more change of this kind)")
        #expect(!(scenario.comparison.why ?? "").contains("nil"))
        #expect(scenario.details(limit: 3).first == "Menu/menu: why: " + (scenario.comparison.why ?? ""))
    }

    @Test("A changed stack spacing is named with its old and new gap")
    func spacingInWords() {
        var before = Self.menu(padding: 8), after = Self.menu(padding: 8)
        // Move the second row down by 6: the VStack's gap between its rows goes from 0 to 6.
        after.views = after.views.map { view in
            var view = view
            let frame = view.frame
            if view.path.hasPrefix("VStack[1]") { view.frame = Rect(x: frame.x, y: frame.y + 6, width: frame.width, height: frame.height) }
            if view.path == "VStack" { view.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height + 6) }
            return view
        }
        before.trace = []
        #expect(ScenarioComparison(before: before, after: after).why
                == "the spacing in the VStack in MenuList changed from 0 to 6, so MenuList is 6 pt taller")
    }

    @Test("The source diff shows the edited lines of the view's file, numbered, not the preview")
    func sourceDiffShowsEditedLines() throws {
        let old = (1...20).map { $0 == 12 ? "        .padding(8)" : "// line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: ".padding(8)", with: ".padding(12)")
        let change = FileSourceChange(file: "App/DrinkRow.swift", before: old, after: new)
        let hunks = change.hunks(context: 2)
        // Lines 10–11, the removed and inserted line 12, then 13–14: six lines, nothing from 1–9.
        #expect(hunks.map(\.text) == ["// line 10", "// line 11", "        .padding(8)", "        .padding(12)", "// line 13", "// line 14"])
        #expect(hunks.map(\.line) == [10, 11, nil, 12, 13, 14])

        var scenario = Self.checked(Self.menu(padding: 8), Self.menu(padding: 12))
        scenario.sourceChanges = [change]
        let html = try CheckReport(summary: CheckSummary(scenarios: [scenario]), summaryPath: "summary.json").html()
        #expect(html.contains("<figcaption>Source diff: App/DrinkRow.swift</figcaption>"))
        #expect(html.contains("<span class=\"inserted\">+ 12         .padding(12)</span>"))
        // The preview did not change: its block is left out.
        #expect(!html.contains("MenuList()"))
    }

    @Test("A long delta list has no empty bullet")
    func noEmptyBullets() throws {
        let scenario = Self.checked(Self.menu(padding: 8, rows: 3), Self.menu(padding: 12, rows: 3))
        // 16 views changed (the VStack and three rows' five views) + the why = 17 lines: the
        // report shows 12 and "… 5 more" (a line without the scenario's id prefix).
        #expect(scenario.comparison.changes.count == 16)
        let html = try CheckReport(summary: CheckSummary(scenarios: [scenario]), summaryPath: "summary.json").html()
        #expect(!html.contains("<li></li>"))
        #expect(!html.contains("<li> </li>"))
        #expect(html.contains("<li>… 5 more</li>"))
    }

    @Test("A padding change is a snapshot diff of the views that moved, no trace")
    func paddingChangeIsASmallSnapshotDiff() throws {
        func alone(_ views: [SnapshotView]) -> [SnapshotView] { views.map { var view = $0; view.depth -= 1; return view } }
        let before = LayoutSnapshot(scenario: "Row", file: "DrinkRow.swift", proposal: ProposedSize(width: 393, height: 759), scale: 3,
                                    views: alone(Self.row(0, padding: 8, y: 0)), trace: Self.menu(padding: 8).trace)
        let after = LayoutSnapshot(scenario: "Row", file: "DrinkRow.swift", proposal: ProposedSize(width: 393, height: 759), scale: 3,
                                   views: alone(Self.row(0, padding: 12, y: 0)), trace: Self.menu(padding: 12).trace)
        let old = before.text.split(separator: "\n"), new = after.text.split(separator: "\n")
        #expect(old.count == new.count)
        let changedLines = zip(old, new).filter { $0 != $1 }.count
        // Padding, HStack, the Texts' and Spacer's x (the Spacer's width too): the five view lines, nothing else.
        #expect(changedLines == 5)
        #expect(!after.text.contains("trace:"))
        #expect(after.text.hasPrefix("# layoutlens.snapshot/2\n"))
        // Read back: the same views, no trace, the same layout.
        let read = try LayoutSnapshot(parsing: after.text)
        #expect(read.views == after.views && read.trace.isEmpty && read.hasSameLayout(as: after))
    }

    @Test("A version 1 snapshot with its trace is still read, and equals the same layout read from version 2")
    func version1StillRead() throws {
        let snapshot = Self.menu(padding: 8)
        var version1 = snapshot.text.replacingOccurrences(of: "# layoutlens.snapshot/2", with: "# layoutlens.snapshot/1")
        version1 = version1.replacingOccurrences(of: "\nend\n", with: "\ntrace:\n0 VStack 393 759 -> 393 72 sizing\n")
        let read = try LayoutSnapshot(parsing: version1)
        #expect(read.trace == snapshot.trace)
        #expect(read.source == snapshot.source)
        #expect(try LayoutSnapshot(parsing: snapshot.text).hasSameLayout(as: read))
        // A version 2 file cut before `end` is corrupt, never an empty layout.
        let cut = String(snapshot.text[..<snapshot.text.range(of: "end\n")!.lowerBound])
        #expect(throws: SnapshotParseError.self) { try LayoutSnapshot(parsing: cut) }
    }
}
