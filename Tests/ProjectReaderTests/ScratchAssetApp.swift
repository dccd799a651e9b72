import Foundation
import Testing
@testable import ProjectReader
import TestSupport

/// A scratch app folder for tests of asset catalogs: `Assets.xcassets` holding the given sets
/// (`"Brand.colorset"` → its `Contents.json` text, and any other files), the view file and a
/// second file that makes the folder a module (one file alone is read without resources).
enum ScratchAssetApp {
    /// The reading of `fileName` (holding `source`) in a fresh folder `name` with `assets`
    /// (paths inside the catalog → file text).
    static func read(_ name: String, fileName: String, source: String, assets: [String: String]) throws -> FileReading {
        let app = try ScratchFolder.fresh(name)
        let catalog = app.appendingPathComponent("Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        for (path, text) in assets.sorted(by: { $0.key < $1.key }) {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let file = app.appendingPathComponent(fileName)
        try Data(source.utf8).write(to: file)
        let theme = app.appendingPathComponent("Theme.swift")
        try Data("enum Theme { static let spacing = 8.0 }\n".utf8).write(to: theme)
        return try #require(ModuleReader.read(paths: [file.path, theme.path]).readings.first { $0.file.hasSuffix(fileName) })
    }
}
