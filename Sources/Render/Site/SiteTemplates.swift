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
import Templating

/// A template that does not parse or render: `Templates/index.html:12:5: error: …`.
public typealias SiteTemplateError = TemplateError

/// The templates of the HTML site: `index` (the page), `fixture` and `scenario` (partials).
///
/// They live in `Templates/` at the top of the repository and are compiled into the binary
/// (`EmbeddedTemplates.swift`, kept identical to `Templates/` by a test), so a copied
/// `layoutlens` binary still finds them; `--templates DIR` reads a folder instead.
public enum SiteTemplates {
    /// The template names the site renders; a `--templates` folder must provide each as `<name>.html`.
    public static let requiredNames = ["index", "fixture", "scenario"]

    /// The sources of every template in `Templates/` as compiled into the binary (the site's and
    /// the check report's), as `(name, file, source)`.
    public static var embeddedSources: [(name: String, file: String, source: String)] {
        EmbeddedTemplates.all.map { ($0.name, $0.file, $0.source) }
    }

    /// The templates compiled into the binary.
    public static func embedded() throws -> TemplateSet {
        try TemplateSet(sources: EmbeddedTemplates.all.map { ($0.name, $0.file, $0.source) })
    }

    /// Every `*.html` file of `directory` (names without extension), which must include the
    /// required ones; the step-through partials (`explain-*.html`) default to the built-in ones. Errors name the file: `Templates/index.html:12:5: error: …`.
    public static func load(directory: URL) throws -> TemplateSet {
        var sources = try readSources(directory: directory)
        // The step-through partials come built in unless the folder has its own.
        for entry in embeddedSources where entry.name.hasPrefix("explain-") && !sources.contains(where: { $0.name == entry.name }) {
            sources.append(entry)
        }
        for name in requiredNames where !sources.contains(where: { $0.name == name }) {
            throw TemplateError(file: directory.lastPathComponent + "/\(name).html", line: 1, column: 1,
                                message: "missing template '\(name).html' (a --templates folder needs \(requiredNames.map { $0 + ".html" }.joined(separator: ", ")))")
        }
        return try TemplateSet(sources: sources)
    }

    /// The `*.html` files of `directory` sorted by name, with `file` as shown in messages.
    static func readSources(directory: URL) throws -> [(name: String, file: String, source: String)] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw TemplateError(file: directory.path, line: 1, column: 1, message: "cannot read the templates folder")
        }
        return try names.filter { $0.hasSuffix(".html") }.sorted().map { fileName in
            let url = directory.appendingPathComponent(fileName)
            guard case .success(let data) = readRegularFile(url.path),
                  let source = String(data: data, encoding: .utf8) else {
                throw TemplateError(file: url.path, line: 1, column: 1, message: "cannot read the template as UTF-8 text")
            }
            let displayPath = directory.lastPathComponent + "/" + fileName
            return (String(fileName.dropLast(5)), displayPath, source)
        }
    }

    /// The Swift source of `EmbeddedTemplates.swift` for `sources`: each template a raw string
    /// literal whose delimiter has more `#` than any run in the text, so no escaping is needed.
    static func embeddedSwiftSource(for sources: [(name: String, file: String, source: String)]) -> String {
        var output = """
        // Generated from Templates/*.html by `LAYOUTLENS_UPDATE_TEMPLATES=1 swift test --filter EmbeddedTemplatesTests`.
        // Do not edit: edit Templates/ and regenerate; a test fails while the two differ.

        /// The site templates compiled into the binary (see `SiteTemplates`).
        enum EmbeddedTemplates {
            static let all: [(name: String, file: String, source: String)] = [

        """
        for entry in sources {
            var longestRun = 0, run = 0
            for character in entry.source {
                run = character == "#" ? run + 1 : 0
                longestRun = max(longestRun, run)
            }
            let hashes = String(repeating: "#", count: longestRun + 1)
            output += "        (\"\(entry.name)\", \"Templates/\(entry.name).html\", \(hashes)\"\"\"\n"
            // The line break before the closing delimiter is not part of the literal, so the
            // value is exactly `entry.source`, with or without a final newline.
            output += entry.source + "\n\"\"\"\(hashes)),\n"
        }
        output += "    ]\n}\n"
        return output
    }
}
