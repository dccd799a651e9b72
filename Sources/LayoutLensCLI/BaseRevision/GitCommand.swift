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
import LayoutEngine
import Workers

/// Runs `git` and collects what it prints. Only read-only subcommands are run (`rev-parse`,
/// `ls-tree`, `cat-file`), with `GIT_OPTIONAL_LOCKS=0` so git never refreshes the index on the
/// way (git-config(1), "GIT_OPTIONAL_LOCKS"): `check --base` leaves the working tree, the index and
/// the refs as they were.
struct GitCommand {
    /// The folder git runs in (`git -C`).
    var folder: String

    struct Output {
        var status: Int32
        var standardOutput: Data
        var standardError: String

        var text: String { String(decoding: standardOutput, as: UTF8.self).trimmedOfWhitespaceAndNewlines() }
    }

    /// Runs `git -C folder arguments…`, writing `input` to its standard input. Throws only when
    /// git cannot be started (not installed).
    func run(_ arguments: [String], input: Data? = nil) throws -> Output {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        // Started in the folder itself, not in the process's working directory, which may be gone.
        let child = try SpawnedProcess(path: "/usr/bin/env", arguments: ["git", "-C", folder] + arguments,
                                       environment: environment, folder: folder, feedsInput: input != nil)
        // Both pipes are drained at once, and the input fed from another thread, so that a
        // full pipe never blocks git while this thread waits on the other one.
        let errorsRead = CountingSemaphore(), inputWritten = CountingSemaphore()
        let collected = CollectedBytes()
        DetachedThread.start {
            collected.errors = SpawnedProcess.readToEnd(child.standardError)
            errorsRead.signal()
        }
        if let input, let feed = child.standardInput {
            DetachedThread.start {
                SpawnedProcess.writeAll(input, to: feed)
                inputWritten.signal()
            }
        } else {
            inputWritten.signal()
        }
        let standardOutput = SpawnedProcess.readToEnd(child.standardOutput)
        errorsRead.wait()
        inputWritten.wait()
        let status = child.waitForExit()
        return Output(status: status, standardOutput: Data(standardOutput),
                      standardError: String(decoding: collected.errors, as: UTF8.self))
    }
}

/// Bytes written by one thread and read by another after it signalled.
private final class CollectedBytes: @unchecked Sendable {
    var errors: [UInt8] = []
}
