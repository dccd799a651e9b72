#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything a child process writes to a pipe, read until the pipe closes.
///
/// Foundation's `FileHandle.readDataToEndOfFile()` on Linux reads with `try!`: a `read(2)`
/// interrupted by a signal (`EINTR`, "Interrupted system call" — a child exiting delivers
/// `SIGCHLD`) ends the whole process with a fatal error. POSIX says such a `read` may simply be
/// tried again (The Open Group, "read": "[EINTR] The read operation was terminated due to the
/// receipt of a signal, and no data was transferred"), which this does.
public enum PipeReading {
    /// The bytes read from `descriptor` until end of file; what was read before an error other
    /// than an interruption.
    public static func readToEnd(descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 || errno != EINTR {
                return bytes
            }
        }
    }
}
