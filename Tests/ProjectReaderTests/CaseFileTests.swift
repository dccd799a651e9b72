import Foundation
import Testing
import TestSupport
@testable import ProjectReader

/// Runs every case of `Cases/<concept>/<case>.swift` (`Cases/README.md`): the file is read as
/// the command line reads it, its first scenario laid out with the engine's defaults, and each
/// `// expect:` line must hold. Each line must also be able to fail: its mutant (a number one
/// more, a text changed, else the expectation negated) must be false.
@Suite struct CaseFileTests {
    static let paths = CaseFile.paths()

    @Test(arguments: paths)
    func caseHolds(_ path: String) throws {
        let file = try CaseFile.load(path)
        #expect(!file.sources.isEmpty, "\(path) says nowhere where its numbers come from (a '// source:' line)")
        #expect(!file.expectations.isEmpty, "\(path) expects nothing (no '// expect:' line)")
        let reading = SwiftUIFileReader.read(bytes: Array(file.source.utf8), file: path, assets: ImageAssets(directory: nil))
        let evaluation = CaseEvaluation(reading: reading)
        for line in file.expectations {
            if let problem = CaseExpectation.problem(with: line.text, in: evaluation) {
                Issue.record("\(path):\(line.line): \(problem)",
                             sourceLocation: SourceLocation(fileID: "ProjectReaderTests/\(path)", filePath: file.url.path, line: line.line, column: 1))
            }
        }
    }

    /// Every case is Swift as an app would hold it: `swiftc -parse` accepts them all (a case
    /// about an error pins one swiftc reports after parsing, such as a label given twice).
    @Test(.requires(.swiftc)) func swiftcParsesEveryCase() throws {
        let (status, output) = try ExternalTool.swiftc.run(["-frontend", "-parse"] + Self.paths.map { CaseFile.folder.appendingPathComponent($0).path })
        #expect(status == 0, "\(output)")
    }
}
