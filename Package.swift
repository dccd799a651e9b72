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
    ],
    targets: [
        // Propose → choose → place for every SwiftUI primitive; no I/O.
        .target(name: "LayoutEngine"),
        // OpenType/TrueType table reader (cmap, hmtx, GPOS kerning, trak, …); no I/O.
        .target(name: "FontTables"),
        // Line breaking and `Text` measurement from font files; the bundled SF stand-in.
        .target(name: "TextLayout", dependencies: ["LayoutEngine", "FontTables"],
                resources: [.copy("Fonts")]),
        // Diagnostics as values and their swiftc-style printing.
        .target(name: "Diagnostics"),
        // Reads SwiftUI source (#Preview, View structs) into scenarios of engine views.
        .target(name: "SwiftUIReader", dependencies: ["LayoutEngine", "Diagnostics"]),
        // A small logic-light template language (escaping by default, sections, partials).
        .target(name: "Templating"),
        // SVG diagrams and the HTML index.
        .target(name: "Render", dependencies: ["LayoutEngine", "SwiftUIReader", "Templating"]),
        // Layout snapshots, their comparison, and the CI report.
        .target(name: "Snapshots", dependencies: ["LayoutEngine", "SwiftUIReader", "Render", "Templating"]),
        // Hand-written command-line argument parsing with generated help.
        .target(name: "ArgumentParsing"),
        // The `layoutlens` commands, as a library so tests can call them.
        .target(name: "LayoutLensCLI", dependencies: [
            "LayoutEngine", "TextLayout", "Diagnostics", "SwiftUIReader", "Render", "Snapshots",
            "ArgumentParsing",
        ]),
        .executableTarget(name: "layoutlens", dependencies: ["LayoutLensCLI"]),
        .executableTarget(name: "layoutlens-bench", dependencies: [
            "LayoutEngine", "TextLayout", "SwiftUIReader", "Render", "Snapshots",
        ]),

        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "FontTablesTests", dependencies: ["FontTables"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout", "LayoutEngine", "FontTables"]),
        .testTarget(name: "SwiftUIReaderTests", dependencies: ["SwiftUIReader", "LayoutEngine", "Diagnostics"]),
        .testTarget(name: "TemplatingTests", dependencies: ["Templating"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "LayoutEngine", "SwiftUIReader"]),
        .testTarget(name: "SnapshotsTests", dependencies: ["Snapshots", "LayoutEngine", "SwiftUIReader"]),
        .testTarget(name: "LayoutLensCLITests", dependencies: ["LayoutLensCLI"]),
    ]
)
