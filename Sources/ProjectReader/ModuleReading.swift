import AppResources
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
import SwiftFrontEnd
import SwiftUIRuntime
import Workers

/// Reads the files of one module as one program, as the compiler builds a module: every file's
/// declarations are visible to every other file's previews, so a screen's components, models,
/// sample data, `View` extensions and colours from other files are what they are in the app
/// instead of stand-ins (docs/reader-design.md, "A module is one program").
///
/// The module is parsed and loaded once; then each file's previews run in it. A file that cannot
/// be run (not Swift text, a syntax error, no code) gives its own diagnostics and is left out of
/// the program, as swiftc would stop at it; the other files still read.
///
/// Files that do not make one module — two of them declare the same top-level name (`struct
/// ContentView` in each of a folder of independent snippets, which swiftc would reject as an
/// invalid redeclaration) — are read one by one, as single files. So is every file when the
/// program's declarations cannot be loaded together.
public enum ModuleReader {
    /// One file of the module: its path as the user named it, and its bytes.
    public struct SourceFile: Sendable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// How the module was read.
    public enum Mode: Equatable, Sendable {
        /// Its files as one program.
        case program
        /// Each file alone: the files redeclare names (`clashes`), or their declarations could not
        /// be loaded together.
        case filesAlone(reason: String)
    }

    /// The readings of `paths` (in their order) read as one module; images are looked up in the
    /// module's asset catalogs (`resourcePaths`, or those found in the folder the files share),
    /// then in the `Assets/` folder beside each file. `contextPaths` are the module's other files
    /// and its dependencies' (loaded into the program, their previews not run). A module of many
    /// files is read on up to `threads` cores (`ModuleChunks`); the readings are the same bytes.
    /// Problems found in the resources are reported when they lie under `ownResourcePaths`
    /// (nil: all of `resourcePaths`), so a dependency's broken asset is reported by its own module.
    /// `remotePackages` names the package of each remote module the files may import
    /// (`NukeUI` → `Nuke`), for the stand-ins' warnings; `linkedRemotePackages` the packages whose
    /// products the module links (`StandInOrigin.Modules.linkedPackages`).
    public static func read(paths: [String], contextPaths: [String] = [], resourcePaths: [String]? = nil,
                            ownResourcePaths: [String]? = nil, moduleNames: Set<String> = [],
                            remotePackages: [String: String] = [:], linkedRemotePackages: [String] = [], appRootInjections: [AppRootInjection] = [],
                            bundleIdentity: BundleIdentity? = nil, packageTargets: [PackageTargetResources] = [],
                            accessorTargets: [ResourceAccessorTarget] = [],
                            settings: PreviewSettings = .init(),
                            threads: Int = OrderedParallelWork.defaultThreadCount) -> (readings: [FileReading], mode: Mode) {
        var files: [SourceFile] = []
        var unreadable: [Int: FileReading] = [:]
        for (index, path) in paths.enumerated() {
            switch readRegularFile(path) {
            case .success(let data): files.append(SourceFile(path: path, bytes: [UInt8](data)))
            case .failure(let problem):
                let start = SourcePosition(line: 1, column: 1, offset: 0)
                let diagnostic = Diagnostic(.unreadableFile(path, reason: problem.description), at: SourceRange(file: path, start: start, end: start))
                unreadable[index] = FileReading(file: path, scenarios: [], diagnostics: [diagnostic], lines: SourceLineTable(bytes: []))
                files.append(SourceFile(path: path, bytes: []))
            }
        }
        let context = contextPaths.compactMap { path -> SourceFile? in
            guard case .success(let data) = readRegularFile(path) else { return nil }
            return SourceFile(path: path, bytes: [UInt8](data))
        }
        let assets = paths.map { ImageAssets(besideSourceFile: $0) }
        var (readings, mode) = read(files: files, assets: assets, context: context, resourcePaths: resourcePaths,
                                    ownResourcePaths: ownResourcePaths, moduleNames: moduleNames, remotePackages: remotePackages,
                                    linkedRemotePackages: linkedRemotePackages,
                                    appRootInjections: appRootInjections, bundleIdentity: bundleIdentity,
                                    packageTargets: packageTargets, accessorTargets: accessorTargets, settings: settings,
                                    skipping: Set(unreadable.keys), threads: threads)
        for (index, reading) in unreadable { readings[index] = reading }
        return (readings, mode)
    }

