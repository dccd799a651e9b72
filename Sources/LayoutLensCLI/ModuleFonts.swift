import Diagnostics
import LayoutEngine
import ProjectReader
import TextLayout

/// The fonts one module's scenarios are measured and drawn with: the command's library (bundled
/// Inter, `--font` files) plus the font files the app bundles (`Scenario.fontFiles`), so text set
/// in `Font.custom("Brand", size: 17)` is laid out and drawn with the app's file, as on a device.
struct ModuleFonts {
    /// The library text is measured with and drawn from; nil when the module bundles no font
    /// (the command's library is used as it is).
    var library: FontLibrary?
    /// Layout options whose measurer uses `library`.
    var options: LayoutOptions
    /// A warning (`appFontNotUsable`) for each bundled font file that could not be used: its text
    /// falls back to the system font.
    var diagnostics: [Diagnostic] = []

    /// The fonts for a module whose scenarios are `scenarios`, laid out with `options`. A module
    /// bundling no font keeps `options` as they are (the same measurer, so its text-layout cache
    /// is shared). A measurer that is not font-based (a test's monospaced one) is kept too: it
    /// measures no font file.
    init(scenarios: [Scenario], options: LayoutOptions) {
        self.options = options
        let files = Array(Set(scenarios.flatMap(\.fontFiles))).sorted()
        guard !files.isEmpty, let measurer = options.textMeasurer as? FontTextMeasurer else { return }
        let added = measurer.library.addingAppFonts(files)
        library = added.library
        self.options.textMeasurer = FontTextMeasurer(library: added.library, avoidsOrphans: measurer.avoidsOrphans)
        diagnostics = added.problems.map { problem in
            let start = SourcePosition(line: 1, column: 1, offset: 0)
            return Diagnostic(.appFontNotUsable(problem.reason), at: SourceRange(file: problem.path, start: start, end: start))
        }
    }

    /// The diagnostics as stderr shows them.
    var diagnosticsText: String { DiagnosticFormatter().format(diagnostics, sources: [:]) }
}

extension DiagnosticMessage {
    static func appFontNotUsable(_ reason: String) -> Self {
        Self(id: "appFontNotUsable", severity: .warning,
             text: "the app's font file cannot be used, so text set in it is measured and drawn with the system font: \(reason)")
    }
}
