import Testing
@testable import Snapshots

/// `approve` writes and deletes only snapshot files, whatever a (possibly doctored)
/// summary.json says.
struct ApprovalTests {
    func summary(snapshot: String, status: String = "removed", baseline: String = "null") -> String {
        """
        {"schema": "layoutlens.summary/1", "baseline": \(baseline), "counts": {},
         "scenarios": [{"id": "f/s", "status": "\(status)", "snapshot": "\(snapshot)", "recording": null}]}
        """
    }

    @Test("Paths outside snapshot folders are refused", arguments: [
        "../../etc/passwd.txt", "/etc/hosts", "Fixtures/seed.swift", "Fixtures/__Snapshots__/../x.txt", "notes.txt",
    ])
    func refuses(path: String) {
        #expect(throws: Approval.Problem.self) { try Approval(summaryText: summary(snapshot: path), filter: nil) }
    }

    @Test("Snapshot paths, and paths under the run's --baseline, are accepted")
    func accepts() throws {
        let beside = try Approval(summaryText: summary(snapshot: "Fixtures/__Snapshots__/f/s.txt"), filter: nil)
        #expect(beside.actions == [.delete(id: "f/s", path: "Fixtures/__Snapshots__/f/s.txt")])
        let baseline = try Approval(summaryText: summary(snapshot: "base/f/s.txt", baseline: "\"base\""), filter: nil)
        #expect(baseline.actions.count == 1)
    }

    @Test("--filter selects scenario ids by regular expression")
    func filter() throws {
        let text = summary(snapshot: "Fixtures/__Snapshots__/f/s.txt")
        #expect(try Approval(summaryText: text, filter: "^g/").actions.isEmpty)
        #expect(try Approval(summaryText: text, filter: "^f/").actions.count == 1)
        #expect(throws: Approval.Problem.self) { try Approval(summaryText: text, filter: "(") }
    }

    @Test("Other files are refused")
    func notASummary() {
        #expect(throws: Approval.Problem.self) { try Approval(summaryText: "{}", filter: nil) }
        #expect(throws: Approval.Problem.self) { try Approval(summaryText: "not json", filter: nil) }
    }
}
