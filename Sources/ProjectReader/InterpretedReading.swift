import AppResources
import Workers
import Diagnostics
import LayoutEngine
import SwiftFrontEnd
import SwiftUIRuntime

/// Reading a file by running it: the Swift front end parses it, `SwiftUIRuntime` runs each
/// preview through the interpreter, and the previews become scenarios (`docs/reader-design.md`).
enum InterpretedReading {
    /// The scenarios and diagnostics of the file (its parse errors, or the run's warnings and each
    /// failed preview's error), on a thread with a large stack.
    static func read(bytes: [UInt8], file: String, assets: ImageAssets, settings: PreviewSettings = .init()) -> FileReading {
        LargeStack.run { readHere(bytes: bytes, file: file, assets: assets, settings: settings) }
    }

    private static func readHere(bytes: [UInt8], file: String, assets: ImageAssets, settings: PreviewSettings) -> FileReading {
        switch parse(bytes: bytes, file: file) {
        case let .refused(reading):
            return reading
        case let .parsed(syntax, lines):
            return readAlone(syntax, lines: lines, assets: assets, settings: settings)
        }
    }

    /// The files among `files` that import a module LayoutLens does not read (not one of Apple's
    /// frameworks it models): read alone, a file's `import SQLite` is such a module, as it is
    /// when the file is read with its module (`ModuleReading`), so a call SwiftUI's overloads
    /// refuse there is that module's (`Interpreter.filesImportingUnreadModules`).
    static func filesImportingUnreadModules(_ files: [SourceFileSyntax]) -> Set<String> {
        Set(files.filter { !StandInOrigin($0).packages.isEmpty }.map(\.fileName))
    }

    /// A parsed file run as a program of its own.
    /// With `bundle` (the resources of the module the file belongs to), images, colours, strings
    /// and fonts come from the module's catalogs as they would in the module.
    static func readAlone(_ syntax: SourceFileSyntax, lines: SourceLineTable, assets: ImageAssets, settings: PreviewSettings,
                          bundle: ResourceBundle? = nil, imagesFromBundle: Bool = true, generated: [SourceFileSyntax] = []) -> FileReading {
        // Files a generator would add to the module (Tuist's resource accessors) load with it;
        // when they cannot load together, the file is read by itself.
        if !generated.isEmpty {
            let runtime = SwiftUIRuntime(module: generated + [syntax], images: { name, isSymbol in
                guard let bundle, imagesFromBundle else { return resolveImage(name, isSymbol: isSymbol, assets: assets) }
                return ModuleImages.resolve(name, isSymbol: isSymbol, bundle: bundle, assets: assets, scale: settings.device.scale)
            })
            runtime.settings = settings
            if let bundle { runtime.resources = bundle }
            runtime.filesImportingUnreadModules = filesImportingUnreadModules([syntax])
            runtime.recogniseApplePrefixes(in: generated + [syntax])
            guard runtime.prepare() == nil else {
                return readAlone(syntax, lines: lines, assets: assets, settings: settings, bundle: bundle, imagesFromBundle: imagesFromBundle)
            }
            return self.reading(of: syntax, lines: lines, in: runtime, settings: settings)
        }
        let runtime = SwiftUIRuntime(file: syntax, images: { name, isSymbol in
            guard let bundle, imagesFromBundle else { return resolveImage(name, isSymbol: isSymbol, assets: assets) }
            return ModuleImages.resolve(name, isSymbol: isSymbol, bundle: bundle, assets: assets, scale: settings.device.scale)
        })
        runtime.settings = settings
        if let bundle { runtime.resources = bundle }
        runtime.filesImportingUnreadModules = filesImportingUnreadModules([syntax])
        runtime.recogniseApplePrefixes(in: [syntax])
        if let failure = runtime.prepare() {
            return FileReading(file: syntax.fileName, scenarios: [], diagnostics: SwiftUIFileReader.ordered(failure), lines: lines)
        }
        return reading(of: syntax, lines: lines, in: runtime, settings: settings)
    }

    /// A file parsed, or its reading when it cannot be run: its parse errors, or the remark that
    /// it holds no code.
    enum Parsed {
        case parsed(SourceFileSyntax, SourceLineTable)
        case refused(FileReading)
    }

    static func parse(bytes: [UInt8], file: String) -> Parsed {
        let lines = SourceLineTable(bytes: bytes)
        let (syntax, parseDiagnostics) = SwiftParser.parse(bytes: bytes, file: file)
        if parseDiagnostics.contains(where: { $0.severity == .error }) {
            return .refused(FileReading(file: file, scenarios: [], diagnostics: SwiftUIFileReader.ordered(parseDiagnostics), lines: lines))
        }
        if syntax.statements.isEmpty {
            let start = SourcePosition(line: 1, column: 1, offset: 0)
            return .refused(FileReading(file: file, scenarios: [], diagnostics: [Diagnostic(.emptyFile(), at: SourceRange(file: file, start: start, end: start))],
                                        lines: lines))
        }
        return .parsed(syntax, lines)
    }

