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
import Render

/// Writes a `check` run's artifacts into the output folder, and nothing elsewhere:
/// `index.html` (the report), `summary.json`, `junit.xml` and `summary.md`.
public enum CheckReportWriter {
    public static let files = ["index.html", "summary.json", "junit.xml", "summary.md"]

    /// Returns the paths written.
    @discardableResult
    /// The folder must be new, empty, or hold the manifest of an earlier run (`OutputManifest`),
    /// whose listed files alone are replaced, unless `force`.
    public static func write(_ summary: CheckSummary, to folder: String, baseline: String? = nil,
                             templatesDirectory: String? = nil, sourceLinkTemplate: String? = nil, force: Bool = false) throws -> [String] {
        if let refusal = OutputManifest.refusal(ofFolder: folder, force: force) {
            throw OutputRefusal(refusal)
        }
        let listed = OutputManifest.read(in: folder) ?? []
        if !force, let foreign = files.first(where: { !listed.contains($0) && FilePaths.kind(of: SnapshotStore.join(folder, $0)) == .regularFile }) {
            throw OutputRefusal(OutputManifest.foreignFile(SnapshotStore.join(folder, foreign)))
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw FileWriteProblem(path: folder, reason: FilePaths.reason(error))
        }
        let roots = [WritableRoot(folder, kind: .output).resolvingLinks()]
        let summaryPath = SnapshotStore.join(folder, "summary.json")
        let links = SourceLinks(template: sourceLinkTemplate, reportFolder: folder,
                                workingDirectory: FileManager.default.currentDirectoryPath)
        let report = try CheckReport(summary: summary, summaryPath: summaryPath, templatesDirectory: templatesDirectory,
                                     sourceLinks: links)
        let contents: [(String, String)] = [
            ("index.html", try report.html()),
            ("summary.json", summary.json(baseline: baseline).serialized(pretty: true) + "\n"),
            ("junit.xml", summary.junitXML()),
            ("summary.md", summary.markdown()),
        ]
        var written: [String] = []
        for (name, text) in contents where name.hasSuffix(".html") {
            if let attribute = NonFiniteAttributes.first(in: text) {
                throw PathRefusal(path: SnapshotStore.join(folder, name),
                                  reason: "\(attribute) is not a finite number (a LayoutLens bug; please report it)")
            }
        }
        for (name, text) in contents {
            let path = SnapshotStore.join(folder, name)
            try writePermittedFile(Data(text.utf8), to: path, in: roots)
            written.append(path)
        }
        let kept = listed.filter { FilePaths.kind(of: SnapshotStore.join(folder, $0)) == .regularFile }
        try writePermittedFile(Data(OutputManifest.text(kept.union(files)).utf8), to: SnapshotStore.join(folder, OutputManifest.fileName), in: roots)
        return written
    }
}
