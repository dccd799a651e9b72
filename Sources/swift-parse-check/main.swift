import Diagnostics
import Foundation
import SwiftFrontEnd
import SwiftSourceFuzzing

// Parses Swift files with SwiftFrontEnd and prints each file's diagnostics the way swiftc does
// (`path:line:col: error: message`), for the differential test against `swiftc -parse`.
//
//     swift-parse-check FILE…            diagnostics of each file (first error per file with --first)
//     swift-parse-check --differential [COUNT] [SEED]
//                                         compares verdicts and first-error lines with swiftc
//     swift-parse-check --compare FILE…   the same comparison for existing files (real Swift code)
//     swift-parse-check --generate DIR COUNT SEED
//                                         writes COUNT generated/mutated Swift files into DIR
var arguments = Array(CommandLine.arguments.dropFirst())
var firstOnly = false
if arguments.first == "--first" {
    firstOnly = true
    arguments.removeFirst()
}
if arguments.first == "--generate", arguments.count >= 4, let count = Int(arguments[2]), let seed = UInt64(arguments[3]) {
    let directory = arguments[1]
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for index in 0..<count {
        let text = arguments.count > 4 && arguments[4] == "valid"
            ? SourceGenerator.file(seed: seed &+ UInt64(index)) : SourceGenerator.sample(seed: seed &+ UInt64(index))
        FileManager.default.createFile(atPath: "\(directory)/g\(index).swift", contents: Data(text.utf8))
    }
    exit(0)
}
/// Prints a comparison with swiftc (each disagreement, then every verdict disagreement under
/// `heading`, then the figures) and exits 0 when every verdict agrees, else 1.
func finish(_ report: DifferentialRunner.Report, heading: String) -> Never {
    for line in report.disagreements { print(line) }
    if !report.verdictDisagreements.isEmpty {
        print(heading)
        for line in report.verdictDisagreements { print(line) }
    }
    print(report)
    exit(report.verdictAgreements == report.files ? 0 : 1)
}
if arguments.first == "--compare" {
    guard let swiftc = DifferentialRunner.findSwiftc() else {
        print("swiftc not found: the comparison needs the Swift toolchain")
        exit(2)
    }
    let runner = DifferentialRunner(swiftc: swiftc, directory: NSTemporaryDirectory())
    finish(try runner.run(paths: Array(arguments.dropFirst())), heading: "every verdict disagreement:")
}
if arguments.first == "--differential" {
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 20_000 : 20_000
    let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1
    guard let swiftc = DifferentialRunner.findSwiftc() else {
        print("swiftc not found: the differential test needs the Swift toolchain")
        exit(2)
    }
    let directory = NSTemporaryDirectory() + "swift-parse-differential-\(ProcessInfo.processInfo.processIdentifier)"
    let report = try DifferentialRunner(swiftc: swiftc, directory: directory).run(count: count, seed: seed)
    try? FileManager.default.removeItem(atPath: directory)
    finish(report, heading: "every verdict disagreement (reproduce one with --generate DIR 1 SEED):")
}
var output = ""
for path in arguments {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("\(path): error: cannot read file\n".utf8))
        exit(2)
    }
    let (_, diagnostics) = SwiftParser.parse(bytes: [UInt8](data), file: path)
    for diagnostic in diagnostics where diagnostic.severity == .error {
        output += "\(path):\(diagnostic.line):\(diagnostic.column): error: \(diagnostic.text)\n"
        if firstOnly { break }
    }
}
FileHandle.standardOutput.write(Data(output.utf8))
