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

/// One commit of the git repository around the inputs, read through `git` alone: its files are
/// copied out of the object database (`git ls-tree`, `git cat-file --batch`) into a folder of
/// their own, never checked out, so the working tree, the index and the refs stay untouched.
struct GitRevision {
    /// The repository's top folder (`git rev-parse --show-toplevel`: absolute, links resolved).
    var repositoryRoot: String
    /// The reference as given (`origin/main`, `HEAD~1`, a commit id).
    var reference: String
    /// The commit it names.
    var commit: String

    /// Why a revision cannot be read: each a one-line message.
    struct Problem: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The commit `reference` names in the repository around `folder`.
    static func resolve(_ reference: String, around folder: String) -> Result<GitRevision, Problem> {
        let git = GitCommand(folder: folder)
        let top: GitCommand.Output
        do {
            top = try git.run(["rev-parse", "--show-toplevel"])
        } catch {
            return .failure(Problem(description: "--base reads the base revision with git, which could not be run (\(error))"))
        }
        guard top.status == 0, !top.text.isEmpty else {
            return .failure(Problem(description: "--base needs a git repository, and '\(folder)' is not inside one"))
        }
        // A reference that starts with '-' would be read as an option: no commit is named so.
        let named = reference.hasPrefix("-") || reference.isEmpty ? nil
            : (try? git.run(["rev-parse", "--verify", "--quiet", reference + "^{commit}"]))
        guard let named, named.status == 0, !named.text.isEmpty else {
            let shallow = (try? git.run(["rev-parse", "--is-shallow-repository"]))?.text == "true"
            if shallow {
                return .failure(Problem(description: "the base revision '\(reference)' is not in this shallow clone; fetch it with "
                                        + "'git fetch --deepen=50' (or 'git fetch --unshallow'; actions/checkout: fetch-depth: 0)"))
            }
            return .failure(Problem(description: "the base revision '\(reference)' does not name a commit of the repository '\(top.text)'"))
        }
        return .success(GitRevision(repositoryRoot: top.text, reference: reference, commit: named.text))
    }

    /// A file of the commit: its path in the repository and its blob.
    struct Entry {
        var path: String
        var object: String
        var size: Int
    }

    /// The commit's regular files (symbolic links and submodules are left out: a link's target
    /// may lie outside the repository).
    func files() -> Result<[Entry], Problem> {
        let listing: GitCommand.Output
        do {
            listing = try GitCommand(folder: repositoryRoot).run(["ls-tree", "-r", "-z", "-l", "--full-tree", commit])
        } catch {
            return .failure(Problem(description: "cannot list the files of '\(reference)': \(error)"))
        }
        guard listing.status == 0 else {
            return .failure(Problem(description: "cannot list the files of '\(reference)': "
                                    + (listing.standardError.split(separator: "\n").first.map(String.init) ?? "git ls-tree failed")))
        }
        // `<mode> SP <type> SP <object> SP+ <size> TAB <path> NUL` (git-ls-tree(1), "OUTPUT FORMAT").
        var entries: [Entry] = []
        for record in listing.standardOutput.split(separator: 0) {
            guard let tab = record.firstIndex(of: 9) else { continue }
            let fields = String(decoding: record[..<tab], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: true)
            let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
            guard fields.count == 4, fields[0] == "100644" || fields[0] == "100755", fields[1] == "blob",
                  let size = Int(fields[3]) else { continue }
            entries.append(Entry(path: path, object: String(fields[2]), size: size))
        }
        return .success(entries)
    }

    /// Writes the commit's files below `folder` (which mirrors the repository's top folder).
    /// Blobs are read in batches of about `batchBytes` so memory stays bounded by the largest
    /// batch, not by the repository.
    func export(into folder: String, batchBytes: Int = 32 << 20) -> Result<Void, Problem> {
        let entries: [Entry]
        switch files() {
        case .success(let found): entries = found
        case .failure(let problem): return .failure(problem)
        }
        var batch: [Entry] = []
        var bytes = 0
        for entry in entries {
            batch.append(entry)
            bytes += entry.size
            if bytes >= batchBytes {
                if case .failure(let problem) = copy(batch, into: folder) { return .failure(problem) }
                batch = []
                bytes = 0
            }
        }
        return batch.isEmpty ? .success(()) : copy(batch, into: folder)
    }

    /// `git cat-file --batch` prints `<object> SP blob SP <size> LF <contents> LF` per object
    /// asked for (git-cat-file(1), "BATCH OUTPUT").
    private func copy(_ batch: [Entry], into folder: String) -> Result<Void, Problem> {
        let request = Data(batch.map { $0.object + "\n" }.joined().utf8)
        let output: GitCommand.Output
        do {
            output = try GitCommand(folder: repositoryRoot).run(["cat-file", "--batch"], input: request)
        } catch {
            return .failure(Problem(description: "cannot read the files of '\(reference)': \(error)"))
        }
        let data = output.standardOutput
        var cursor = data.startIndex
        let manager = FileManager.default
        var folders = Set<String>()
        for entry in batch {
            guard let newline = data[cursor...].firstIndex(of: 10) else {
                return .failure(Problem(description: "cannot read '\(entry.path)' of '\(reference)' (git cat-file stopped early)"))
            }
            let header = String(decoding: data[cursor..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= data.endIndex else {
                return .failure(Problem(description: "cannot read '\(entry.path)' of '\(reference)' (\(header.joined(separator: " ")))"))
            }
            let contents = data[(newline + 1)..<(newline + 1 + size)]
            cursor = newline + 1 + size + 1
            // Paths come from git's own tree, which never holds '..' or absolute names.
            guard !entry.path.split(separator: "/").contains("..") else { continue }
            let path = folder + "/" + entry.path
            let parent = PathText.deletingLastComponent(path)
            do {
                if folders.insert(parent).inserted { try manager.createDirectory(atPath: parent, withIntermediateDirectories: true) }
                try Self.writeFile(contents, to: path)
            } catch {
                return .failure(Problem(description: "cannot copy '\(entry.path)' of '\(reference)' to '\(folder)': \(error)"))
            }
        }
        return .success(())
    }

    /// Writes a new file with plain `open`/`write`/`close`: a temporary copy needs no `fsync`,
    /// which `Data.write` may do and which made a 1 200-file copy take 8.5 s instead of 1 s on a
    /// busy disk (measured on this repository).
    static func writeFile(_ bytes: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Problem(description: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Problem(description: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
    }
}