    /// The readings of `files` read as one module; `assets[i]` resolves `Image("name")` for
    /// `files[i]`. Files whose index is in `skipping` are left out (their reading is empty).
    /// `context` files are part of the program without being read (a file of them that does not
    /// parse is left out). Up to `threads` cores share the previews of a module of many files.
    public static func read(files: [SourceFile], assets: [ImageAssets], context: [SourceFile] = [], resourcePaths: [String]? = nil,
                            ownResourcePaths: [String]? = nil,
                            moduleNames: Set<String> = [], remotePackages: [String: String] = [:], linkedRemotePackages: [String] = [],
                            appRootInjections: [AppRootInjection] = [], bundleIdentity: BundleIdentity? = nil,
                            packageTargets: [PackageTargetResources] = [], accessorTargets: [ResourceAccessorTarget] = [],
                            settings: PreviewSettings = .init(), skipping: Set<Int> = [],
                            threads: Int = OrderedParallelWork.defaultThreadCount) -> (readings: [FileReading], mode: Mode) {
        LargeStack.run {
            readHere(files: files, assets: assets, context: context, resourcePaths: resourcePaths, ownResourcePaths: ownResourcePaths,
                     moduleNames: moduleNames, remotePackages: remotePackages, linkedRemotePackages: linkedRemotePackages,
                     appRootInjections: appRootInjections, bundleIdentity: bundleIdentity, packageTargets: packageTargets, accessorTargets: accessorTargets,
                     settings: settings, skipping: skipping,
                     threads: threads)
        }
    }

    private static func readHere(files: [SourceFile], assets: [ImageAssets], context: [SourceFile], resourcePaths: [String]?,
                                 ownResourcePaths: [String]?, moduleNames: Set<String>, remotePackages: [String: String], linkedRemotePackages: [String],
                                 appRootInjections: [AppRootInjection], bundleIdentity: BundleIdentity?,
                                 packageTargets: [PackageTargetResources], accessorTargets: [ResourceAccessorTarget],
                                 settings: PreviewSettings, skipping: Set<Int>, threads: Int) -> (readings: [FileReading], mode: Mode) {
        var readings = files.map { FileReading(file: $0.path, scenarios: [], diagnostics: [], lines: SourceLineTable(bytes: $0.bytes)) }
        var members: [Member] = []
        for (index, file) in files.enumerated() where !skipping.contains(index) {
            if let refusal = SourceTextGate.refusal(of: file.bytes, file: file.path) {
                readings[index].diagnostics = [refusal]
                continue
            }
            switch InterpretedReading.parse(bytes: file.bytes, file: file.path) {
            case let .refused(reading): readings[index] = reading
            case let .parsed(syntax, lines): members.append((index, syntax, lines))
            }
        }
        let contextSyntax = context.compactMap { file -> SourceFileSyntax? in
            guard SourceTextGate.refusal(of: file.bytes, file: file.path) == nil,
                  case let .parsed(syntax, _) = InterpretedReading.parse(bytes: file.bytes, file: file.path) else { return nil }
            return syntax
        }
        let program = Program(context: contextSyntax, resourcePaths: resourcePaths, ownResourcePaths: ownResourcePaths,
                              moduleNames: moduleNames, remotePackages: remotePackages, linkedRemotePackages: linkedRemotePackages,
                              appRootInjections: appRootInjections,
                              bundleIdentity: bundleIdentity, packageTargets: packageTargets, accessorTargets: accessorTargets,
                              threads: threads)
        let mode = readProgram(program, members, files: files, assets: assets, settings: settings, into: &readings)
        return (readings, mode)
    }

