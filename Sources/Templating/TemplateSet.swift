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
        guard let template = templates[name] else {
            throw TemplateError(file: name, line: 1, column: 1, message: "no template named '\(name)'")
        }
        var renderer = TemplateRenderer(set: self)
        try renderer.render(template.nodes, file: template.file, context: [value])
        return renderer.output
    }
}

struct TemplateRenderer {
    let set: TemplateSet
    var output = ""
    var depth = 0
    static let maximumPartialDepth = 32

    init(set: TemplateSet) {
        self.set = set
    }

    mutating func render(_ nodes: [TemplateNode], file: String, context: [TemplateValue]) throws {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let name, let escaped, let at):
                let value = try lookUp(name, in: context, file: file, at: at)
                guard let text = value.text else {
                    throw TemplateError(file: file, line: at.line, column: at.column,
                                        message: "'\(name)' is a list or object; use a section '{{#\(name)}}' to render it")
                }
                output += escaped ? HTMLEscaping.escape(text) : text
            case .section(let name, let inverted, let children, let at):
                let value = try lookUp(name, in: context, file: file, at: at)
                if inverted {
                    if !value.isTruthy { try render(children, file: file, context: context) }
                } else if case .list(let items) = value {
                    for item in items { try render(children, file: file, context: context + [item]) }
                } else if value.isTruthy {
                    try render(children, file: file, context: context + [value])
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
                try render(partial.nodes, file: partial.file, context: context)
                depth -= 1
            }
        }
    }

    /// Mustache lookup: the first dotted component is searched from the innermost context
    /// outwards; the rest must be found inside it.
    func lookUp(_ name: String, in context: [TemplateValue], file: String, at: TemplateLocation) throws -> TemplateValue {
        if name == "." { return context.last! }
        // Most names have no dot: look them up whole, without splitting (a split by `Character`
        // per lookup was a tenth of rendering a site).
        let parts = name.utf8.contains(UInt8(ascii: "."))
            ? name.utf8.split(separator: UInt8(ascii: ".")).map { String(Substring($0)) } : [name]
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
