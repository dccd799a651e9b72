/// Files a repository's scripts pass to code generators by name: XcodeGen specs and SwiftGen
/// configurations. XcodeGen reads `project.yml` in the current folder unless `--spec` (or `-s`) names another file (yonaskolb/XcodeGen,
/// `Sources/XcodeGen/Commands/ProjectCommand.swift`: `@Key("-s", "--spec", description: "The path
/// to the project spec file. Defaults to project.yml. (It is also possible to link to multiple
/// spec files by comma separating them. …)")`), so a repository whose spec has another name (`project-bwa.yml`, kept beside other apps'
/// specs) names it where it runs the tool: a shell script or a Makefile. Such a spec is the
/// project as much as a `project.yml` is.
enum GeneratorInvocations {
    /// Scripts read for invocations: shell scripts and Makefiles (an XcodeGen spec's build-phase
    /// scripts are read from the spec itself).
    static func isScript(_ name: String) -> Bool {
        ["Makefile", "makefile", "GNUmakefile"].contains(name) || ["sh", "bash", "zsh", "mk"].contains(ProjectPath.fileExtension(name))
    }

    /// A script is read up to this many bytes (a bootstrap script is a few kilobytes).
    static let scriptLimit = 256 * 1024

    /// The spec paths `xcodegen … --spec PATH` / `-s PATH` / `--spec=PATH` name in `text`, as
    /// written (quotes removed), YAML or JSON files only.
    static func xcodeGenSpecs(in text: String) -> [String] {
        files(in: text, tool: "xcodegen", option: "--spec", shortOption: "-s")
    }

    /// The configuration files `swiftgen config run --config PATH` (or `--config=PATH`) names in
    /// `text`: SwiftGen reads `swiftgen.yml` unless `--config` names another (SwiftGen,
    /// Documentation/ConfigFile.md and its usage line `swiftgen config run [--config <config>]`;
    /// SwiftGen discussion #845, a maintainer: "We specifically have a CLI option to provide the
    /// path to a config file: swiftgen config run --config=swiftgen1.yml").
    static func swiftGenConfigs(in text: String) -> [String] {
        files(in: text, tool: "swiftgen", option: "--config", shortOption: nil)
    }

    /// The YAML or JSON files `option`/`shortOption` names after `tool` on a line of `text`.
    private static func files(in text: String, tool toolName: String, option: String, shortOption: String?) -> [String] {
        var specs: [String] = []
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let tool = words.firstIndex(where: { ProjectPath.lastComponent(unquoted($0)) == toolName }) else { continue }
            var index = tool + 1
            while index < words.count {
                let word = words[index]
                var written: String?
                if word == option || word == shortOption, index + 1 < words.count { written = words[index + 1]; index += 1 }
                else if word.hasPrefix(option + "=") { written = String(word.dropFirst(option.count + 1)) }
                index += 1
                guard let written else { continue }
                for spec in unquoted(written).split(separator: ",").map(String.init)
                where ["yml", "yaml", "json"].contains(ProjectPath.fileExtension(spec)) {
                    specs.append(spec)
                }
            }
        }
        return specs
    }

    /// The spec file `written` names, from a script in `scriptFolder` of a repository at `root`:
    /// a leading shell variable (`$repo_root/`, `${SRCROOT}/`, `$(PWD)/`) stands for a folder the
    /// script computes, so the rest is tried from the script's folder and each folder above it up
    /// to `root`. Nil when no such file exists.
    static func resolve(_ written: String, scriptFolder: String, root: String) -> String? {
        var relative = written
        while relative.hasPrefix("$"), let slash = relative.firstIndex(of: "/") {
            relative = String(relative[relative.index(after: slash)...])
        }
        guard !relative.isEmpty, !relative.hasPrefix("$"), !relative.hasPrefix("/"), !relative.contains("..") else { return nil }
        var folder = scriptFolder
        for _ in 0..<64 {
            let candidate = ProjectPath.join(folder, relative)
            if FileSystem.kind(of: candidate) == .file { return candidate }
            guard folder != root, ProjectPath.isInside(folder, folder: root) else { return nil }
            folder = ProjectPath.parent(folder)
        }
        return nil
    }

    private static func unquoted(_ word: String) -> String {
        word.filter { $0 != "\"" && $0 != "'" }
    }
}
