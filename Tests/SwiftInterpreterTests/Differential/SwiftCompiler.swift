import FileAccess
import Foundation

/// The real Swift compiler as an oracle: compiles one file and runs it, with a time limit.
struct SwiftCompiler {
    let executable: String

    /// The `swiftc` on PATH (or in /opt/swift), nil when there is none.
    static func find() -> SwiftCompiler? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"] {
            let candidate = folder + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return SwiftCompiler(executable: candidate) }
        }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Compiles `source` (module `main`, so types print as `main.T`) and returns what the program
    /// printed. Compile errors and crashes are failures.
    func compileAndRun(_ source: String, in folder: URL, timeout: TimeInterval = 60) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The folder is this process's own (`scratchFolder`); nothing is kept once the output is read.
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift")
        let binary = folder.appendingPathComponent("program")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let compiled = try run(executable, ["-module-name", "main", "-Onone", file.path, "-o", binary.path], timeout: 300)
        guard compiled.status == 0 else { throw Failure(description: "swiftc failed:\n" + compiled.output.prefix(4000)) }
        let ran = try run(binary.path, [], timeout: timeout)
        guard ran.status == 0 else {
            throw Failure(description: "compiled program exited with \(ran.status):\n" + ran.output.suffix(2000))
        }
        return ran.output
    }

    private func run(_ path: String, _ arguments: [String], timeout: TimeInterval) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let deadline = DispatchTime.now() + timeout
        let group = DispatchGroup()
        group.enter()
        nonisolated(unsafe) var data: [UInt8] = []
        DispatchQueue.global().async {
            data = PipeReading.readToEnd(descriptor: pipe.fileHandleForReading.fileDescriptor)
            group.leave()
        }
        if group.wait(timeout: deadline) == .timedOut {
            process.terminate()
            throw Failure(description: "\(path) took longer than \(Int(timeout)) s")
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
