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
import Workers

/// Writes `data` to `path` atomically without syncing it to disk: the bytes go to a new file
/// beside the target, which is then renamed over it. A reader sees the old file or the whole new
/// one, never a part (rename(2) is atomic); unlike Foundation's `.atomic` option no `fsync` is
/// issued per file, which dominated writing a site of many small diagrams. After a crash the new
/// file may be missing, like any output not yet flushed — derived output is written again.
///
/// A file that already holds exactly `data` is left as it is: rendering again into the same site
/// (output is deterministic) creates no file, so the kernel allocates no inode, and a diagram
/// that did not change keeps its modification time.
func writeWithoutSync(_ data: Data, to path: String) throws {
    if fileHolds(data, at: path) { return }
    let folder = FilePaths.directory(of: path)
    let name = String(path.split(separator: "/").last ?? "file")
    let temporary = "\(folder)/.\(name).\(getpid()).\(TemporaryNames.next()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw POSIXError.current }
    var failure: POSIXError?
    data.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = POSIXError.current
                return
            }
            offset += written
        }
    }
    if close(descriptor) != 0, failure == nil { failure = POSIXError.current }
    if failure == nil, rename(temporary, path) != 0 { failure = POSIXError.current }
    if let failure {
        unlink(temporary)
        throw failure
    }
}

/// Whether `path` is a regular file (not a link: it is not followed) whose bytes are `data`.
private func fileHolds(_ data: Data, at path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == data.count else { return false }
    // Compared a piece at a time: an index page is tens of megabytes, and a copy of it only
    // to compare would double what the writer holds.
    let pieceSize = 64 * 1024
    var piece = [UInt8](repeating: 0, count: min(pieceSize, data.count))
    var offset = 0
    let same = data.withUnsafeBytes { expected in
        piece.withUnsafeMutableBytes { buffer in
            while offset < expected.count {
                let wanted = min(buffer.count, expected.count - offset)
                let count = read(descriptor, buffer.baseAddress!, wanted)
                if count < 0, errno == EINTR { continue }
                guard count > 0, memcmp(buffer.baseAddress!, expected.baseAddress! + offset, count) == 0 else { return false }
                offset += count
            }
            return true
        }
    }
    guard same else { return false }
    // One more byte would mean the file grew while it was read.
    var extra: UInt8 = 0
    return read(descriptor, &extra, 1) == 0
}

/// A counter that keeps temporary names of one process apart, also across threads.
private enum TemporaryNames {
    private static let counter = MutualExclusion()
    nonisolated(unsafe) private static var last = 0

    static func next() -> Int {
        counter.lock()
        defer { counter.unlock() }
        last += 1
        return last
    }
}

private extension POSIXError {
    /// The error `errno` names.
    static var current: POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}
