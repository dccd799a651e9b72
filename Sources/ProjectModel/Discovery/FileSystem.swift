import Diagnostics
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

/// The few file-system questions the project model asks, each answered without following a
/// path into a FIFO or device, and with sorted results so discovery is deterministic.
enum FileSystem {
    enum Kind: Equatable { case missing, file, folder, other }

    /// What is at `path`, links followed (`stat`).
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    static func isSymbolicLink(_ path: String) -> Bool { FilePaths.isSymbolicLink(path) }

    /// The entries of a folder, sorted by name (bytewise); empty when it cannot be listed.
    static func entries(of folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        // Each name's bytes are taken once and compared with `memcmp`: copying both names into
        // arrays for every comparison made listing a folder of a few thousand entries (a file
        // given alone in `/tmp` is looked for a project above it) cost about 200 M instructions.
        let keyed = names.map { (bytes: Array($0.utf8), name: $0) }
        return keyed.sorted { bytewiseLess($0.bytes, $1.bytes) }.map(\.name)
    }

    /// Whether `a` sorts before `b` byte by byte (a prefix first), as `lexicographicallyPrecedes`.
    static func bytewiseLess(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let common = min(a.count, b.count)
        let order = a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common) }
        }
        return order != 0 ? order < 0 : a.count < b.count
    }

    /// `path` with every link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The text of a small text file, or the problem reading it as a diagnostic naming the file.
    /// The bytes of the optional file at `path` (a `Package.resolved`, a `Podfile.lock`): nil and
    /// no diagnostic when there is none, nil and why when it cannot be read.
    static func readOptionalText(_ path: String, limit: Int) -> (bytes: [UInt8]?, diagnostics: [Diagnostic]) {
        guard kind(of: path) == .file else { return (nil, []) }
        switch readText(path, limit: limit) {
        case .success(let bytes): return (bytes, [])
        case .failure(let failure): return (nil, [failure.diagnostic])
        }
    }

    static func readText(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        switch readRegularFile(path, limit: limit) {
        case .success(let data): return .success([UInt8](data))
        case .failure(let problem):
            if problem.description.contains("limit") {
                var info = stat()
                let size = stat(path, &info) == 0 ? Int(info.st_size) : limit + 1
                return .failure(ReadFailure(.aboutFile(path, .fileTooLarge(bytes: size, limit: limit))))
            }
            return .failure(ReadFailure(.aboutFile(path, .unreadableFile(path, reason: problem.description))))
        }
    }
}
