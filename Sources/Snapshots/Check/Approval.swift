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

/// `layoutlens approve`: applies the changes listed in a `summary.json` — writes the recorded
/// snapshot of each changed or added scenario, deletes the snapshot of each removed or orphaned
/// one — optionally only for scenario ids matching a glob pattern.
///
/// The summary is an input file anyone could doctor, so nothing in it is trusted: it must pass
/// `SummarySchema`; each snapshot folder it names is only a candidate, taken when it is a
/// `__Snapshots__` folder of the repository around the working directory reached through no link
/// (at its absolute path, or at the same place in that repository), or the `--baseline` given to
/// `approve` itself; every write and delete goes through
/// `permittedPath` within those folders; and only files that are layoutlens snapshots are ever
/// replaced or deleted.
public struct Approval: Sendable {
    public enum Action: Equatable, Sendable {
        case record(id: String, path: String)
        case delete(id: String, path: String)
    }

    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The largest `summary.json` approve reads, refused before parsing: 64 MiB. A summary holds
    /// one entry per scenario with its new recording; a thousand changed scenarios of the largest
    /// bundled snapshot's size (60 kB) come to 60 MB (arithmetic).
    public static let maximumSummaryBytes = 64 << 20

    public var actions: [Action]
    private var texts: [String: String]
    private var roots: [WritableRoot]

    /// Reads and checks the summary; `filter` is a glob pattern over scenario ids; `baseline` is
    /// `approve --baseline`, needed when the check kept its snapshots in a `--baseline` folder.
    /// `workingDirectory` anchors the repository-relative folders (the process's by default).
    public init(summaryText: String, filter: String?, baseline: String? = nil,
                workingDirectory: String = FileManager.default.currentDirectoryPath) throws {
        try self.init(summaryText: summaryText, filters: filter.map { [$0] } ?? [], baseline: baseline,
                      workingDirectory: workingDirectory)
    }

    /// As above, approving the scenarios whose id matches any of `filters` (all when empty): the
    /// report's "approve all shown" names each shown scenario with its own `--filter`.
    /// `snapshotFolders`: the `__Snapshots__` folders beside the fixtures of approve's own inputs
    /// (`approve --from … <inputs>`); nil: those of the repository around `workingDirectory`.
    public init(summaryText: String, filters: [String], baseline: String? = nil,
                workingDirectory: String = FileManager.default.currentDirectoryPath, snapshotFolders: [String]? = nil) throws {
        let json: JSONValue
        do { json = try JSONValue(parsing: summaryText) } catch { throw Problem(message: "not a summary.json: \(error)") }
        let records: [SnapshotRootRecord]
        do { records = try SummarySchema.validate(json) } catch { throw Problem(message: "not a valid summary.json: \(error)") }
        var patterns: [GlobPattern] = []
        for filter in filters {
            do { patterns.append(try GlobPattern(filter)) } catch { throw Problem(message: "invalid --filter pattern: \(error)") }
        }
        var located: [Int: WritableRoot] = [:]
        var actions: [Action] = []
        var texts: [String: String] = [:]
        var movedFrom: [(id: String, path: String)] = []
        /// The folder of recorded root `index` here, located once.
        func root(_ index: Int) throws -> WritableRoot {
            if let known = located[index] { return known }
            let found = try Self.locate(records[index], baseline: baseline, workingDirectory: workingDirectory,
                                        snapshotFolders: snapshotFolders)
            located[index] = found
            return found
        }
        for entry in json["scenarios"]?.arrayValue ?? [] {
            guard let id = entry["id"]?.stringValue, let status = entry["status"]?.stringValue,
                  let rootNumber = entry["snapshotRoot"]?.numberValue, let file = entry["snapshotFile"]?.stringValue else { continue }
            if !patterns.isEmpty, !patterns.contains(where: { $0.matches(id) }) { continue }
            guard ["changed", "added", "renamed", "removed", "orphaned"].contains(status) else { continue }
            let path = SnapshotStore.join(try root(Int(rootNumber)).path, file)
            let existing = try Self.existingSnapshot(at: path, id: id)
            switch status {
            case "changed", "added", "renamed":
                guard let text = entry["recording"]?.stringValue else { continue }
                do { _ = try LayoutSnapshot(parsing: text) } catch { throw Problem(message: "\(id): bad recording: \(error)") }
                if status == "changed", !existing {
                    throw Problem(message: "\(id): '\(path)' is not where the check left it (the file is missing); "
                                  + "run approve in the checkout the check ran in")
                }
                actions.append(.record(id: id, path: path))
                texts[path] = text
                // A moved preview: its old snapshot goes, unless another approved entry records there.
                if let previousRoot = entry["previousSnapshotRoot"]?.numberValue,
                   let previousFile = entry["previousSnapshotFile"]?.stringValue,
                   let previousID = entry["renamedFrom"]?.stringValue {
                    let previous = SnapshotStore.join(try root(Int(previousRoot)).path, previousFile)
                    if try Self.existingSnapshot(at: previous, id: previousID) { movedFrom.append((previousID, previous)) }
                }
            default:
                if existing { actions.append(.delete(id: id, path: path)) }
            }
        }
        for (id, path) in movedFrom where texts[path] == nil && !actions.contains(.delete(id: id, path: path)) {
            actions.append(.delete(id: id, path: path))
        }
        self.actions = actions
        self.texts = texts
        self.roots = Array(located.values)
    }

