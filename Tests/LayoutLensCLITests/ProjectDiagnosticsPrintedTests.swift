import Foundation
import Testing
@testable import LayoutLensCLI

/// What reading a project found is printed by every command that reads one, once, with its id:
/// `Apps/Garage`'s `Project.swift` makes the app depend on `Telemetry`, a target it does not
/// declare, which the project model reports as `unknownDependency` (docs/diagnostics.md). Before,
/// only errors and SwiftGen's warnings were printed, so this warning was silent.
@Suite struct ProjectDiagnosticsPrintedTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectReaderTests/Apps/Garage").path

    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) { CapturedIO.layoutlens(arguments) }

    /// The lines of `text` that carry the project's warning.
    private func telemetryLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains("Telemetry") }
    }

    @Test func framesPrintsTheProjectsWarningOnceWithItsId() throws {
        let result = runFrames(FramesOptions(inputs: [Self.app], format: .text))
        #expect(result.status == 0, "\(result.standardError)")
        let lines = telemetryLines(result.standardError)
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix(Self.app + "/Project.swift:") == true)
        #expect(lines.first?.hasSuffix("[unknownDependency]") == true)
    }

    /// In the JSON document the warning is among the diagnostics, with its id, once.
    @Test func framesJSONListsTheProjectsWarning() throws {
        let result = runFrames(FramesOptions(inputs: [Self.app], format: .json))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.filter { $0["id"] as? String == "unknownDependency" }.count == 1)
    }

    /// Given the folder twice, the project is read once and its warning said once.
    @Test func theSameProjectGivenTwiceSaysItsWarningOnce() {
        let result = runFrames(FramesOptions(inputs: [Self.app, Self.app + "/Garage/Sources"], format: .text))
        #expect(telemetryLines(result.standardError).count == 1, "\(result.standardError)")
    }

    /// `render` and `check` print it the same way.
    @Test func renderAndCheckPrintItToo() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-projectdiagnostics-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let render = run(["render", Self.app, "--out", out])
        #expect(telemetryLines(render.error).count == 1, "\(render.error)")
        #expect(telemetryLines(render.error).first?.hasSuffix("[unknownDependency]") == true)
        let check = run(["check", Self.app, "--out", out + "/report", "--baseline", out + "/baseline", "--record", "never"])
        #expect(telemetryLines(check.error).count == 1, "\(check.error)")
    }
}