    /// What every member set of one read shares: the other files loaded with them, and where
    /// the resources are.
    private struct Program {
        var context: [SourceFileSyntax]
        var resourcePaths: [String]?
        /// Where the resources whose problems this read reports lie (nil: everywhere).
        var ownResourcePaths: [String]?
        /// The names of the modules the program's files belong to (`Models.Visibility`).
        var moduleNames: Set<String>
        /// Modules of remote packages the program's files may import, with their package
        /// (`NukeUI` → `Nuke`), so a stand-in says where its name would come from.
        var remotePackages: [String: String]
        /// The remote packages whose products the module links (`StandInOrigin.Modules.linkedPackages`).
        var linkedRemotePackages: [String]
        /// The objects the app's `@main` scene puts in its views' environment (`AppRootEnvironment`).
        var appRootInjections: [AppRootInjection]
        /// The target the module is built into (its Info.plist and build settings), when known.
        var bundleIdentity: BundleIdentity?
        /// The package targets among the program's modules, for their `Bundle.module`.
        var packageTargets: [PackageTargetResources]
        /// The Tuist targets among the program's modules whose resources get synthesized
        /// accessors (`TuistResourceAccessors`).
        var accessorTargets: [ResourceAccessorTarget] = []
        /// The cores a module of many files may be read on.
        var threads: Int
    }

    private typealias Member = (index: Int, syntax: SourceFileSyntax, lines: SourceLineTable)

    /// Why a member the program declares (on some type) is a stand-in here: LayoutLens did not
    /// find it for the value's type as it typed the value (`5.days` with `days` on `Double`).
    static func programMemberNotFound(_ path: String) -> String {
        let member = path.prefix { $0 != "(" && $0 != "<" }.split(separator: ".").last.map(String.init) ?? path
        return "the files read declare a member '\(member)', which LayoutLens did not find for this value"
    }

