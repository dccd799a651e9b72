import FileAccess
import Foundation
import SwiftFrontEnd

/// Runs the differential test: generated and mutated files are parsed by SwiftFrontEnd and by
/// `swiftc -frontend -parse` (many files per process), and the verdicts (accept/reject) and the
/// lines of the first errors are compared.
///
/// Files are parsed by swiftc as library files (none is `main.swift`), so its "statements/
/// expressions are not allowed at the top level" errors are ignored: SwiftFrontEnd reads
/// top-level code as a script or playground would.
public struct DifferentialRunner {
    /// The outcome of one run.
    public struct Report: Sendable, CustomStringConvertible {
        public var files = 0
        public var verdictAgreements = 0
        /// Files both parsers rejected.
        public var bothRejected = 0
        /// Files both rejected with the first error on the same line.
        public var firstLineAgreements = 0
        /// Descriptions of the first disagreements (seed, both first errors).
        public var disagreements: [String] = []
        /// Every verdict disagreement (up to 500), whatever `keep` says: the ones to fix first.
        public var verdictDisagreements: [String] = []

        public var verdictAgreement: Double { files == 0 ? 1 : Double(verdictAgreements) / Double(files) }
        public var firstLineAgreement: Double { bothRejected == 0 ? 1 : Double(firstLineAgreements) / Double(bothRejected) }

        public var description: String {
            let verdict = String(format: "%.2f", verdictAgreement * 100)
            let line = String(format: "%.2f", firstLineAgreement * 100)
            return "files: \(files)\nverdict agreement: \(verdictAgreements)/\(files) (\(verdict) %)\n"
                + "rejected by both: \(bothRejected)\nfirst-error line agreement: \(firstLineAgreements)/\(bothRejected) (\(line) %)"
        }
    }

    /// The swiftc on PATH or in the toolchain folder, or nil when there is none.
    public static func findSwiftc() -> String? {
        var candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        candidates.append("/opt/swift/usr/bin/swiftc")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    let swiftc: String
    let directory: String

    public init(swiftc: String, directory: String) {
        self.swiftc = swiftc
        self.directory = directory
    }

    /// Compares `count` files made from seeds `seed`, `seed + 1`, …; `keep` disagreements are described.
    public func run(count: Int, seed: UInt64, batchSize: Int = 400, keep: Int = 20) throws -> Report {
        var report = Report()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var start = 0
        while start < count {
            let end = min(count, start + batchSize)
            var paths: [String] = []
            var texts: [String] = []
            for index in start..<end {
                let text = SourceGenerator.sample(seed: seed &+ UInt64(index))
                let path = "\(directory)/s\(seed &+ UInt64(index)).swift"
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                paths.append(path)
                texts.append(text)
            }
            try compare(paths: paths, texts: texts, keep: keep, into: &report)
            for path in paths { try? FileManager.default.removeItem(atPath: path) }
            start = end
        }
        return report
    }

    /// Compares the Swift files at `paths` (real code gathered from elsewhere, say), in batches of
    /// `batchSize` files per swiftc process; `keep` line disagreements are described.
    public func run(paths: [String], batchSize: Int = 200, keep: Int = 50) throws -> Report {
        var report = Report()
        var start = 0
        while start < paths.count {
            let batch = Array(paths[start..<min(paths.count, start + batchSize)])
            let texts = batch.map { path in
                String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
            }
            try compare(paths: batch, texts: texts, keep: keep, into: &report)
            start += batchSize
        }
        return report
    }

    /// Parses each file with SwiftFrontEnd and with swiftc and adds the comparison to `report`.
    func compare(paths: [String], texts: [String], keep: Int, into report: inout Report) throws {
        let theirs = try swiftcFirstErrors(paths)
        for (offset, path) in paths.enumerated() {
            let (_, diagnostics) = SwiftParser.parse(text: texts[offset], file: path)
            let ours = diagnostics.first { $0.severity == .error }
            let their = theirs[path]
            report.files += 1
            if (ours == nil) == (their == nil) {
                report.verdictAgreements += 1
                if let ours, let their {
                    report.bothRejected += 1
                    if ours.line == their.line {
                        report.firstLineAgreements += 1
                    } else if report.disagreements.count < keep {
                        report.disagreements.append("\(path): line differs: swiftc \(their.line): \(their.message) | ours \(ours.line):\(ours.column): \(ours.text)")
                    }
                }
            } else {
                let theirText = their.map { "\($0.line): \($0.message)" } ?? "accepts"
                let ourText = ours.map { "\($0.line):\($0.column): \($0.text)" } ?? "accepts"
                let description = "\(path): verdict differs: swiftc \(theirText) | ours \(ourText)"
                if report.verdictDisagreements.count < 500 { report.verdictDisagreements.append(description) }
                if report.disagreements.count < keep { report.disagreements.append(description) }
            }
        }
    }

    /// swiftc's first error (line, message) for each file that has one.
    func swiftcFirstErrors(_ paths: [String]) throws -> [String: (line: Int, message: String)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-frontend", "-parse", "-diagnostic-style=llvm"] + paths
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = PipeReading.readToEnd(descriptor: pipe.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        var first: [String: (line: Int, message: String)] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let message = String(line[range.upperBound...])
            if message.hasSuffix("are not allowed at the top level") { continue }
            let location = line[..<range.lowerBound].split(separator: ":")
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]) else { continue }
            let path = location[..<(location.count - 2)].joined(separator: ":")
            if first[path] == nil { first[path] = (lineNumber, message) }
        }
        return first
    }
}
