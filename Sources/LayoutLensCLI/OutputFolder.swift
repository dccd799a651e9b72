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

/// The `--out` folder: every write goes through here, and nothing is written outside it.
struct OutputFolder {
    enum Problem: Error, Equatable, CustomStringConvertible {
        case notAFolder(String)
        case cannotCreate(String)
        case unsafePath(String)
        case cannotWrite(String)

        var description: String {
            switch self {
            case .notAFolder(let path): return "'\(path)' exists and is not a folder"
            case .cannotCreate(let path): return "cannot create the folder '\(path)'"
            case .unsafePath(let path): return "refusing to write '\(path)': it would leave the output folder"
            case .cannotWrite(let path): return "cannot write '\(path)'"
        case .foreignFolder(let path): return OutputManifest.foreignFolder(path)
        case .foreignFile(let path): return OutputManifest.foreignFile(path)
        case .input(let path): return "refusing to write '\(path)': it is one of the inputs"
            }
        }

        /// The folder holds files and no manifest of an earlier run.
        case foreignFolder(String)
        /// A file to be written is there and the manifest does not list it.
        case foreignFile(String)
        /// A file to be written is an input file (even with `--force`).
        case input(String)
    }

    let path: String
    /// The folder as the one place writes may go, its links resolved once.
    private let root: WritableRoot
    /// What the folder's manifest listed when the run began: the only files replaced without `--force`.
    private let listed: Set<String>
    private let force: Bool
    /// The input files, links resolved: never written, even with `--force`.
    private let inputs: Set<String>

    /// Creates the folder if needed. An existing folder must be empty or hold a manifest of an
    /// earlier run (`OutputManifest`), unless `force`.
    init(path: String, force: Bool = false, inputFiles: [String] = []) throws {
        var isDirectory = false
        var listed: Set<String> = []
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory else { throw Problem.notAFolder(path) }
            if let manifest = OutputManifest.read(in: path) {
                listed = manifest
            } else if !force, let entries = try? FileManager.default.contentsOfDirectory(atPath: path), !entries.isEmpty {
                throw Problem.foreignFolder(path)
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw Problem.cannotCreate(path)
            }
        }
        self.path = path
        self.root = WritableRoot(path, kind: .output).resolvingLinks()
        self.listed = listed
        self.force = force
        self.inputs = Set(inputFiles.map { FilePaths.resolvedPath($0) ?? $0 })
    }

    /// Records the files this run wrote, with those an earlier run wrote that are still there,
    /// as the folder's manifest.
    func recordManifest(_ written: [String]) throws {
        let kept = listed.filter { FilePaths.kind(of: SnapshotStore.join(path, $0)) == .regularFile }
        try write(OutputManifest.text(kept.union(written)), to: OutputManifest.fileName)
    }

    /// Writes `contents` to `relativePath` (made of `[a-z0-9._-]` components; never `..`), creating
    /// folders. A symbolic link inside the output folder that points elsewhere is refused.
    func write(_ contents: String, to relativePath: String) throws {
        try write(bytes: Data(contents.utf8), to: relativePath)
    }

    /// Writes `bytes` (a page or a diagram as made) under the same rules as `write(_:to:)`,
    /// without copying them: an index page is tens of megabytes.
    func write(bytes contents: [UInt8], to relativePath: String) throws {
        try contents.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return try write(bytes: Data(), to: relativePath) }
            // The bytes are only read, and only during the call.
            try write(bytes: Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none),
                      to: relativePath)
        }
    }

    /// Writes binary `bytes` (a PNG) under the same rules as `write(_:to:)`.
    func write(bytes contents: Data, to relativePath: String) throws {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        let isSafe = !relativePath.hasPrefix("/") && !components.isEmpty && components.allSatisfy { component in
            !component.isEmpty && component != "." && component != ".."
                && component.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
        }
        guard isSafe else { throw Problem.unsafePath(relativePath) }
        let target = SnapshotStore.join(path, relativePath)
        if !inputs.isEmpty, inputs.contains(FilePaths.resolvedPath(target) ?? target) { throw Problem.input(target) }
        if !force, relativePath != OutputManifest.fileName, !listed.contains(relativePath), FilePaths.kind(of: target) == .regularFile {
            throw Problem.foreignFile(target)
        }
        do {
            _ = try writePermittedFile(contents, to: SnapshotStore.join(path, relativePath),
                                       in: [root])
        } catch is PathRefusal {
            throw Problem.unsafePath(relativePath)
        } catch {
            throw Problem.cannotWrite(SnapshotStore.join(path, relativePath))
        }
    }
}
