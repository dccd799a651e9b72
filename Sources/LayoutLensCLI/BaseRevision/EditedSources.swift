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
import Snapshots

/// Finds, for each changed scenario, the files where its changed views are written whose text
/// differs from the revision compared with, so the report shows the edited lines (the padding in
/// `DrinkRow.swift`) rather than the `#Preview` block: with `check --base`, the revision's copy;
/// otherwise the file as the last commit has it (`git cat-file -p HEAD:./name`, read-only), when
/// the file is in a git repository. A file git does not know, or that did not change, is left out.
struct EditedSources {
    /// The base revision's copy of each file, when `--base` was given.
    var base: BaseRevisionLayouts?
    private var cache: [String: FileSourceChange?] = [:]

    init(base: BaseRevisionLayouts?) { self.base = base }

    /// `outcome` with `sourceChanges` filled in for its changed scenarios.
    static func attached(_ outcome: CheckRunner.Outcome, base: BaseRevisionLayouts?) -> CheckRunner.Outcome {
        var outcome = outcome
        var sources = EditedSources(base: base)
        outcome.summary = sources.attach(to: outcome.summary)
        return outcome
    }

    /// `summary` with `sourceChanges` filled in for its changed scenarios.
    mutating func attach(to summary: CheckSummary) -> CheckSummary {
        var summary = summary
        for index in summary.scenarios.indices where summary.scenarios[index].status == .changed {
            let scenario = summary.scenarios[index]
            guard let after = scenario.after else { continue }
            let changed = Set(scenario.comparison.changes.map(\.path))
            var files: [String] = []
            for view in after.views where changed.contains(view.path) {
                if let file = view.source?.file, !files.contains(file) { files.append(file) }
            }
            summary.scenarios[index].sourceChanges = files.compactMap { change(of: $0) }
        }
        return summary
    }

    mutating func change(of file: String) -> FileSourceChange? {
        if let known = cache[file] { return known }
        var result: FileSourceChange?
        if case .success(let data) = readRegularFile(file), let before = previousText(of: file) {
            let after = String(decoding: data, as: UTF8.self)
            if after != before { result = FileSourceChange(file: file, before: before, after: after) }
        }
        cache[file] = result
        return result
    }

    /// The file's text in the base revision, or in the last commit.
    func previousText(of file: String) -> String? {
        if let base {
            guard let copy = base.basePath(ofUser: file), case .success(let data) = readRegularFile(copy) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
        let url = URL(fileURLWithPath: file)
        let git = GitCommand(folder: url.deletingLastPathComponent().path)
        guard let output = try? git.run(["cat-file", "-p", "HEAD:./" + url.lastPathComponent]), output.status == 0 else { return nil }
        return String(decoding: output.standardOutput, as: UTF8.self)
    }
}
