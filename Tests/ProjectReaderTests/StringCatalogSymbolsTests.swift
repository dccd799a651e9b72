import AppResources
import Foundation
import Testing
@testable import ProjectReader

/// Xcode 26 generates a `LocalizedStringResource` property for each key added by hand to a string
/// catalog (`"extractionState": "manual"`), named in lower camel case: `Text(.daysLeft)` shows the
/// development language's value of the key `"Days left"`. Keys extracted from code, and keys whose
/// value takes format arguments (generated as functions), get no property here.
@Suite struct StringCatalogSymbolsTests {
    private static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Days left" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Days remaining" } } } },
        "WorkoutPreview.StartTraining" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Start training" } } } },
        "Day %lld" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Day %lld" } } } },
        "Extracted" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "From code" } } } }
      },
      "version" : "1.0"
    }
    """

    /// A fresh module folder with the catalog, a `Model.swift` and a `Screen.swift` holding `source`.
    private func module(_ source: String) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-catalog-symbols-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Self.catalog.write(toFile: root + "/Localizable.xcstrings", atomically: true, encoding: .utf8)
        try source.write(toFile: root + "/Screen.swift", atomically: true, encoding: .utf8)
        // A second file: a module of one file is read alone, without generated files.
        try "struct Model {}\n".write(toFile: root + "/Model.swift", atomically: true, encoding: .utf8)
        return root
    }

    @Test func symbolNamesAreTheKeysInLowerCamelCase() {
        #expect(StringCatalogSymbols.symbolName("Days left") == "daysLeft")
        #expect(StringCatalogSymbols.symbolName("WorkoutPreview.StartTraining") == "workoutPreviewStartTraining")
        #expect(StringCatalogSymbols.symbolName("Progress") == "progress")
        #expect(StringCatalogSymbols.symbolName("2fa.title") == nil)
    }

    @Test func aManualKeysSymbolShowsItsDevelopmentLanguageValue() throws {
        let root = try module("""
        import SwiftUI
        #Preview {
            VStack {
                Text(.daysLeft)
                Button(.workoutPreviewStartTraining) { }
                Text(String(localized: .daysLeft))
                Link(.daysLeft, destination: URL(string: "https://example.com")!)
            }
        }
        """)
        let reading = ModuleReader.read(paths: [root + "/Screen.swift", root + "/Model.swift"], resourcePaths: [root]).readings[0]
        #expect(reading.diagnostics.filter { $0.severity == .error }.isEmpty, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["Days remaining", "Start training", "Days remaining", "Days remaining"])
    }

    @Test func extractedKeysAndKeysWithArgumentsGetNoProperty() throws {
        let root = try module("import SwiftUI\n")
        let bundle = ResourceBundle.load(paths: [root]).0
        let source = try #require(StringCatalogSymbols.source(for: bundle, declaredNames: []))
        #expect(source.contains("`daysLeft`"))
        #expect(!source.contains("extracted"))
        #expect(!source.contains("`day`"))
    }
}
