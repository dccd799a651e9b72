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

/// A child process started with `posix_spawn`, its standard output and error on pipes and its
/// standard input on a pipe or `/dev/null`: what `Process` with `Pipe`s does, without linking
/// Foundation. The parent's ends are closed on exec (`O_CLOEXEC`), so a second child never holds
/// them open.
struct SpawnedProcess: @unchecked Sendable {
    /// Why the child could not be started (`posix_spawn`'s error number).
    struct StartFailure: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var description: String { "cannot run \(path): \(String(cString: strerror(code)))" }
    }

    let identifier: pid_t
    /// The parent's ends: the child's standard output and error to read, its input to write.
    let standardOutput: Int32
    let standardError: Int32
    let standardInput: Int32?

    /// Starts `path` with `arguments` (the program's name is put first) and `environment`, in
    /// `folder`.
    init(path: String, arguments: [String], environment: [String: String], folder: String, feedsInput: Bool) throws {
        let output = try Self.pipe(path), errors = try Self.pipe(path)
        let input = feedsInput ? try Self.pipe(path) : nil
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input.read, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
        Self.addChangeOfFolder(&actions, folder)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, path, &actions, nil, argv, envp)
        // The child's ends are the child's alone now.
        close(output.write)
        close(errors.write)
        if let input { close(input.read) }
        guard status == 0 else {
            close(output.read)
            close(errors.read)
            if let input { close(input.write) }
            throw StartFailure(path: path, code: status)
        }
        identifier = child
        standardOutput = output.read
        standardError = errors.read
        standardInput = input?.write
    }

    /// Everything read from `descriptor` until its end; the descriptor is closed.
    static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        defer { close(descriptor) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                result.append(contentsOf: buffer[..<count])
            } else if count == 0 || errno != EINTR {
                return result
            }
        }
    }

    /// Writes `bytes` to `descriptor` and closes it. A child that exits before reading all of it
    /// ends the write (EPIPE): `SIGPIPE` is blocked on the writing thread, so it is not raised
    /// for the process, as `FileHandle`'s write failing with an error was not.
    static func writeAll(_ bytes: Data, to descriptor: Int32) {
        defer { close(descriptor) }
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        bytes.withUnsafeBytes { StandardStream(descriptor: descriptor).write($0) }
    }

    /// Waits for the child to end: its exit status, or the number of the signal that ended it
    /// (as `Process.terminationStatus`).
    func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(identifier, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : signal
    }

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, macOS 10.15), looked up at run time:
    /// Swift's `Glibc` module does not declare it. Without it the child starts in this process's
    /// folder, and `git -C` still finds the repository.
    private static func addChangeOfFolder(_ actions: inout posix_spawn_file_actions_t, _ folder: String) {
        typealias AddChangeOfFolder = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return }
        _ = unsafeBitCast(symbol, to: AddChangeOfFolder.self)(&actions, folder)
    }

    private static func systemPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 {
        #if canImport(Glibc)
        Glibc.pipe(ends)
        #else
        Darwin.pipe(ends)
        #endif
    }

    private static func pipe(_ path: String) throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Self.systemPipe(&ends) == 0 else { throw StartFailure(path: path, code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}
