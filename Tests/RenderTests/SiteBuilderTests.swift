import Workers
import Foundation
import Testing
import Templating
import TestSupport
@testable import Render

struct SiteBuilderTests {
    func fixtures(hostile: Bool = false) -> [SiteFixture] {
        let name = hostile ? "<script>&\"'" : "HStack 620, blue relative 0.5"
        return [
            SiteFixture(name: "seed-001", sourceFile: "Fixtures/seed-001.swift", scenarios: [
                SiteScenario(scene: SampleScenes.seed001(scenario: name), line: 3),
                SiteScenario(scene: SampleScenes.seed001(scenario: name), line: 9, warnings: ["a <warning>"]),
            ]),
            SiteFixture(name: "seed-002", sourceFile: "Fixtures/seed-002.swift", scenarios: [
                SiteScenario(scene: SampleScenes.overflow(), line: 1),
            ]),
        ]
    }

    func build(_ fixtures: [SiteFixture]) throws -> SiteOutput {
        try SiteBuilder(templates: SiteTemplates.embedded()).build(fixtures)
    }

    @Test func writesOneDiagramPerScenarioAndTheIndex() throws {
        let output = try build(fixtures())
        // Two scenarios with the same name get distinct files, numbered in source order.
        #expect(output.files.map(\.path) == [
            "diagrams/seed-001/hstack-620-blue-relative-0-5.svg",
            "diagrams/seed-001/hstack-620-blue-relative-0-5-2.svg",
            "diagrams/seed-002/overflow-150.svg",
            "index.html",
        ])
        #expect(output.diagramCount == 3)
    }

    @Test func indexIsDeterministic() throws {
        let first = try build(fixtures())
        let second = try build(fixtures())
        #expect(first.files.map(\.contents) == second.files.map(\.contents))
    }

    /// Fixtures drawn one by one and placed on several threads make the same files, byte for
    /// byte, as the serial `build` (the render command draws on one thread per core).
    @Test(arguments: [2, 4])
    func drawingAndPlacingOnThreadsGivesTheSameBytes(threads: Int) throws {
        let builder = try SiteBuilder(templates: SiteTemplates.embedded())
        let many = (0..<6).flatMap { _ in fixtures() } + fixtures(hostile: true)
        let serial = try builder.build(many)
        let drawn = OrderedParallelWork.map(many, threads: threads) { builder.draw($0) }
        let parallel = try builder.build(drawn: drawn, threads: threads)
        #expect(parallel.files.map(\.path) == serial.files.map(\.path))
        #expect(parallel.files.map(\.bytes) == serial.files.map(\.bytes))
        #expect(parallel.diagramCount == serial.diagramCount)
    }

    /// A fixture placed in its name's folder that another fixture's name takes first is placed
    /// again in the folder `uniqueSlugs` gives it: the same files as a build of them all at once.
    @Test func fixturesWhoseFolderIsTakenArePlacedAgain() throws {
        let builder = try SiteBuilder(templates: SiteTemplates.embedded())
        var named = fixtures()
        named[0].name = "row"
        named[1].name = "Row"
        let third = SiteFixture(name: "row-2", sourceFile: "row-2.swift", scenarios: [SiteScenario(scene: SampleScenes.overflow())])
        let all = named + [third]
        #expect(UniqueSlugs.contested(all.map(\.name)) == ["row", "row-2"])
        let serial = try builder.build(all)
        #expect(serial.files.map(\.path).contains("diagrams/row-2-2/overflow-150.svg"))
        let placed = all.map { builder.part(of: $0, keepsDrawing: true) }
        let site = try builder.build(placed: placed)
        #expect(site.files.map(\.path) == serial.files.map(\.path))
        #expect(site.files.map(\.bytes) == serial.files.map(\.bytes))
    }

    @Test func indexHasAnchorsTablesAndSnippets() throws {
        let index = try build(fixtures()).files.last!.contents
        #expect(index.contains(#"<section class="fixture" id="seed-001">"#))
        #expect(index.contains(#"<article class="scenario" id="seed-001--hstack-620-blue-relative-0-5" data-name="seed-001 hstack 620, blue relative 0.5" style="--diagram-width:632px">"#))
        #expect(index.contains(##"href="#seed-001--hstack-620-blue-relative-0-5-2""##))
        // The frames table lists green at x 110, 250 wide (seed 001 arithmetic).
        #expect(index.contains(#"<td class="view" style="--depth:3">Color.green</td><td>110</td><td>0</td><td>250</td><td>80</td>"#))
        // Snippets, escaped once for display.
        #expect(index.contains("![HStack 620×80: blue 100, green 250, yellow 250](diagrams/seed-001/hstack-620-blue-relative-0-5.svg)"))
        #expect(index.contains("&lt;img src=&quot;diagrams/seed-002/overflow-150.svg&quot; alt=&quot;"))
        #expect(index.contains("&lt;figure&gt;"))
        #expect(index.contains("a &lt;warning&gt;"))
        // Self-contained: no external resources.
        for forbidden in ["<link", "src=\"http", "@import", "fetch(", "<iframe"] {
            #expect(!index.contains(forbidden), "found \(forbidden)")
        }
    }

    @Test func hostileNamesAreEscapedEverywhere() throws {
        let output = try build(fixtures(hostile: true))
        let index = output.files.last!.contents
        #expect(!index.contains("<script>&"))
        // Only the page's own scripts: the filter and the step-through (explain-script.html).
        #expect(index.components(separatedBy: "<script").count == 3)
        #expect(index.contains("&lt;script&gt;&amp;&quot;&#39;"))
        // The file name is the slug: no markup characters reach the file system.
        #expect(output.files[0].path == "diagrams/seed-001/script.svg")
    }

    @Test func customTemplatesOverrideAndReportErrorsWithTheirFile() throws {
        let folder = try ScratchFolder.fresh("templates")
        try "<h1>{{title}}</h1>{{#fixtures}}{{> fixture}}{{/fixtures}}".write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try "[{{name}}{{#scenarios}}{{> scenario}}{{/scenarios}}]".write(to: folder.appendingPathComponent("fixture.html"), atomically: true, encoding: .utf8)
        try "({{name}})".write(to: folder.appendingPathComponent("scenario.html"), atomically: true, encoding: .utf8)
        let set = try SiteTemplates.load(directory: folder)
        let index = try SiteBuilder(templates: set).build(fixtures()).files.last!.contents
        #expect(index == "<h1>LayoutLens diagrams</h1>[seed-001(HStack 620, blue relative 0.5)(HStack 620, blue relative 0.5)][seed-002(Overflow 150)]")

        try "x\n  {{#scenarios}}".write(to: folder.appendingPathComponent("fixture.html"), atomically: true, encoding: .utf8)
        #expect(throws: TemplateError(file: "templates/fixture.html", line: 2, column: 3, message: "unclosed section 'scenarios'")) {
            try SiteTemplates.load(directory: folder)
        }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("scenario.html"))
        do {
            _ = try SiteTemplates.load(directory: folder)
            Issue.record("a missing scenario.html must fail")
        } catch let error as TemplateError {
            #expect(error.message.hasPrefix("missing template 'scenario.html'"))
        }
    }
}
