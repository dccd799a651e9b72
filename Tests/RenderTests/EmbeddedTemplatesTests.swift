import Foundation
import Testing
@testable import Render

/// `EmbeddedTemplates.swift` must be exactly what `Templates/` generates, so the binary renders
/// what the repository's templates say. Regenerate with
/// `LAYOUTLENS_UPDATE_TEMPLATES=1 swift test --filter EmbeddedTemplatesTests`.
struct EmbeddedTemplatesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let folder = Self.repository.appendingPathComponent("Templates")
        let sources = try SiteTemplates.readSources(directory: folder)
        // The site's templates are all there (the check report's templates live beside them).
        #expect(Set(SiteTemplates.requiredNames).isSubset(of: Set(sources.map(\.name))))
        let generated = SiteTemplates.embeddedSwiftSource(for: sources)
        let target = Self.repository.appendingPathComponent("Sources/Render/Site/EmbeddedTemplates.swift")
        if ProcessInfo.processInfo.environment["LAYOUTLENS_UPDATE_TEMPLATES"] == "1" {
            try generated.write(to: target, atomically: true, encoding: .utf8)
            print("Regenerated \(target.path); run the tests again to compile it in.")
            return
        }
        let current = try String(contentsOf: target, encoding: .utf8)
        #expect(current == generated, "Templates/ changed: run LAYOUTLENS_UPDATE_TEMPLATES=1 swift test --filter EmbeddedTemplatesTests")
        // And the compiled-in copy is the same text as the files.
        for (embedded, file) in zip(EmbeddedTemplates.all, sources) {
            #expect(embedded.name == file.name)
            #expect(embedded.source == file.source, "\(file.name).html differs from the binary's copy")
        }
    }

    @Test func generatedLiteralsSurviveHashesQuotesAndMissingNewlines() throws {
        let tricky = "a \"\"\" b #\"\"\"# ## \\(x) \\n"
        let source = SiteTemplates.embeddedSwiftSource(for: [("t", "t.html", tricky)])
        // The delimiter gets one more # than the longest run (2) in the text.
        #expect(source.contains("###\"\"\"\n" + tricky + "\n\"\"\"###"))
    }
}
