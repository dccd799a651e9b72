// swift-tools-version:6.0
// LayoutLens: SwiftUI's layout, computed, drawn and checked on any machine.
// No package dependencies: the Swift toolchain (Foundation, Swift Testing) is the only one.
import PackageDescription

let package = Package(
    name: "LayoutLens",
    products: [
        .executable(name: "layoutlens", targets: ["layoutlens"]),
        .executable(name: "layoutlens-bench", targets: ["layoutlens-bench"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        // `swift package layoutlens check|render|frames|…` in a package that depends on this one.
        .plugin(name: "LayoutLensPlugin", targets: ["LayoutLensPlugin"]),
    ],
    targets: [
        // Propose → choose → place for every SwiftUI primitive; no I/O.
        .target(name: "LayoutEngine"),
        // OpenType/TrueType table reader (cmap, hmtx, GPOS kerning, trak, …); no I/O.
        .target(name: "FontTables"),
        // Image files decoded to RGBA pixels (PNG with its zlib/DEFLATE inflater); no I/O.
        .target(name: "PixelImages"),
        // Line breaking and `Text` measurement from font files; the bundled SF stand-in.
        // The fonts' files are embedded (`EmbeddedFontFiles`) and not copied as a resource: a
        // resource makes SwiftPM generate a `Bundle.module` accessor that imports `Foundation`.
        .target(name: "TextLayout", dependencies: ["LayoutEngine", "FontTables", "FileAccess", "EmbeddedFontFiles", "Workers"],
                exclude: ["Fonts"]),
        // The bundled fonts' bytes as C arrays (scripts/embed-fonts.sh), read in place: no decoding.
        .target(name: "EmbeddedFontFiles"),
        // The one rule for every file LayoutLens writes or deletes, and safe reads of input files.
        .target(name: "FileAccess", dependencies: ["Workers"]),
        // Diagnostics as values and their swiftc-style printing.
        .target(name: "Diagnostics"),
        // The one JSON parser (values with offsets, errors at line:col, bounded) and the byte
        // scanning it shares with the other text formats read.
        .target(name: "JSONParsing", dependencies: ["Diagnostics"]),
        // An app's resources as Xcode builds them: asset catalogs, string catalogs and tables,
        // bundled fonts; name → image size, colour, localized string, font. No SwiftUI.
        .target(name: "AppResources", dependencies: ["Diagnostics", "FileAccess", "FontTables", "LayoutEngine", "JSONParsing", "PrintfFormatting", "PixelImages"]),
        // What an app is on disk: Swift packages, Xcode projects and plain folders read into modules
        // (files, resources, dependencies); knows nothing of SwiftUI.
        .target(name: "ProjectModel", dependencies: ["Diagnostics", "FileAccess", "JSONParsing"]),
        // Runs a Tuist manifest and its helpers in the interpreter against a modelled
        // ProjectDescription, for the project model (which stays free of the interpreter).
        .target(name: "TuistManifestRunner", dependencies: ["ProjectModel", "SwiftInterpreter", "SwiftFrontEnd", "Diagnostics"]),
        // Swift's syntax: lexer, full syntax tree, parser with swiftc-like recovery; no SwiftUI.
        .target(name: "SwiftFrontEnd", dependencies: ["Diagnostics", "Workers"]),
        // Reads SwiftUI source into scenarios: bytes → SwiftFrontEnd → interpreter → SwiftUIRuntime.
        .target(name: "ProjectReader", dependencies: ["LayoutEngine", "Diagnostics", "SwiftFrontEnd", "SwiftUIRuntime", "FileAccess", "Workers", "AppResources"]),
        // Work spread over cores in a deterministic order, and threads with a large stack.
        .target(name: "Workers"),
        // Runs Swift: values, user types, closures, control flow and a standard-library subset, with
        // limits; knows nothing of SwiftUI (the SwiftUI runtime registers native types with it).
        .target(name: "SwiftInterpreter", dependencies: ["SwiftFrontEnd", "Diagnostics", "DeterministicRandom", "Workers", "PrintfFormatting"]),
        // One number written by C's `printf` rules, for `String(format:)` without `Foundation`.
        .target(name: "PrintfFormatting"),
        // SwiftUI as native types of the interpreter; previews resolved into engine trees.
        .target(name: "SwiftUIRuntime", dependencies: ["SwiftInterpreter", "SwiftFrontEnd", "LayoutEngine", "Diagnostics", "AppResources", "JSONParsing", "FileAccess", "Workers", "PrintfFormatting"]),
        // Narrated explanations of a layout from its trace: numbered steps with their arithmetic.
        .target(name: "Explain", dependencies: ["LayoutEngine"]),
        // A small logic-light template language (escaping by default, sections, partials).
        .target(name: "Templating"),
        // SVG diagrams and the HTML index.
        .target(name: "Render", dependencies: ["LayoutEngine", "Templating", "FileAccess", "Explain", "TextLayout", "FontTables", "Workers", "PixelImages"]),
        // Layout snapshots, their comparison, and the CI report.
        .target(name: "Snapshots", dependencies: ["LayoutEngine", "Render", "Templating", "FileAccess", "Explain", "Workers", "JSONParsing"]),
        // A local HTTP/1.1 server on the C socket API (static files, server-sent events) and a
        // file watcher (inotify on Linux, polling elsewhere), for `serve` and `render --watch`.
        .target(name: "LocalServer", dependencies: ["FileAccess", "Workers"]),
        // Hand-written command-line argument parsing with generated help.
        .target(name: "ArgumentParsing"),
        // The `layoutlens` commands, as a library so tests can call them.
        .target(name: "LayoutLensCLI", dependencies: [
            "LayoutEngine", "TextLayout", "Diagnostics", "ProjectReader", "ProjectModel", "SwiftUIRuntime", "SwiftFrontEnd", "Render", "Snapshots",
            "ArgumentParsing", "FileAccess", "Explain", "Workers", "LocalServer", "Templating", "AppResources", "TuistManifestRunner",
        ]),
        .executableTarget(name: "layoutlens", dependencies: ["LayoutLensCLI"]),
        // The command plugin: runs `layoutlens` over the depending package's targets. SwiftPM
        // requires plugins under Plugins/ (docs/ci.md, "SwiftPM plugin").
        .plugin(name: "LayoutLensPlugin",
                capability: .command(intent: .custom(verb: "layoutlens",
                                                     description: "Lay out, draw and check the package's SwiftUI previews."),
                                     permissions: [.writeToPackageDirectory(reason: "layoutlens writes its report or site (--out) into the package.")]),
                dependencies: ["layoutlens"]),
        // A seeded generator and mutator of Swift source for the differential test against swiftc.
        .target(name: "DeterministicRandom"),
        .target(name: "SwiftSourceFuzzing", dependencies: ["SwiftFrontEnd", "DeterministicRandom", "FileAccess"]),
        // Prints SwiftFrontEnd's diagnostics for files (the differential test's runner).
        .executableTarget(name: "swift-parse-check", dependencies: ["SwiftFrontEnd", "Diagnostics", "SwiftSourceFuzzing"]),
        .executableTarget(name: "layoutlens-bench", dependencies: [
            "LayoutEngine", "TextLayout", "ProjectReader", "Render", "Snapshots", "SwiftFrontEnd", "SwiftInterpreter", "SwiftSourceFuzzing", "Workers",
            "LayoutLensCLI",
        ]),

        // Helpers shared by the test targets: external tools found on PATH, skipped visibly when absent.
        .target(name: "TestSupport", dependencies: ["FileAccess"], path: "Tests/TestSupport"),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "PixelImagesTests", dependencies: ["PixelImages"]),
        .testTarget(name: "FontTablesTests", dependencies: ["FontTables", "DeterministicRandom"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout", "LayoutEngine", "FontTables"]),
        .testTarget(name: "ProjectReaderTests", dependencies: ["ProjectReader", "AppResources", "SwiftUIRuntime", "LayoutEngine", "Diagnostics", "SwiftFrontEnd", "TestSupport", "Workers", "TextLayout", "FontTables", "FileAccess"],
                    exclude: ["RealWorldCorpus", "Apps", "Cases"]),
        .testTarget(name: "ExplainTests", dependencies: ["Explain", "LayoutEngine"]),
        .testTarget(name: "SwiftFrontEndTests", dependencies: ["SwiftFrontEnd", "Diagnostics", "SwiftSourceFuzzing", "FileAccess"],
                    exclude: ["Corpus"]),
        .testTarget(name: "SwiftInterpreterTests", dependencies: ["SwiftInterpreter", "SwiftFrontEnd", "Diagnostics", "DeterministicRandom", "PrintfFormatting", "FileAccess"]),
        .testTarget(name: "TemplatingTests", dependencies: ["Templating"]),
        .testTarget(name: "JSONParsingTests", dependencies: ["JSONParsing"]),
        .testTarget(name: "FileAccessTests", dependencies: ["FileAccess"]),
        .testTarget(name: "AppResourcesTests", dependencies: ["AppResources", "Diagnostics", "FontTables", "LayoutEngine", "JSONParsing", "TestSupport"]),
        .testTarget(name: "ProjectModelTests", dependencies: ["ProjectModel", "Diagnostics", "TuistManifestRunner"],
                    exclude: ["Projects"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "PixelImages", "LayoutEngine", "ProjectReader", "SwiftFrontEnd", "TestSupport", "Explain", "TextLayout", "FontTables", "Workers"]),
        .testTarget(name: "SnapshotsTests", dependencies: ["Snapshots", "LayoutEngine", "ProjectReader", "FileAccess", "TestSupport", "JSONParsing"]),
        .testTarget(name: "LayoutLensCLITests", dependencies: ["LayoutLensCLI", "FileAccess", "Snapshots", "TestSupport", "LocalServer"]),
        .testTarget(name: "LocalServerTests", dependencies: ["LocalServer", "TestSupport"]),
    ]
)
