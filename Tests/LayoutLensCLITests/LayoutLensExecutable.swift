import Foundation
import TestSupport

/// The `layoutlens` executable that `swift build` (and `swift test`) puts beside the tests, run
/// as a process of its own. A test that needs another working directory runs the command this
/// way: changing the test process's own working directory would disturb the tests running
/// beside it (a compiler started meanwhile inherits the folder, which the test then deletes).
enum LayoutLensExecutable {
    static let path = CheckEndToEndTests.repository.appendingPathComponent(".build/debug/layoutlens").path

    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Runs `layoutlens arguments` in `folder`; returns the exit status and the combined output.
    static func run(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        try ExternalTool.run(executable: path, arguments, in: URL(fileURLWithPath: folder))
    }
}
