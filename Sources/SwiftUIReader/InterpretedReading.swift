import Diagnostics
import LayoutEngine
import SwiftFrontEnd
import SwiftUIRuntime

/// Reading a file by running it: the Swift front end parses it, `SwiftUIRuntime` runs each
/// preview through the interpreter, and the previews become scenarios (`docs/reader-design.md`).
///
/// While the runtime grows to cover everything the recognising reader (`ScenarioBuilder`) does,
/// a file the runtime cannot read without an error is read by that reader instead, so nothing
/// that read before stops reading. `LAYOUTLENS_READER=interpreter` turns the fallback off (to see
/// the runtime's own diagnostics), `legacy` uses the recogniser only.
enum InterpretedReading {
    enum Mode: String {
        case automatic, interpreter, legacy
    }

    /// The scenarios and warnings of the file, or nil when the runtime reported an error (the
    /// caller then falls back), unless `mode` is `.interpreter`.
    static func read(bytes: [UInt8], file: String, assets: ImageAssets, mode: Mode, settings: PreviewSettings = .init()) -> FileReading? {
        LargeStack.run { readHere(bytes: bytes, file: file, assets: assets, mode: mode, settings: settings) }
    }

    private static func readHere(bytes: [UInt8], file: String, assets: ImageAssets, mode: Mode, settings: PreviewSettings) -> FileReading? {
        let device = settings.device
        let (syntax, parseDiagnostics) = SwiftParser.parse(bytes: bytes, file: file)
        if parseDiagnostics.contains(where: { $0.severity == .error }) {
            guard mode == .interpreter else { return nil }
            return FileReading(file: file, scenarios: [], diagnostics: parseDiagnostics, lines: SourceLineTable(bytes: bytes))
        }
        let runtime = SwiftUIRuntime(file: syntax, images: { name, isSymbol in resolveImage(name, isSymbol: isSymbol, assets: assets) })
        runtime.settings = settings
        let (ranPreviews, _) = runtime.run()
        var previews = ranPreviews
        // User code the pass calls (a `Layout`, an `AlignmentID`) can only fail while laying out.
        // The recogniser cannot run such code, so its errors are the reading's whatever the mode.
        var mode = mode
        for index in previews.indices where previews[index].diagnostics.isEmpty {
            previews[index].diagnostics = runtime.layoutTimeDiagnostics(of: previews[index],
                                                                         proposal: proposal(for: previews[index], on: device))
            if !previews[index].diagnostics.isEmpty { mode = .interpreter }
        }
        // The run's warnings and those of user code the first layout ran.
        var diagnostics = runtime.warningsIncludingLayoutTime
        for preview in previews { diagnostics += preview.diagnostics }
        if diagnostics.contains(where: { $0.severity == .error }) || (previews.isEmpty && mode != .interpreter) {
            guard mode == .interpreter else { return nil }
        }
        let scenarioCount = previews.filter { $0.root != nil && $0.diagnostics.isEmpty }.count
        if mode != .interpreter, scenarioCount == 0 { return nil }
        let facts = previews.map { PreviewIdentity.Facts(title: $0.title, shownView: $0.shownView) }
        let names = PreviewIdentity.names(facts)
        let orderDependent = PreviewIdentity.dependsOnOrder(facts)
        var scenarios: [Scenario] = []
        for (index, preview) in previews.enumerated() {
            guard let root = preview.root, preview.diagnostics.isEmpty else { continue }
            scenarios.append(Scenario(file: file, name: names[index], line: preview.line, proposal: proposal(for: preview, on: device),
                                      root: root, identity: facts[index], nameDependsOnOrder: orderDependent[index],
                                      source: preview.sourceText, fitsCanvasToRoot: preview.trait == .sizeThatFits))
        }
        return FileReading(file: file, scenarios: scenarios, diagnostics: SwiftUIFileReader.ordered(diagnostics),
                           lines: SourceLineTable(bytes: bytes))
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

    /// Image sizes as the recognising reader gives them: the asset's own size, a placeholder with a
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
