/// Named templates that can include each other with `{{> name}}`; `render` produces a page.
///
/// Rendering is strict: a name that is not in the data, a list printed as text, or a missing
/// partial is an error that points at the tag, so a typo in a template never silently prints
/// nothing.
public struct TemplateSet: Sendable {
    /// Templates by name (the file name without extension, e.g. `index`, `scenario`).
    public private(set) var templates: [String: Template] = [:]

    public init() {}

    /// Parses every `(name, file, source)`; the first parse error is thrown.
    public init(sources: [(name: String, file: String, source: String)]) throws {
        for entry in sources {
            templates[entry.name] = try Template(file: entry.file, source: entry.source)
        }
    }

    public mutating func add(_ template: Template, named name: String) {
        templates[name] = template
    }

    /// Renders the template `name` with `value` as the outermost context.
    public func render(_ name: String, _ value: TemplateValue) throws -> String {
        String(decoding: try renderUTF8(name, value), as: UTF8.self)
    }

    /// `render` as UTF-8 bytes, for writing to a file without building (and validating) a
    /// `String` of the whole page.
    public func renderUTF8(_ name: String, _ value: TemplateValue) throws -> [UInt8] {
        guard let template = templates[name] else {
            throw TemplateError(file: name, line: 1, column: 1, message: "no template named '\(name)'")
        }
        var renderer = TemplateRenderer(set: self)
        renderer.context.append(value)
        try renderer.render(template.nodes, file: template.file)
        return renderer.output
    }
}

/// Renders nodes into UTF-8 bytes: a site's page is tens of megabytes, mostly diagrams copied
/// whole, and one byte buffer grows far more cheaply than a `String` appended to piece by piece.
struct TemplateRenderer {
    let set: TemplateSet
    var output: [UInt8] = []
    /// The values of the enclosing sections, outermost first: names are looked up from the end.
    var context: [TemplateValue] = []
    var depth = 0
    static let maximumPartialDepth = 32

    init(set: TemplateSet) {
        self.set = set
    }

    mutating func render(_ nodes: [TemplateNode], file: String) throws {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(contentsOf: text.utf8)
            case .variable(let name, let escaped, let at):
                switch try lookUp(name, file: file, at: at) {
                case .string(let text):
                    if escaped { HTMLEscaping.escape(text, into: &output) } else { output.append(contentsOf: text.utf8) }
                case .bool(let flag):
                    output.append(contentsOf: (flag ? "true" : "false").utf8)
                case .list, .object:
                    throw TemplateError(file: file, line: at.line, column: at.column,
                                        message: "'\(name)' is a list or object; use a section '{{#\(name)}}' to render it")
                }
            case .section(let name, let inverted, let children, let at):
                let value = try lookUp(name, file: file, at: at)
                if inverted {
                    if !value.isTruthy { try render(children, file: file) }
                } else if case .list(let items) = value {
                    for item in items { try render(children, file: file, in: item) }
                } else if value.isTruthy {
                    try render(children, file: file, in: value)
                }
            case .partial(let name, let at):
                guard let partial = set.templates[name] else {
                    throw TemplateError(file: file, line: at.line, column: at.column, message: "no partial named '\(name)'")
                }
                guard depth < Self.maximumPartialDepth else {
                    throw TemplateError(file: file, line: at.line, column: at.column,
                                        message: "partial '\(name)' nested more than \(Self.maximumPartialDepth) deep (does it include itself?)")
                }
                depth += 1
                try render(partial.nodes, file: partial.file)
                depth -= 1
            }
        }
    }

    /// `nodes` with `value` as the innermost context (a section's item). After an error the
    /// renderer is thrown away, so the context need not be restored then.
    private mutating func render(_ nodes: [TemplateNode], file: String, in value: TemplateValue) throws {
        context.append(value)
        try render(nodes, file: file)
        context.removeLast()
    }

    /// Mustache lookup: the first dotted component is searched from the innermost context
    /// outwards; the rest must be found inside it.
    func lookUp(_ name: String, file: String, at: TemplateLocation) throws -> TemplateValue {
        if name == "." { return context.last! }
        // Most names have no dot: look them up whole, without splitting (a split by `Character`
        // per lookup was a tenth of rendering a site).
        guard name.utf8.contains(UInt8(ascii: ".")) else {
            for value in context.reversed() {
                if let found = value[name] { return found }
            }
            throw TemplateError(file: file, line: at.line, column: at.column, message: "unknown name '\(name)'")
        }
        let parts = name.utf8.split(separator: UInt8(ascii: ".")).map { String(Substring($0)) }
        guard var value = context.reversed().lazy.compactMap({ $0[parts[0]] }).first else {
            throw TemplateError(file: file, line: at.line, column: at.column, message: "unknown name '\(parts[0])'")
        }
        for part in parts.dropFirst() {
            guard let next = value[part] else {
                throw TemplateError(file: file, line: at.line, column: at.column, message: "unknown name '\(part)' in '\(name)'")
            }
            value = next
        }
        return value
    }
}
