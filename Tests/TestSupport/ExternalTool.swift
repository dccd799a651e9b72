import FileAccess
import Foundation
import Testing

/// An external program some tests need (xmllint, Chromium, swiftc), looked up on `PATH`.
///
/// One policy for every such test: it carries `.requires(tool)`, so when the tool is missing the
/// test is reported as *skipped* with the reason, never as passed. With
/// `LAYOUTLENS_REQUIRE_TOOLS=1` (set by `.ci/run`, which installs the tools) the test runs anyway
/// and `try tool.path()` fails it: in CI a missing tool is a failure.
public struct ExternalTool: Sendable, CustomStringConvertible {
    /// Executable names tried in order.
    public let names: [String]
    /// How to get the tool.
    public let installHint: String

    public init(names: [String], installHint: String) {
        self.names = names
        self.installHint = installHint
    }

    public static let xmllint = ExternalTool(names: ["xmllint"], installHint: "apt-get install libxml2-utils")
    public static let chromium = ExternalTool(names: ["chromium", "chromium-browser"], installHint: "apt-get install chromium")
    public static let swiftc = ExternalTool(names: ["swiftc"], installHint: "a Swift toolchain")

    public var description: String { names[0] }

    /// `LAYOUTLENS_REQUIRE_TOOLS=1`: a missing tool fails the tests that need it.
    public static var toolsRequired: Bool {
        ProcessInfo.processInfo.environment["LAYOUTLENS_REQUIRE_TOOLS"] == "1"
    }

    /// The first executable with one of `names` in a `PATH` folder, or nil.
    public var location: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in names {
            for folder in folders {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// Why a test needing the tool is skipped.
    public var skipReason: String {
        "\(self) is not on PATH (\(installHint); .ci/run installs it). LAYOUTLENS_REQUIRE_TOOLS=1 makes this a failure."
    }

    /// The tool's path; throws (failing the test) when it is missing, which only happens when the
    /// test runs although the tool is absent, i.e. under `LAYOUTLENS_REQUIRE_TOOLS=1`.
    public func path(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(location, "\(self) is required (LAYOUTLENS_REQUIRE_TOOLS=1) but not on PATH (\(installHint))",
                     sourceLocation: sourceLocation)
    }

    /// Runs the tool with `arguments`; returns the exit status and the combined output. A run that
    /// outlives `timeout` seconds is terminated. `folder`: the working directory to start it in
    /// (a test that changes the process's own working directory and deletes it makes starting a
    /// process without one fail with ENOENT).
    public func run(_ arguments: [String], in folder: URL? = nil, timeout: TimeInterval = 120,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> (status: Int32, output: String) {
        try Self.run(executable: try path(sourceLocation: sourceLocation), arguments, in: folder, timeout: timeout)
    }

    /// Runs the executable at `path` with `arguments` in `folder` (or the test process's own);
    /// returns the exit status and the combined output. A run that outlives `timeout` seconds is
    /// terminated.
    public static func run(executable path: String, _ arguments: [String], in folder: URL? = nil,
                           timeout: TimeInterval = 120) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        let data = PipeReading.readToEnd(descriptor: output.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        timer.cancel()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when `tool` is on `PATH` (or `LAYOUTLENS_REQUIRE_TOOLS=1`); otherwise
    /// it is skipped with the reason.
    public static func requires(_ tool: ExternalTool) -> Self {
        .enabled(if: tool.location != nil || ExternalTool.toolsRequired, Comment(rawValue: tool.skipReason))
    }
}
