import Diagnostics
import FileAccess
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine
import ProjectReader
import SwiftUIRuntime
import TextLayout
import Workers

/// `lint` on a set of files: each module read once (on the matrix's first device at Large),
/// every scenario laid out on every cell, the findings merged and filtered by the
/// `// layoutlens:disable:next` comments of the files they point into.
struct LintRun: Sendable {
    var matrix: LintMatrix
    var enabled: Set<LintRule>
    var locale: String?
    var measurer: any TextMeasuring = FontTextMeasurer()

    struct Outcome: Sendable {
        var findings: [LintFinding]
        var scenarioCount: Int
        var errorCount: Int
        /// The reader's diagnostics and lint's own notes, swiftc-style.
        var diagnosticsText: String
    }

    /// What one file gave.
    private struct FileOutcome: Sendable {
        var findings: [LintFinding]
        var scenarioCount: Int
        var errorCount: Int
        var diagnosticsText: String
    }

    /// Lints `files`; with `io`, a terminal's progress line counts the files and previews linted.
    func run(_ files: [FixtureFile], io: CommandIO? = nil) -> Outcome {
        let readDevice = matrix.devices.first ?? .default
        let settings = PreviewSettings(device: readDevice, dynamicTypeSize: .large, locale: locale)
        let layout = LintLayout(readDevice: readDevice, options: LayoutOptions(scale: readDevice.scale, textMeasurer: measurer))
        var findings: [LintFinding] = []
        var scenarioCount = 0, errorCount = 0
        var text = ""
        let matrix = self.matrix, enabled = self.enabled
        let progress = io.map { ProgressLine(io: $0, total: files.count) }
        var filesDone = 0
        progress?.update(0, "Reading and linting", previews: 0)
        for module in FixtureModules.groups(files) {
            OrderedParallelWork.forEach(FixtureReader.readings(module: module, settings: settings), transform: { reading in
                Self.lint(reading, matrix: matrix, enabled: enabled, layout: layout)
            }, consume: { _, file in
                findings += file.findings
                scenarioCount += file.scenarioCount
                errorCount += file.errorCount
                text += file.diagnosticsText
                filesDone += 1
                progress?.update(filesDone, "Reading and linting", previews: scenarioCount)
            })
        }
        progress?.finish()
        let (kept, notes) = Self.unsuppressed(LintFindings.merged(findings))
        return Outcome(findings: kept, scenarioCount: scenarioCount, errorCount: errorCount, diagnosticsText: text + notes)
    }

    private static func lint(_ reading: FileReading, matrix: LintMatrix, enabled: Set<LintRule>, layout: LintLayout) -> FileOutcome {
        var text = DiagnosticFormatter().format(reading.diagnostics, sources: [reading.file: reading.lines])
        let errors = reading.diagnostics.filter { $0.severity == .error }.count
        var findings: [LintFinding] = []
        if !reading.scenarios.isEmpty, let note = LintReadOnce.note(file: reading.file, lines: reading.lines) { text += note }
        for scenario in reading.scenarios {
            let facts = LintSourceFacts(root: scenario.root, sources: sources(of: scenario.root, own: reading.lines.bytes))
            findings += LintScenario(scenario, facts: facts, matrix: matrix, layout: layout).findings(enabled: enabled)
        }
        return FileOutcome(findings: LintFindings.merged(findings), scenarioCount: reading.scenarios.count, errorCount: errors,
                           diagnosticsText: text)
    }

    /// The bytes of every file the scenario's views are written in: its own (key nil) and the
    /// module files that declare its components.
    private static func sources(of root: ViewNode, own: [UInt8]) -> [String?: [UInt8]] {
        var files: Set<String> = []
        func collect(_ node: ViewNode) {
            if let file = node.source?.file { files.insert(file) }
            node.children.forEach(collect)
        }
        collect(root)
        var sources: [String?: [UInt8]] = [nil: own]
        for file in files { if case .success(let data) = readRegularFile(file) { sources[file] = [UInt8](data) } }
        return sources
    }

    /// The findings no `// layoutlens:disable:next` comment silences, and notes for comments
    /// naming no rule.
    private static func unsuppressed(_ findings: [LintFinding]) -> ([LintFinding], String) {
        var byFile: [String: LintSuppressions] = [:]
        var notes = ""
        for file in Set(findings.map(\.file)).sorted() {
            guard case .success(let data) = readRegularFile(file) else { continue }
            let suppressions = LintSuppressions(source: String(decoding: data, as: UTF8.self))
            for unknown in suppressions.unknownIDs {
                notes += "\(file):\(unknown.line):1: warning: '\(unknown.id)' in a layoutlens:disable:next comment is no lint rule "
                    + "(rules: \(LintRule.allCases.map(\.id).joined(separator: ", "))) [lint-unknown-rule]\n"
            }
            byFile[file] = suppressions
        }
        let kept = findings.filter { finding in !(byFile[finding.file]?.silences(finding.rule, onLine: finding.line) ?? false) }
        return (kept, notes)
    }
}
