import Foundation
import PackagePlugin

/// `swift package layoutlens <command> [options]`: runs the `layoutlens` tool of this package over
/// the package that depends on it.
///
/// `--target NAME` (repeatable, SwiftPM's convention for command plugins) names the targets to
/// read; without it, every non-test source target is. Their folders are the tool's inputs unless
/// the arguments or the package's `.layoutlens.json` give inputs (they are handed over in
/// `LAYOUTLENS_DEFAULT_INPUTS`, which the tool uses only then). The tool runs in the package's
/// folder, so relative paths (`--out layout-report`) land there; writing them needs the
/// permission SwiftPM asks for (`--allow-writing-to-package-directory` when not interactive).
@main
struct LayoutLensPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let targets = named.isEmpty
            ? context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
            : try context.package.targets(named: named).compactMap { $0 as? SourceModuleTarget }
        let packageFolder = context.package.directoryURL
        // `SourceModuleTarget.directory` (a Path): its URL form needs tools version 6.1.
        let inputs = targets.map { relative(URL(fileURLWithPath: $0.directory.string), to: packageFolder) }

        let process = Process()
        process.executableURL = try context.tool(named: "layoutlens").url
        process.arguments = extractor.remainingArguments
        process.currentDirectoryURL = packageFolder
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTLENS_DEFAULT_INPUTS"] = inputs.joined(separator: "\n")
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("layoutlens \(extractor.remainingArguments.first ?? "") exited with status \(process.terminationStatus)")
            throw LayoutLensPluginFailure(status: process.terminationStatus)
        }
    }

    /// `folder` relative to the package (`Sources/App`), or its absolute path outside it.
    func relative(_ folder: URL, to package: URL) -> String {
        let path = folder.standardizedFileURL.path, root = package.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}

/// The tool's exit status, so `swift package layoutlens check` fails when the check does.
struct LayoutLensPluginFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "layoutlens exited with status \(status)" }
}
