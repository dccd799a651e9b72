import Foundation

/// The `layoutlens` executable that `swift build` (and `swift test`) puts beside the tests, run
/// as a process of its own. A test that needs another working directory runs the command this
/// way: changing the test process's own working directory would disturb the tests running
/// beside it (a compiler started meanwhile inherits the folder, which the test then deletes).
enum LayoutLensExecutable {
    static let path = CheckEndToEndTests.repository.appendingPathComponent(".build/debug/layoutlens").path

    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Runs `layoutlens arguments` in `folder`; returns the exit status, standard output and
    /// standard error.
    static func run(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Standard error is read on another queue so neither pipe can fill and stall the child.
        let errorText = ReadInBackground(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorText.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}

/// A file handle read to its end on a global queue; `wait()` returns what it held.
private final class ReadInBackground: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
