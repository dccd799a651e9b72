import FileAccess
import Foundation
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
            }
        }
    }

    let path: String
    /// The folder as the one place writes may go, its links resolved once.
    private let root: WritableRoot

    /// Creates the folder if needed.
    init(path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Problem.notAFolder(path) }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw Problem.cannotCreate(path)
            }
        }
        self.path = path
        self.root = WritableRoot(path, kind: .output).resolvingLinks()
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
