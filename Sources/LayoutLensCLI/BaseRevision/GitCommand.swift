import Foundation

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

        var text: String { String(decoding: standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// Runs `git -C folder arguments…`, writing `input` to its standard input. Throws only when
    /// git cannot be started (not installed).
    func run(_ arguments: [String], input: Data? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        // Started in the folder itself, not in the process's working directory, which may be gone.
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe(), errors = Pipe(), feed = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        try process.run()
        // Both pipes are drained at once, and the input fed from another thread, so that a
        // full pipe never blocks git while this thread waits on the other one.
        let group = DispatchGroup()
        let collected = CollectedBytes()
        DispatchQueue.global().async(group: group) { collected.errors = errors.fileHandleForReading.readDataToEndOfFile() }
        if let input {
            DispatchQueue.global().async(group: group) {
                try? feed.fileHandleForWriting.write(contentsOf: input)
                try? feed.fileHandleForWriting.close()
            }
        }
        let standardOutput = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, standardOutput: standardOutput,
                      standardError: String(decoding: collected.errors, as: UTF8.self))
    }
}

/// Bytes written by one thread and read by another after `DispatchGroup.wait`.
private final class CollectedBytes: @unchecked Sendable {
    var errors = Data()
}