    /// The folder a recorded root stands for here, or a clear refusal.
    static func locate(_ record: SnapshotRootRecord, baseline: String?, workingDirectory: String,
                       snapshotFolders: [String]? = nil) throws -> WritableRoot {
        func isFolder(_ path: String) -> Bool { FilePaths.kind(of: path) == .directory }
        let repository = FilePaths.repositoryRoot(containing: workingDirectory)
        let anchored = repository.flatMap { top in record.relative.map { SnapshotStore.join(top, $0) } }
        switch record.kind {
        case .besideFixtures:
            // Only a `__Snapshots__` folder of the repository approve runs in may be written: the
            // summary's folder is a candidate, never a grant (issue 36: a doctored summary named
            // any `__Snapshots__` folder on the machine, or one behind a linked parent).
            let candidates = [record.absolute, anchored].compactMap { $0 }.filter(isFolder)
            if let snapshotFolders {
                // The inputs named the folders: the summary's must be one of them, reached through no link.
                let derived = Set(snapshotFolders.compactMap(FilePaths.resolvedPath))
                for candidate in candidates {
                    if let resolved = FilePaths.resolvedPath(candidate), derived.contains(resolved),
                       FilePaths.absoluteComponents(candidate).map(FilePaths.join) == resolved {
                        return WritableRoot(resolved, kind: .besideFixtures)
                    }
                }
                throw Problem(message: "summary.json names the snapshot folder '\(record.absolute)', which is not the __Snapshots__ "
                              + "folder of a fixture among approve's inputs (or is reached through a link); refusing to write there")
            }
            guard let repository else {
                if let named = candidates.first {
                    throw Problem(message: "summary.json names the snapshot folder '\(named)', but approve runs outside any git "
                                  + "repository, so it derives no snapshot folder of its own; run approve in the checkout the check ran in")
                }
                throw Problem(message: "the snapshot folder '\(record.absolute)' the check used is not there"
                              + " (nor is a git repository around the working directory); run approve in the checkout the check ran in")
            }
            for candidate in candidates where derivedSnapshotFolder(candidate, in: repository) {
                return WritableRoot(candidate, kind: .besideFixtures)
            }
            if let named = candidates.first {
                throw Problem(message: "summary.json names the snapshot folder '\(named)', which is not a __Snapshots__ folder of the "
                              + "repository '\(repository)' approve runs in (or is reached through a link); refusing to write there")
            }
            throw Problem(message: "the snapshot folder '\(record.absolute)' the check used is not there"
                          + (record.relative.map { " (nor is '\($0)' in the repository at '\(repository)')" } ?? "")
                          + "; run approve in the checkout the check ran in")
        case .baseline, .output:
            guard let baseline else {
                throw Problem(message: "the check kept its snapshots in --baseline '\(record.relative ?? record.absolute)'; "
                              + "pass the same --baseline to approve")
            }
            let given = FilePaths.resolvedPath(baseline.hasPrefix("/") ? baseline : SnapshotStore.join(workingDirectory, baseline)) ?? baseline
            let givenRecord = SnapshotRootRecord(path: given, kind: .baseline)
            guard isFolder(given), given == record.absolute || (givenRecord.relative != nil && givenRecord.relative == record.relative) else {
                throw Problem(message: "--baseline '\(baseline)' is not the folder the check used ('\(record.absolute)')")
            }
            return WritableRoot(given, kind: .baseline)
        }
    }

    /// Whether `folder` is a snapshot folder approve derives itself: named `__Snapshots__`, inside
    /// `repository` once every link is resolved, and reached through no link at all (its path,
    /// after the repository's own, is the same resolved and as written).
    static func derivedSnapshotFolder(_ folder: String, in repository: String) -> Bool {
        guard folder.split(separator: "/").last == "__Snapshots__", let resolved = FilePaths.resolvedPath(folder) else { return false }
        let top = FilePaths.resolvedPath(repository) ?? repository
        for prefix in Set([repository, top]) where folder.hasPrefix(prefix + "/") {
            if resolved == top + String(folder.dropFirst(prefix.count)) { return true }
        }
        return false
    }

    /// Whether a snapshot file is at `path`; anything else there (a folder, a link, a file that
    /// is not a layoutlens snapshot) is refused, so approve never replaces or deletes it.
    static func existingSnapshot(at path: String, id: String) throws -> Bool {
        switch FilePaths.kind(of: path) {
        case .missing: return false
        case .regularFile:
            let header = Array(LayoutSnapshot.headerPrefix.utf8)
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Problem(message: "\(id): cannot read '\(path)'") }
            defer { close(descriptor) }
            var start = [UInt8](repeating: 0, count: header.count)
            let count = start.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count == header.count, start == header else {
                throw Problem(message: "\(id): '\(path)' is not a layoutlens snapshot; refusing to replace or delete it")
            }
            return true
        case .directory, .symbolicLink, .other:
            throw Problem(message: "\(id): '\(path)' is not a regular file; refusing to replace or delete it")
        }
    }

    /// Performs the actions, each through `permittedPath`; returns one line per action.
    public func apply() throws -> [String] {
        var lines: [String] = []
        for action in actions {
            switch action {
            case .record(let id, let path):
                try writePermittedFile(Data((texts[path] ?? "").utf8), to: path, in: roots)
                lines.append("recorded \(id) → \(path)")
            case .delete(let id, let path):
                try removePermittedFile(path, in: roots)
                lines.append("deleted \(id) (\(path))")
            }
        }
        return lines
    }
}
