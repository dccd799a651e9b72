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

/// Reads resource files the safe way: only regular files (a folder, FIFO or device is refused at
/// once, never waited on), never more than a cap, and image headers from their first bytes only.
/// A file's bytes, or the diagnostic that says why it could not be read.
enum FileRead {
    case bytes([UInt8])
    case failed(Diagnostic)
}

enum ResourceFileReading {
    /// Caps per kind of file, in bytes. A real `Contents.json` is a few hundred bytes and a real
    /// string catalog a few megabytes; the caps are generous multiples that still bound memory.
    static let jsonLimit = 4 << 20
    static let stringCatalogLimit = 32 << 20
    static let stringsTableLimit = 16 << 20
    static let propertyListLimit = 8 << 20
    static let fontLimit = 32 << 20
    /// PDF: the `MediaBox` may sit anywhere in the file, so up to this many bytes are searched.
    static let pdfLimit = 16 << 20
    /// Bitmap headers: PNG, GIF and HEIC sizes are in the first few hundred bytes; a JPEG's
    /// start-of-frame follows its metadata segments (each at most 64 KiB), so 1 MiB covers real files.
    static let imageHeaderPrefix = 1 << 20

    /// The whole file, or a diagnostic naming it (`error:` at 1:1) when it is not a regular file
    /// or is larger than `limit`.
    static func whole(_ path: String, limit: Int) -> FileRead {
        switch readRegularFile(path, limit: limit) {
        case .success(let data): return .bytes([UInt8](data))
        case .failure(let problem): return .failed(Diagnostic(.unreadableResource(path, reason: problem.description), at: .wholeFile(path)))
        }
    }

    /// At most `count` bytes from the start of a regular file, without reading the rest: a 1 GB
    /// file costs the same as a small one. Opened non-blocking and checked with `fstat` on the
    /// open descriptor, as `readRegularFile` does, so a FIFO is refused, never read.
    static func prefix(_ path: String, count: Int) -> FileRead {
        func failure(_ reason: String) -> FileRead {
            .failed(Diagnostic(.unreadableResource(path, reason: reason), at: .wholeFile(path)))
        }
        guard !path.isEmpty, !path.utf8.contains(0) else { return failure("not a usable path") }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return failure(String(cString: strerror(errno)).lowercased()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return failure(String(cString: strerror(errno)).lowercased()) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return failure("is a folder, not a file")
        case S_IFIFO: return failure("is a FIFO (named pipe), not a regular file")
        default: return failure("is not a regular file")
        }
        // Sized by the file, so a small image costs its own size, not the prefix limit.
        var bytes = [UInt8](repeating: 0, count: max(0, min(count, Int(clamping: info.st_size))))
        var filled = 0
        while filled < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                return failure(String(cString: strerror(errno)).lowercased())
            }
            if got == 0 { break }
            filled += got
        }
        return .bytes(Array(bytes[0..<filled]))
    }
}

extension SourceRange {
    /// The start of a file: where an `error:` about the whole file is reported.
    static func wholeFile(_ path: String) -> SourceRange {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        return SourceRange(file: path, start: start, end: start)
    }

}

/// Turns byte offsets of one file into `file:line:col` ranges; the line table is built once.
struct FileLocator {
    let path: String
    let lines: SourceLineTable

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.lines = SourceLineTable(bytes: bytes)
    }

    func range(at offset: Int) -> SourceRange {
        let position = lines.position(at: offset)
        return SourceRange(file: path, start: position, end: position)
    }
}