    /// Reads `members` as one program; when two of them declare the same name, each subfolder
    /// (below the folder they share) is tried as a module of its own and the files directly in
    /// that folder are read alone — a repository keeps an app and its widget, or independent
    /// examples, side by side.
    @discardableResult
    private static func readProgram(_ program: Program, _ members: [Member], files: [SourceFile], assets: [ImageAssets],
                                    settings: PreviewSettings, into readings: inout [FileReading]) -> Mode {
        // A file read alone because the module could not be read together finds its images
        // beside it; a module of one file finds them in its own catalogs, as any module does.
        // The resource accessors Tuist synthesizes for its targets (`<Target>Asset`, `<Target>Strings`),
        // which a file read alone still sees.
        let programFiles = program.context + members.map(\.syntax)
        let generatedAccessors = TuistResourceAccessors.syntax(for: program.accessorTargets,
                                                               declaredTypes: { module in ModuleClashes.declaredTypeNames(programFiles.filter {
                                                                   settings.moduleOfFile.isEmpty || settings.moduleOfFile[$0.fileName] == module
                                                               }) },
                                                               besideFile: members.first.map { files[$0.index].path })
        let accessors = generatedAccessors.map(\.syntax)
        // Each generated file is its target's module's (`ModuleScopedTypes`).
        let programSettings = settings.moduleOfFile.isEmpty ? settings : generatedAccessors.reduce(into: settings) { settings, generated in
            settings.moduleOfFile[generated.syntax.fileName] = generated.module
        }
        func readAlone(_ alone: [Member], _ reason: String, bundle: ResourceBundle? = nil, imagesFromBundle: Bool = false) -> Mode {
            for member in alone {
                readings[member.index] = InterpretedReading.readAlone(member.syntax, lines: member.lines, assets: assets[member.index],
                                                                      settings: settings, bundle: bundle, imagesFromBundle: imagesFromBundle,
                                                                      generated: accessors)
            }
            return .filesAlone(reason: reason)
        }
        // A file given with its module's other files that does not parse is no member: with no
        // member left there are no previews to run, whatever the context.
        guard !members.isEmpty, members.count > 1 || !program.context.isEmpty || !program.accessorTargets.isEmpty else {
            // A module of one file still has its target's bundle (Info.plist, resources) when the
            // project named them.
            guard members.count == 1, let resourcePaths = program.resourcePaths, program.bundleIdentity != nil else {
                return readAlone(members, "one file")
            }
            let (bundle, problems) = ResourceBundle.load(paths: resourcePaths, identity: program.bundleIdentity)
            let mode = readAlone(members, "one file", bundle: bundle, imagesFromBundle: true)
            readings[members[0].index].diagnostics += problems.filter { problem in
                program.ownResourcePaths?.contains { root in problem.range.file == root || problem.range.file.hasPrefix(root + "/") } ?? true
            }
            return mode
        }
        if let clash = ModuleClashes.firstRedeclaredName(members.map(\.syntax)) {
            let reason = "'\(clash.name)' is declared in both \(clash.files.0) and \(clash.files.1)"
            let (loose, subfolders) = FolderSplit.split(members.map { files[$0.index].path })
            readAlone(loose.map { members[$0] }, reason)
            for group in subfolders {
                var subprogram = program
                subprogram.resourcePaths = program.resourcePaths.map { FolderSplit.narrowed($0, to: group.folder) }
                subprogram.ownResourcePaths = program.ownResourcePaths.map { FolderSplit.narrowed($0, to: group.folder) }
                readProgram(subprogram, group.members.map { members[$0] }, files: files, assets: assets, settings: settings, into: &readings)
            }
            return .filesAlone(reason: reason)
        }
        // The module's asset catalogs, string tables and fonts, found under the folder its files
        // share; `Image("name")` is looked up there, then beside the file whose previews run.
        let root = FolderSplit.sharedFolder(members.map { files[$0.index].path })
        let (bundle, resourceProblems) = ResourceBundle.load(paths: program.resourcePaths ?? (root.isEmpty ? [] : [root]),
                                                              identity: program.bundleIdentity)
        // Every chunk's runtime loads the whole module and runs only its own files' previews
        // (`ModuleChunks`); one chunk is the plain one-runtime read.
        let programThreads = program.threads
        let moduleNames = program.moduleNames
        let origins = StandInOrigin.Modules.of(files: members.map(\.syntax), read: moduleNames, remotePackages: program.remotePackages,
                                               linkedPackages: program.linkedRemotePackages,
                                               programFiles: programFiles, moduleOfFile: settings.moduleOfFile)
        let ownResourcePaths = program.ownResourcePaths
        let appRootInjections = program.appRootInjections
        // A package target's generated accessors are compiled into it: their `Bundle.module`
        // (SwiftGen's `BundleToken`) is that target's bundle.
        let packageBundles = PackageTargetResources.bundles(program.packageTargets.map { target in
            var target = target
            target.sourceFiles += generatedAccessors.filter { $0.module == target.name }.map(\.syntax.fileName)
            return target
        })
        let main = PackageTargetResources.mainBundle(resourcePaths: program.resourcePaths, packageTargets: program.packageTargets,
                                                     identity: program.bundleIdentity)
        let mainResources = main?.bundle
        // The classes Xcode generates from the module's Core Data models are part of the program.
        let generated = ManagedObjectCodegen.syntax(for: bundle.dataModels, declaredTypes: ModuleClashes.declaredTypeNames(program.context + members.map(\.syntax)))
        // So are the `LocalizedStringResource` symbols Xcode 26 generates from its string catalogs.
        let catalogSymbols = StringCatalogSymbols.syntax(for: bundle, declaredNames: [], besideFile: members.first.map { files[$0.index].path })
        let program = program.context + generated + catalogSymbols + accessors + members.map(\.syntax)
        let chunks = ModuleChunks.ranges(sizes: members.map { files[$0.index].bytes.count })
        var failure: [Diagnostic]?
        OrderedParallelWork.forEach(chunks, threads: min(chunks.count, max(programThreads, 1)), transform: { range in
            readChunk(Array(members[range]), of: program, assets: assets, bundle: bundle, packageBundles: packageBundles, mainResources: mainResources,
                      moduleNames: moduleNames, origins: origins,
                      appRootInjections: appRootInjections, settings: programSettings, generated: accessors)
        }, consume: { index, chunk in
            switch chunk {
            case let .failure(problem): failure = failure ?? problem.diagnostics
            case let .success(chunkReadings):
                for (member, reading) in zip(members[chunks[index]], chunkReadings) { readings[member.index] = reading }
            }
        })
        if let failure {
            return readAlone(members, "its declarations could not be loaded together: \(failure.first?.message.text ?? "error")")
        }
        OtherFilesErrorsSaidOnce.apply(to: &readings, at: members.map(\.index))
        // Problems of the resources (a malformed `Contents.json`) name their own files; those of a
        // dependency's resources are that module's to report.
        readings[members[0].index].diagnostics += (main?.problems ?? resourceProblems).filter { problem in
            ownResourcePaths?.contains { root in problem.range.file == root || problem.range.file.hasPrefix(root + "/") } ?? true
        }
        return .program
    }

