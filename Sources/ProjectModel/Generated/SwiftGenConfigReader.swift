import Diagnostics

/// Reads a SwiftGen configuration file (`swiftgen.yml`; SwiftGen's Documentation/ConfigFile.md):
/// a YAML mapping with optional `input_dir` and `output_dir` and one key per parser (`strings`,
/// `xcassets`, `fonts`, `colors`, `ib`, …) whose value is an entry or a list of entries, each with
/// `inputs` (a path or a list) and `outputs` (an output or a list: `templateName` or
/// `templatePath`, `output`, optional `params`). Relative paths are relative to the file's folder,
/// then to `input_dir` (inputs) or `output_dir` (outputs).
///
/// Only SwiftGen's bundled templates whose declarations LayoutLens writes are kept (strings:
/// `structured-swift5`/`-swift4`, `flat-swift5`/`-swift4`; xcassets and fonts: `swift5`/`swift4`);
/// any other parser, a custom `templatePath`, or a form the reader does not know is a warning,
/// never silence.
enum SwiftGenConfigReader {
    static let fileNames = ["swiftgen.yml", "swiftgen.yaml"]
    static let sizeLimit = 1 << 20

    /// The parsers SwiftGen 6 knows (`swiftgen config doc`).
    static let parsers: Set<String> = ["colors", "coredata", "files", "fonts", "ib", "json", "plist", "strings", "xcassets", "yaml"]

    static func read(_ file: String) -> (generations: [ResourceCodeGeneration], diagnostics: [Diagnostic]) {
        let bytes: [UInt8]
        switch FileSystem.readText(file, limit: sizeLimit) {
        case .success(let text): bytes = text
        case .failure(let failure): return ([], [failure.diagnostic])
        }
        let (root, problems) = YAMLParser.parse(String(decoding: bytes, as: UTF8.self))
        var diagnostics = problems.map { Diagnostic($0.message, at: SourceRange(file: file, start: $0.at, end: $0.at)) }
        func warn(_ what: String, at node: YAMLValue) {
            diagnostics.append(Diagnostic(.swiftGenConfigNotUnderstood(what), at: SourceRange(file: file, start: node.position, end: node.position)))
        }
        guard case .mapping(let entries, _) = root else {
            warn("the file is not a mapping of parsers ('strings:', 'xcassets:', …)", at: root)
            return ([], diagnostics)
        }
        let folder = ProjectPath.parent(file)
        let inputFolder = root["input_dir"]?.string.map { ProjectPath.join(folder, $0) } ?? folder
        let outputFolder = root["output_dir"]?.string.map { ProjectPath.join(folder, $0) } ?? folder
        var generations: [ResourceCodeGeneration] = []
        for entry in entries where entry.key != "input_dir" && entry.key != "output_dir" {
            guard parsers.contains(entry.key) else {
                warn("the key '\(entry.key)' (SwiftGen 6 reads 'input_dir', 'output_dir' and one key per parser)", at: entry.value)
                continue
            }
            for command in entry.value.items {
                guard case .mapping = command, let inputsNode = command["inputs"] else {
                    warn("a '\(entry.key)' entry without 'inputs' (an older config form: SwiftGen 6 uses 'inputs' and 'outputs')", at: command)
                    continue
                }
                let inputs = inputsNode.items.compactMap(\.string)
                guard !inputs.isEmpty, !inputs.contains(where: { $0.contains("$") }) else {
                    warn("the inputs of '\(entry.key)' (none, or an environment variable LayoutLens does not expand)", at: inputsNode)
                    continue
                }
                for output in (command["outputs"] ?? .null(at: command.position)).items {
                    guard let path = output["output"]?.string, !path.contains("$") else {
                        warn("an output of '\(entry.key)' without a plain 'output' path", at: output)
                        continue
                    }
                    let template = output["templateName"]?.string
                    guard let template, let kind = kind(parser: entry.key, template: template) else {
                        let what = template.map { "template '\($0)'" } ?? "template '\(output["templatePath"]?.string ?? "?")' (a custom template)"
                        diagnostics.append(Diagnostic(.swiftGenOutputNotGenerated(parser: entry.key, template: what, output: path),
                                                      at: SourceRange(file: file, start: output.position, end: output.position)))
                        continue
                    }
                    var parameters: [String: String] = [:]
                    // A parameter that is false (or empty) is left out: the templates test a
                    // parameter's truth (`{% if param.publicAccess %}`), and `publicAccess: false`
                    // means internal.
                    for parameter in output["params"]?.entries ?? [] {
                        let value = parameter.value.string ?? ""
                        guard !["", "false", "no", "off", "0"].contains(value.lowercased()) else { continue }
                        parameters[parameter.key] = value
                    }
                    // A parameter that changes names in a way LayoutLens does not write.
                    if parameters["forceProvidesNamespaces"] != nil {
                        warn("the parameter 'forceProvidesNamespaces' (a namespace for every asset folder)", at: output)
                    }
                    generations.append(ResourceCodeGeneration(kind: kind, inputs: inputs.map { ProjectPath.join(inputFolder, $0) },
                                                              output: ProjectPath.join(outputFolder, path), parameters: parameters))
                }
            }
        }
        return (generations, diagnostics)
    }

    /// What LayoutLens writes for SwiftGen's bundled template `template` of `parser`, if anything
    /// (SwiftGen's Documentation/templates: the Swift 4 and Swift 5 templates declare the same names).
    static func kind(parser: String, template: String) -> ResourceCodeGeneration.Kind? {
        switch (parser, template) {
        case ("strings", "structured-swift5"), ("strings", "structured-swift4"): return .swiftGenStructuredStrings
        case ("strings", "flat-swift5"), ("strings", "flat-swift4"): return .swiftGenFlatStrings
        case ("xcassets", "swift5"), ("xcassets", "swift4"): return .swiftGenAssets
        case ("fonts", "swift5"), ("fonts", "swift4"): return .swiftGenFonts
        default: return nil
        }
    }
}
