import Foundation
import Testing
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
}
