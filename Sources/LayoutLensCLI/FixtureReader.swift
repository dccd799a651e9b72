import Diagnostics
import LayoutEngine
import ProjectModel
import ProjectReader
import SwiftUIRuntime

/// What reading a fixture file gave: its scenarios and its diagnostics, already formatted.
struct FixtureReading {
    var scenarios: [Scenario]
    /// swiftc-style text (`file:line:col: error: …` + source line + caret) for stderr.
    var diagnosticsText: String
    var errorCount: Int
    var warningCount: Int
    /// The file's text as read (empty when it could not be read).
    var sourceText: String
}

/// Reads SwiftUI fixture files through `ProjectReader` (images from `Assets/` beside each).
enum FixtureReader {
    static func read(_ file: FixtureFile, settings: PreviewSettings = .init()) -> FixtureReading {
        reading(SwiftUIFileReader.read(path: file.path, settings: settings))
    }

    /// The files of one module (`FixtureModules`), read as one program, in their order.
    static func read(module files: [FixtureFile], settings: PreviewSettings = .init()) -> [FixtureReading] {
        readings(module: files, settings: settings).map(reading)
    }

    /// The files of one module read as one program with the rest of it (`FixtureFile.context`).
    static func readings(module files: [FixtureFile], settings: PreviewSettings) -> [FileReading] {
        guard let first = files.first, let context = first.context else {
            return files.map { SwiftUIFileReader.read(path: $0.path, settings: settings) }
        }
        // The files read are named as given (`./App/View.swift`), their context as the model spells it.
        var settings = settings
        settings.compilationConditions = context.compilationConditions
        settings.moduleOfFile = context.moduleOfFile
        for file in files {
            if let conditions = context.compilationConditions[ProjectLayout.spelling(of: file.path)] {
                settings.compilationConditions[file.path] = conditions
            }
            if let module = context.moduleOfFile[ProjectLayout.spelling(of: file.path)] { settings.moduleOfFile[file.path] = module }
        }
        return ModuleReader.read(paths: files.map(\.path), contextPaths: contextPaths(context, besides: files),
                                 resourcePaths: context.resourcePaths, ownResourcePaths: context.ownResourcePaths,
                                 moduleNames: context.moduleNames, remotePackages: context.remotePackages,
                                 linkedRemotePackages: context.linkedRemotePackages,
                                 appRootInjections: context.appRootInjections, bundleIdentity: context.bundleIdentity,
                                 packageTargets: context.packageTargets, accessorTargets: context.accessorTargets,
                                 settings: settings).readings
    }

    /// The module's other files: its context less the files read. The model spells its paths
    /// normally; a file given as `./App/View.swift` is still one of the module's files, never
    /// loaded a second time as context (every declaration of it would be declared twice).
    static func contextPaths(_ context: ModuleContext, besides files: [FixtureFile]) -> [String] {
        let own = Set(files.map { ProjectLayout.spelling(of: $0.path) })
        return context.contextPaths.filter { !own.contains(ProjectLayout.spelling(of: $0)) }
    }

    private static func reading(_ reading: FileReading) -> FixtureReading {
        let text = DiagnosticFormatter().format(reading.diagnostics, sources: [reading.file: reading.lines])
        return FixtureReading(scenarios: reading.scenarios, diagnosticsText: text,
                              errorCount: reading.diagnostics.filter { $0.severity == .error }.count,
                              warningCount: reading.diagnostics.filter { $0.severity == .warning }.count,
                              sourceText: String(decoding: reading.lines.bytes, as: UTF8.self))
    }
}