    /// What stopped a module's declarations loading together.
    private struct LoadFailure: Error {
        var diagnostics: [Diagnostic]
    }

    /// The readings of `chunk` (members of the module `program`, in order), run in a runtime of
    /// their own that loads the whole program.
    private static func readChunk(_ chunk: [Member], of program: [SourceFileSyntax], assets: [ImageAssets], bundle: ResourceBundle,
                                  packageBundles: PackageTargetBundles, mainResources: ResourceBundle?,
                                  moduleNames: Set<String>, origins: StandInOrigin.Modules, appRootInjections: [AppRootInjection],
                                  settings: PreviewSettings, generated: [SourceFileSyntax] = []) -> Result<[FileReading], LoadFailure> {
        let current = CurrentAssets(assets[chunk[0].index])
        let runtime = SwiftUIRuntime(module: program, images: { name, isSymbol in
            ModuleImages.resolve(name, isSymbol: isSymbol, bundle: bundle, assets: current.assets, scale: settings.device.scale)
        })
        runtime.settings = settings
        runtime.resources = bundle
        runtime.packageBundles = packageBundles
        runtime.mainResources = mainResources
        runtime.programModuleNames = moduleNames
        runtime.appRootInjections = appRootInjections
        runtime.filesImportingUnreadModules = Set(program.filter { !StandInOrigin($0, modules: origins).packages.isEmpty }.map(\.fileName))
        runtime.recogniseApplePrefixes(in: program)
        if let failure = runtime.prepare() { return .failure(LoadFailure(diagnostics: failure)) }
        let filesByName = Dictionary(program.map { ($0.fileName, $0) }, uniquingKeysWith: { first, _ in first })
        var previewFile = chunk[0].syntax
        let declarers = StandInDeclarers(program)
        let memberNames = ProgramMemberNames(program)
        func origin(usedIn file: String?, name: String?, message: String = "") -> StandInOrigin {
            var origin = StandInOrigin(usedIn: file.flatMap { filesByName[$0] }, previewFile: previewFile, modules: origins,
                                       reachedThrough: name.flatMap(declarers.file(reaching:)).flatMap { filesByName[$0] })
            origin.isLibraryType = { runtime.modelsLibraryType(named: $0) }
            return StandInOrigin.isMember(name: name, message: message) ? origin.forMember(origins) : origin
        }
        // A member the program declares somewhere, on a type LayoutLens models, is its own even
        // when that type is Apple's (`Int.days`); on a type it lacks, the blame stays Apple's.
        func isProgramMember(_ name: String) -> Bool {
            memberNames.declaresMember(of: name) && runtime.modelsType(named: ProgramMemberNames.rootType(of: name))
        }
        runtime.standInOrigin = { name, file in
            if let stopped = runtime.stoppedInitialValue(readBy: name) { return StoppedInitialValue.reason(stopped, readBy: name) }
            let origin = origin(usedIn: file, name: name)
            if origin.appleFramework(of: name) != nil {
                return isProgramMember(name) ? Self.programMemberNotFound(name) : origin.description(of: name)
            }
            return "not declared in the files read; " + origin.description(of: name)
        }
        return .success(chunk.map { member in
            current.assets = assets[member.index]
            previewFile = member.syntax
            var reading = InterpretedReading.reading(of: member.syntax, lines: member.lines, in: runtime, settings: settings,
                                                     isPartOfModule: true)
            // Read with its module, a name no file declares is not "another file's".
            for index in reading.diagnostics.indices where reading.diagnostics[index].message.text.contains("is defined in another file") {
                let text = reading.diagnostics[index].message.text
                var name = text.hasPrefix("'") ? text.dropFirst().split(separator: "'", maxSplits: 1).first.map(String.init) : nil
                // `modifier 'prefireIgnored' is defined in another file`: a member of `View`, which
                // an extension in a package the module links may declare.
                if name == nil, text.hasPrefix("modifier '") {
                    name = text.dropFirst("modifier '".count).split(separator: "'", maxSplits: 1).first.map { "View." + $0 }
                }
                if let name, let stopped = runtime.stoppedInitialValue(readBy: name) {
                    StoppedInitialValue.explain(&reading.diagnostics[index], stopped, readBy: name)
                    continue
                }
                let origin = origin(usedIn: reading.diagnostics[index].range.file, name: name, message: text)
                if let framework = origin.appleFramework(of: name) {
                    if let name, isProgramMember(name) {
                        reading.diagnostics[index].message.text = reading.diagnostics[index].message.text.replacingEvery(
                            "is defined in another file", with: "is not found (\(Self.programMemberNotFound(name)))")
                        continue
                    }
                    reading.diagnostics[index].message = AppleStandIn.message(reading.diagnostics[index].message, framework: framework)
                    continue
                }
                reading.diagnostics[index].message.text = reading.diagnostics[index].message.text.replacingEvery(
                    "is defined in another file", with: "is not declared in the files read (\(origin.description(of: name)))")
            }
            for index in reading.diagnostics.indices where ["undefinedModifierOverload", "undefinedViewOverload"].contains(reading.diagnostics[index].id) {
                let text = reading.diagnostics[index].message.text
                reading.diagnostics[index].message.text = origin(usedIn: reading.diagnostics[index].range.file, name: nil, message: text)
                    .overloadExplained(text)
            }
            return fallingBackToTheFileAlone(reading, member, assets: assets[member.index], bundle: bundle, settings: settings, generated: generated)
        })
    }

