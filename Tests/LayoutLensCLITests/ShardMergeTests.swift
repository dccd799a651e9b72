import Foundation
import Testing
import TestSupport
import Snapshots
@testable import LayoutLensCLI

/// `check --shard I/N` splits the fixtures by name, deterministically and disjointly, and
/// `merge` joins the shards' reports into the report one check would have written.
@Suite("check --shard and merge", .serialized)
struct ShardMergeTests {
    let repositories = CheckBaseRevisionTests()

    @Test func aShardIsIndexOverCountFromOne() {
        #expect(Shard(parsing: "2/4") == Shard(parsing: "2/4"))
        #expect(Shard(parsing: "2/4")?.index == 2)
        for bad in ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3", "-1/2"] { #expect(Shard(parsing: bad) == nil, "\(bad)") }
    }

    @Test func everyFixtureBelongsToExactlyOneShard() {
        let names = (1...200).map { "fixture-\($0)" }
        for count in [1, 2, 3, 7] {
            for name in names {
                #expect((1...count).filter { Shard(parsing: "\($0)/\(count)")!.owns(fixtureName: name) }.count == 1)
            }
        }
    }

    @Test("Two shards of a padding change, merged, report what one check reports", .requires(.git))
    func shardsMergeIntoOneReport() throws {
        let folder = try repositories.repository("shards")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CheckBaseRevisionTests.components.replacingOccurrences(of: ".padding(8)", with: ".padding(12)")
            .write(to: folder.appendingPathComponent("App/Components.swift"), atomically: true, encoding: .utf8)
        let reports = try ScratchFolder.fresh("shard-reports")
        defer { try? FileManager.default.removeItem(at: reports) }
        var ids: [[String]] = []
        for index in 1...2 {
            let out = reports.appendingPathComponent("shard-\(index)").path
            let result = CapturedIO.layoutlens(["check", folder.appendingPathComponent("App").path, "--out", out,
                                                "--base", "HEAD", "--shard", "\(index)/2"])
            #expect(result.status != 2, "\(result.error)")
            let summary = try JSONValue(parsing: String(contentsOfFile: out + "/summary.json", encoding: .utf8))
            ids.append((summary["scenarios"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue })
            // A shard fails only when it holds a changed scenario.
            #expect(result.status == (ids[index - 1].contains { $0 == "Components/badge" || $0 == "Screens/card" } ? 1 : 0))
        }
        // Disjoint, and together the three previews; each where its fixture name hashes.
        #expect(Set(ids[0]).isDisjoint(with: Set(ids[1])))
        #expect(Set(ids[0] + ids[1]) == ["Components/badge", "Screens/card", "Screens/plain"])
        let screensShard = Int(Shard.hash("Screens") % 2)
        #expect(ids[screensShard].contains("Screens/card"))

        let merged = reports.appendingPathComponent("merged")
        let result = CapturedIO.layoutlens(["merge", reports.appendingPathComponent("shard-1").path,
                                            reports.appendingPathComponent("shard-2").path, "--out", merged.path])
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.hasPrefix("Merged 2 reports: 1 unchanged, 2 changed, 0 added, 0 renamed, 0 removed, 0 orphaned."))
        let summary = try JSONValue(parsing: String(contentsOf: merged.appendingPathComponent("summary.json"), encoding: .utf8))
        #expect(summary["schema"] == .string(CheckSummary.schema))
        #expect(summary["counts"]?["changed"] == .number(2))
        let junit = try String(contentsOf: merged.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"layoutlens\" tests=\"3\" failures=\"2\">"))
        #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent("shards/1/index.html").path))
        #expect(try String(contentsOf: merged.appendingPathComponent("summary.md"), encoding: .utf8).contains("](shards/"))

        // The same shard twice is refused (one that holds Screens' two previews).
        let full = reports.appendingPathComponent("shard-\(screensShard + 1)").path
        let twice = CapturedIO.layoutlens(["merge", full, full, "--out", merged.path])
        #expect(twice.status == 2)
        #expect(twice.error.contains("error: scenario 'Screens/card' is in both"), "\(twice.error)")
    }

    @Test func aBadShardIsAUsageError() {
        let result = CapturedIO.layoutlens(["check", "Fixtures", "--out", "r", "--shard", "3/2"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: --shard takes INDEX/COUNT with 1 ≤ INDEX ≤ COUNT (e.g. 2/4), not '3/2'\n"))
    }

    @Test func aFolderWithoutASummaryIsRefused() throws {
        let folder = try ScratchFolder.fresh("merge-empty")
        let result = CapturedIO.layoutlens(["merge", folder.path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("\(folder.path)/summary.json: error: cannot read it"), "\(result.error)")
    }
}
