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

/// The "before" side of `check --base REF`: the inputs as they are at the git revision `REF`,
/// copied out of git into a temporary folder (`GitRevision.export`), read and laid out exactly
/// as the working tree's are, and held as snapshots in memory (`SnapshotStore(holding:)`) under
/// the paths the working tree's snapshots would have, so `CheckRunner` compares, matches renamed
/// previews and words the report as it does with recorded snapshots. Nothing is written beside
/// the fixtures.
struct BaseRevisionLayouts {
    var revision: GitRevision
    /// Where the revision's files were copied (mirrors the repository's top folder).
    var folder: String
    /// Each input as the user gave it, and the same place in `folder`.
    var inputs: [(user: String, base: String)]
    /// The revision's snapshots, by the path they would have beside the working tree's fixtures.
    var store = SnapshotStore(holding: [:])
    /// The revision's fixture files, named as the working tree's would be: a fixture the change
    /// removed or renamed still counts as read, so its previews are "removed", not orphans.
    var fixturePaths: [String] = []

    /// Copies the revision's files out of git and lays out its previews with `loader`. The
    /// revision's own diagnostics are not printed (they are the base's, not the change's); how
    /// many errors it had is said in one warning.
    /// With `shard`, only the revision's fixtures of that shard are laid out.
    static func load(_ reference: String, inputs: [String], target: String?, shard: Shard? = nil,
                     excluding exclusion: PathExclusion = .none, loader: CheckScenarioLoader, io: CommandIO) -> Result<BaseRevisionLayouts, GitRevision.Problem> {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let around = inputs.first.map { Self.absolute($0, in: workingDirectory) }.map { path in
            FilePathKind.isDirectory(path) ? path : PathText.deletingLastComponent(path)
        } ?? workingDirectory
        let revision: GitRevision
        switch GitRevision.resolve(reference, around: around) {
        case .success(let found): revision = found
        case .failure(let problem): return .failure(problem)
        }
        let root = Self.absolute(revision.repositoryRoot, in: workingDirectory)
        var mapped: [(user: String, base: String)] = []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlens-base-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))").path
        for input in inputs {
            guard let relative = Self.relative(Self.absolute(input, in: workingDirectory), to: root) else {
                return .failure(GitRevision.Problem(description: "'\(input)' is outside the git repository '\(root)' that --base reads"))
            }
            let base = relative.isEmpty ? folder : folder + "/" + relative
            mapped.append((input.hasSuffix("/") && input.count > 1 ? String(input.dropLast()) : input, base))
        }
        var layouts = BaseRevisionLayouts(revision: revision, folder: folder, inputs: mapped)
        if case .failure(let problem) = revision.export(into: folder) {
            layouts.remove()
            return .failure(problem)
        }
        // Inputs the revision does not have yet (a folder the change adds) have no "before".
        let present = mapped.filter { FileManager.default.fileExists(atPath: $0.base) }
        let quiet = CommandIO(output: { _ in }, error: { _ in })
        guard !present.isEmpty,
              case .success(let found) = FixtureLayouts.files(for: present.map(\.base), command: "check", io: quiet, target: target)
        else { return .success(layouts) }
        // Excluded as the working tree's files are: by the path the user sees.
        let files = found.filter { !exclusion.excludes(layouts.userPath(ofBase: $0.path)) }
        let loaded = loader.load(shard.map { shard in files.filter { shard.owns(fixtureName: SnapshotStore.baseName(of: $0.path)) } } ?? files,
                                 io: quiet)
        if loaded.errors > 0 {
            io.error("warning: the base revision '\(reference)' has \(loaded.errors) error\(loaded.errors == 1 ? "" : "s") in the files "
                     + "read; a preview it could not lay out counts as added [base-revision-errors]\n")
        }
        var held: [String: LayoutSnapshot] = [:]
        let naming = SnapshotStore()
        // The declaring types are read from the revision's own files (its lines are the ones
        // recorded), as the working tree's are from its files: a view the change removed is
        // named "the first Text in the HStack in DrinkRow", like the views still there. Then
        // every path is named as the working tree's file.
        let types = DeclaringTypes()
        for var scenario in loaded.scenarios {
            var snapshot = scenario.snapshot(types: types)
            scenario.fixturePath = layouts.userPath(ofBase: scenario.fixturePath)
            for index in snapshot.views.indices {
                if let file = snapshot.views[index].source?.file { snapshot.views[index].source?.file = layouts.userPath(ofBase: file) }
            }
            held[naming.path(forFixture: scenario.fixturePath, slug: scenario.slug)] = snapshot
        }
        layouts.store = SnapshotStore(holding: held)
        layouts.fixturePaths = files.map { layouts.userPath(ofBase: $0.path) }
        return .success(layouts)
    }

    /// A path below the copied revision, named as the same file of the working tree would be
    /// (the input it was found through, as the user typed it, then the rest). Joined as
    /// `FixtureDiscovery` joins a folder and a file found in it, "./" kept: the working tree's
    /// files of input `.` are `./App/Badge.swift`, and the revision's must be named the same, or
    /// every preview reads as renamed from itself.
    func userPath(ofBase path: String) -> String {
        for input in inputs.sorted(by: { $0.base.count > $1.base.count }) {
            if path == input.base { return input.user }
            if path.hasPrefix(input.base + "/") {
                let folder = input.user.hasSuffix("/") ? String(input.user.dropLast()) : input.user
                return folder + "/" + String(path.dropFirst(input.base.count + 1))
            }
        }
        // A project given by name: its files lie in the folder holding it (`ProjectContainerInput`),
        // named from there as the working tree's are.
        for input in inputs {
            let isDirectory = FilePathKind.isDirectory(input.user)
            guard let baseRoot = ProjectContainerInput.listingRoot(of: input.base, isDirectory: isDirectory),
                  let userRoot = ProjectContainerInput.listingRoot(of: input.user, isDirectory: isDirectory),
                  path.hasPrefix(baseRoot + "/") else { continue }
            let rest = String(path.dropFirst(baseRoot.count + 1))
            return userRoot == "." ? rest : userRoot + "/" + rest
        }
        return path
    }

    /// The copy of a working-tree file in the revision, or nil when it lies outside the repository.
    func basePath(ofUser path: String) -> String? {
        let root = Self.absolute(revision.repositoryRoot, in: "/")
        return Self.relative(Self.absolute(path, in: FileManager.default.currentDirectoryPath), to: root)
            .map { $0.isEmpty ? folder : folder + "/" + $0 }
    }

    /// Deletes the copied revision.
    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    static func absolute(_ path: String, in folder: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: folder).appendingPathComponent(path)
        return url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `path` relative to `root` ("" for the root itself), or nil when it is not inside.
    static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "" }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}

/// Whether a path is a folder (links followed, as the inputs' are).
enum FilePathKind {
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }
}
