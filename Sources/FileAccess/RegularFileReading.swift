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

/// Why an input file could not be read, as a short sentence for an `error:` line.
public struct FileReadProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Reads an input file only when it is a regular file (links followed): a folder, FIFO, socket or
/// device is refused at once — never waited on, never read without end — and a file larger than
/// `limit` bytes is refused before reading. Opened non-blocking and checked with `fstat` on the
/// open descriptor, so nothing can swap the file for a FIFO between the check and the read.
public func readRegularFile(_ path: String, limit: Int = 64 << 20) -> Result<Data, FileReadProblem> {
    guard !path.isEmpty, !path.utf8.contains(0) else { return .failure(FileReadProblem("not a usable path")) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(FileReadProblem(String(cString: strerror(errno)).lowercased())) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(FileReadProblem(String(cString: strerror(errno)).lowercased())) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(FileReadProblem("is a folder, not a file"))
    case S_IFIFO: return .failure(FileReadProblem("is a FIFO (named pipe), not a regular file"))
    default: return .failure(FileReadProblem("is not a regular file"))
    }
    guard Int(info.st_size) <= limit else {
        return .failure(FileReadProblem("\(info.st_size) bytes is more than the limit of \(limit)"))
    }
    var data = Data()
    // Sized for the file as `fstat` saw it (one byte more, to see the end in the same read),
    // at most 64 KB: zeroing 64 KB for a source file of a few hundred bytes was most of the cost
    // of reading it. A file that grew since is read on in further chunks.
    var buffer = [UInt8](repeating: 0, count: min(65_536, max(Int(info.st_size), 0) + 1))
    while data.count <= limit {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            return .failure(FileReadProblem(String(cString: strerror(errno)).lowercased()))
        }
        if count == 0 { return .success(data) }
        data.append(contentsOf: buffer[0..<count])
    }
    return .failure(FileReadProblem("more than the limit of \(limit) bytes"))
}