    /// A file whose previews fail in its module (code the module runs that LayoutLens cannot yet)
    /// but lay out when the file is read alone, with stand-ins for the other files' names, keeps
    /// the reading that lays out more, so reading the module never lays out less than reading the
    /// file did. The module's first error is kept as a warning, so nothing is hidden. Read alone,
    /// the file still has its module's resources (`bundle`): its asset catalogs are the app's, and
    /// the `generated` files (Tuist's resource accessors) that read them.
    private static func fallingBackToTheFileAlone(_ reading: FileReading, _ member: Member, assets: ImageAssets,
                                                  bundle: ResourceBundle, settings: PreviewSettings, generated: [SourceFileSyntax]) -> FileReading {
        // An error the run reported and read past (a callee a local hides) stopped no preview.
        guard let error = reading.diagnostics.first(where: { $0.severity == .error && $0.id != "calleeHiddenByValue" }) else { return reading }
        var alone = InterpretedReading.readAlone(member.syntax, lines: member.lines, assets: assets, settings: settings, bundle: bundle,
                                                 generated: generated)
        guard alone.scenarios.count > reading.scenarios.count else { return reading }
        let note = DiagnosticMessage(id: "moduleReadingFailed", severity: .warning,
                                     text: "read with its module this file's previews stop (\(error.message.text)); it is read alone instead, with stand-ins for what other files declare")
        // The warning names the file whose previews fell back (the one the user reads), at its
        // first preview; where the module's code stopped (often another file) is its note.
        let line = min(max(alone.scenarios.first?.line ?? 1, 1), member.lines.lineCount)
        let start = member.lines.position(at: member.lines.lineStarts[line - 1])
        let here = SourceRange(file: alone.file, start: start, end: start)
        let stop = DiagnosticNote("the module's code stops here: \(error.message.text)", at: error.range)
        alone.diagnostics = SwiftUIFileReader.ordered([Diagnostic(note, at: here, notes: [stop])] + alone.diagnostics)
        return alone
    }

    /// The asset folder of the file whose previews run (the runtime's image resolver reads it).
    private final class CurrentAssets: @unchecked Sendable {
        var assets: ImageAssets
        init(_ assets: ImageAssets) { self.assets = assets }
    }
}
