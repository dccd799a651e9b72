import FileAccess
import Diagnostics
import Foundation
import Testing
@testable import SwiftFrontEnd
import SwiftSourceFuzzing

/// Realistic SwiftUI files written for this project (cards, lists, settings, a flow `Layout`,
/// models, view models, previews): every one parses without a diagnostic, and swiftc agrees.
@Suite struct CorpusTests {
    static let files: [URL] = {
        let folder = testsFolder.appendingPathComponent("Corpus")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test func corpusIsThere() {
        #expect(Self.files.count >= 7)
    }

    @Test(arguments: files)
    func parsesWithoutDiagnostics(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        let (file, diagnostics) = SwiftParser.parse(bytes: [UInt8](data), file: url.lastPathComponent)
        #expect(diagnostics.isEmpty, "\(DiagnosticFormatter().format(diagnostics, sources: [url.lastPathComponent: file.lineTable]))")
        #expect(!file.statements.isEmpty)
    }

    @Test func swiftcAcceptsTheCorpus() throws {
        guard let swiftc = DifferentialRunner.findSwiftc() else {
            print("CorpusTests: skipped swiftc check (swiftc not found on PATH or in /opt/swift)")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-frontend", "-parse"] + Self.files.map(\.path)
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let output = PipeReading.readToEnd(descriptor: pipe.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: output, as: UTF8.self))")
    }
}
