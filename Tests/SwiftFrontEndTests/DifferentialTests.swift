import Foundation
import Testing
import SwiftSourceFuzzing

/// A fixed seeded sample of the differential test against `swiftc -parse` (the long run is
/// `scripts/parse-differential.sh`). The oracle is the toolchain's parser, not this project.
@Suite struct DifferentialTests {
    @Test func fixedSampleAgreesWithSwiftc() throws {
        guard let swiftc = DifferentialRunner.findSwiftc() else {
            print("DifferentialTests: skipped (swiftc not found on PATH or in /opt/swift)")
            return
        }
        let directory = NSTemporaryDirectory() + "swift-front-end-differential-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = try DifferentialRunner(swiftc: swiftc, directory: directory).run(count: 400, seed: 20_261_123)
        print(report)
        for line in report.disagreements { print(line) }
        #expect(report.files == 400)
        // Verdicts (accept / reject) must all agree; the generator makes both kinds.
        #expect(report.verdictAgreements == report.files)
        #expect(report.bothRejected > 100)
        #expect(report.files - report.bothRejected > 100)
        // The first error on the same line as swiftc's first error in at least 95 % of rejections.
        #expect(report.firstLineAgreement >= 0.95)
    }
}