    /// Runs the previews of `syntax` (a file of the program `runtime` has prepared) and makes them
    /// scenarios, with the run's warnings and each failed preview's error. A file with nothing to
    /// lay out says so, unless `isPartOfModule` (a model or theme file of an app has no view).
    static func reading(of syntax: SourceFileSyntax, lines: SourceLineTable, in runtime: SwiftUIRuntime,
                        settings: PreviewSettings, isPartOfModule: Bool = false) -> FileReading {
        let device = settings.device
        let file = syntax.fileName
        var (previews, _) = runtime.runPreviews(of: syntax)
        // User code the pass calls (a `Layout`, an `AlignmentID`) can only fail while laying out.
        for index in previews.indices where previews[index].diagnostics.isEmpty {
            previews[index].diagnostics = runtime.layoutTimeDiagnostics(of: previews[index],
                                                                         proposal: proposal(for: previews[index], on: device))
            runtime.standInForLayoutTrapOnInventedValues(&previews[index])
        }
        // The run's warnings and those of user code the first layout ran.
        var diagnostics = syntax.parseWarnings + runtime.warningsIncludingLayoutTime
        for preview in previews { diagnostics += preview.diagnostics }
        let facts = previews.map { PreviewIdentity.Facts(title: $0.title, shownView: $0.shownView) }
        let names = PreviewIdentity.names(facts)
        let orderDependent = PreviewIdentity.dependsOnOrder(facts)
        var scenarios: [Scenario] = []
        for (index, preview) in previews.enumerated() {
            guard let root = preview.root, preview.diagnostics.isEmpty else { continue }
            var scenario = Scenario(file: file, name: names[index], line: preview.line, proposal: proposal(for: preview, on: device),
                                    root: root, identity: facts[index], nameDependsOnOrder: orderDependent[index],
                                    source: preview.sourceText, fitsCanvasToRoot: preview.trait == .sizeThatFits)
            scenario.settling = preview.settling.lines
            scenario.fontFiles = Array(Set(runtime.resources.fonts.map(\.path))).sorted()
            scenarios.append(scenario)
        }
        var ordered = SwiftUIFileReader.ordered(diagnostics)
        // A file-level remark goes after the located ones.
        if previews.isEmpty, !ordered.contains(where: { $0.severity == .error }) {
            let start = SourcePosition(line: 1, column: 1, offset: 0)
            // Previews written for another platform are named even in a module's file: the
            // file's previews are not lost in silence.
            if PreviewDeclarations.declaresPreviewInAnyClause(syntax) {
                ordered.append(Diagnostic(.previewsNotCompiled(), at: SourceRange(file: file, start: start, end: start)))
            } else if !isPartOfModule {
                ordered.append(Diagnostic(.noScenarios(), at: SourceRange(file: file, start: start, end: start)))
            }
        }
        return FileReading(file: file, scenarios: scenarios, diagnostics: ordered, lines: lines)
    }

    /// What the canvas proposes for a preview: its layout trait on `device`, held as the
    /// preview's traits say.
    static func proposal(for preview: PreviewRun, on device: PreviewDevice) -> ProposedSize {
        switch preview.trait {
        case .device: return device.proposal(in: preview.orientation)
        case let .fixed(width, height): return ProposedSize(width: width, height: height)
        // Offered the device; the canvas then fits the root (`Scenario.fitsCanvasToRoot`).
        case .sizeThatFits: return device.proposal(in: preview.orientation)
        case let .deviceIgnoringSafeArea(edges): return device.proposal(in: preview.orientation, ignoring: edges)
        }
    }

    /// An image's size as the reader gives it: the asset's own size, a placeholder with a
    /// warning when it is missing or unreadable, the documented symbol size.
    static func resolveImage(_ name: String, isSymbol: Bool, assets: ImageAssets) -> ImageResolution {
        if isSymbol { return ImageResolution(size: ImageAssets.systemSymbolSize) }
        let size = ImageAssets.placeholderSize
        switch assets.lookup(name) {
        case let .found(found, _):
            return ImageResolution(size: found)
        case .missing:
            return ImageResolution(size: size, warning: .missingAsset(name, placeholder: "\(Int(size.width))×\(Int(size.height)) pt"))
        case let .unreadable(path):
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            return ImageResolution(size: size, warning: .unreadableAsset(name, reason: "\(fileName) has no PNG, JPEG or SVG size header"))
        }
    }
}
