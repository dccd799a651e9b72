import Foundation
import Testing
@testable import LayoutLensCLI

/// Issue 17's command-line nits and the "empty is an error" rule, end to end through
/// `LayoutLens.main`.
@Suite("messages and empty runs")
struct CLIMessageTests {
    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) { CapturedIO.layoutlens(arguments) }

    /// A fresh folder; `files` maps names to contents.
    func folder(_ files: [String: String] = [:]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-messages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return url
    }

    @Test func unknownShortOptionBeforeTheCommandIsNamed() {
        let result = run(["-x", "render"])
        #expect(result.status == 2)
        #expect(result.error == "error: unknown option '-x'\nSee 'layoutlens --help'.\n")
    }

    @Test func helpForAnUnknownCommandIsAnError() {
        let result = run(["help", "nope"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == "error: unknown command 'nope'\nSee 'layoutlens --help'.\n")
        let close = run(["help", "rendr"])
        #expect(close.error == "error: unknown command 'rendr'\nDid you mean 'render'?\nSee 'layoutlens --help'.\n")
        #expect(run(["help", "render"]).status == 0)
    }

    @Test func everyUsageErrorStartsWithLowerCaseError() throws {
        let empty = try folder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let lines = [
            run(["-x"]).error, run([]).error, run(["rendr"]).error,
            run(["render", "--out"]).error, run(["check", empty.path, "--out", "o", "--fail-on", "chnged"]).error,
            run(["frames", "/no/such/folder"]).error, run(["render", "/no/such/folder", "--out", "o"]).error,
            run(["frames", "x.swift", "--format", "jsn"]).error,
        ]
        for text in lines {
            #expect(text.hasPrefix("error: "), "\(text)")
            #expect(!text.contains("Error:"), "\(text)")
            #expect(!text.contains("directory"), "\(text)")
        }
    }

    @Test func suggestionsForValuesAndFailOnKinds() throws {
        let empty = try folder()
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(run(["frames", "x.swift", "--format", "jsn"]).error.contains("\nDid you mean 'json'?\n"))
        let failOn = run(["check", empty.path, "--out", empty.appendingPathComponent("r").path, "--fail-on", "chnged"])
        #expect(failOn.status == 2)
        #expect(failOn.error.contains("error: unknown kind 'chnged' in --fail-on"))
        #expect(failOn.error.contains("Did you mean 'changed'?"))
    }

    // MARK: Empty is an error

    @Test func checkOfAFolderWithoutPreviewsExits2NamingThePath() throws {
        let empty = try folder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let report = empty.appendingPathComponent("report").path
        let result = run(["check", empty.path, "--out", report])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: no scenarios in '\(empty.path)'"))
        #expect(result.error.contains("--allow-empty"))
        #expect(!FileManager.default.fileExists(atPath: report), "nothing is written for an empty run")
        let allowed = run(["check", empty.path, "--out", report, "--allow-empty"])
        #expect(allowed.status == 0, "\(allowed.error)")
        #expect(allowed.output.contains("Checked 0 scenarios"))
    }

    @Test func aFileWithoutPreviewsLaysOutItsMainView() throws {
        // A view but no preview: its main view is laid out as `#Preview { Plain() }` would show it,
        // with a warning saying so (ImplicitPreview.swift); exit 0.
        let dir = try folder(["Plain.swift": "import SwiftUI\n\nstruct Plain: View {\n    var body: some View { Text(\"Hi\") }\n}\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Plain.swift").path
        let render = run(["render", file, "--out", dir.appendingPathComponent("site").path])
        #expect(render.status == 0, "\(render.error)")
        #expect(render.error.contains("\(file):3:8: warning: the file has no preview; 'Plain' is laid out"))
        let frames = run(["frames", file, "--format", "text"])
        #expect(frames.status == 0, "\(frames.error)")
        #expect(frames.output.contains("Text"))
        // A file with no view at all still has nothing to lay out.
        let bare = try folder(["Model.swift": "struct Model { var n = 1 }\n"])
        defer { try? FileManager.default.removeItem(at: bare) }
        #expect(run(["frames", bare.appendingPathComponent("Model.swift").path]).status == 2)
    }
}
