import Dispatch

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
    ///
    /// With `inParallel`, the items of the outermost long list sections (a site's fixtures) are
    /// rendered on all cores and joined in order: the same bytes, and the same first error in
    /// item order, as rendering them one after another.
    public func renderUTF8(_ name: String, _ value: TemplateValue, inParallel: Bool = false) throws -> [UInt8] {
        guard let template = templates[name] else {
            throw TemplateError(file: name, line: 1, column: 1, message: "no template named '\(name)'")
        }
        var renderer = TemplateRenderer(set: self)
        // Items rendered ahead are most of a site's page: its buffer is made big enough at once
        // (with room for the text of every template), not grown and copied by doubling.
        let prerendered = Self.prerenderedByteCount(value)
        if prerendered > 0 {
            renderer.output.reserveCapacity(templates.values.reduce(prerendered) { $0 + $1.sourceLength })
        }
        renderer.rendersListsInParallel = inParallel
        renderer.context.append(value)
        try renderer.render(template.nodes, file: template.file)
        return renderer.output
    }
}

extension TemplateSet {
    /// The bytes of the items rendered ahead (`PrerenderedItem`) in the lists of `value`'s
    /// entries, each section of each once.
    static func prerenderedByteCount(_ value: TemplateValue) -> Int {
        guard case .object(let object) = value else { return 0 }
        var total = 0
        for entry in object.entries {
            guard case .list(let items) = entry.value else { continue }
            for case .prerendered(let item) in items {
                for fragment in item.fragments.values { total += fragment.count }
            }
        }
        return total
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
    /// Whether a list section of at least `parallelListLength` items renders its items on
    /// several threads; off inside such an item, so only the outermost list is split.
    var rendersListsInParallel = false
    static let parallelListLength = 8

    init(set: TemplateSet) {
        self.set = set
    }

    mutating func render(_ nodes: [TemplateNode], file: String) throws {
        for node in nodes {
            switch node {
            case .text(let text):
                output.appendUTF8(text)
            case .variable(let name, let escaped, let at):
                switch try lookUp(name, file: file, at: at) {
                case .string(let text):
                    if escaped { HTMLEscaping.escape(text, into: &output) } else { output.appendUTF8(text) }
                case .bool(let flag):
                    output.append(contentsOf: (flag ? "true" : "false").utf8)
                case .list, .object, .prerendered:
                    throw TemplateError(file: file, line: at.line, column: at.column,
                                        message: "'\(name)' is a list or object; use a section '{{#\(name)}}' to render it")
                }
            case .section(let name, let inverted, let children, let at):
                let value = try lookUp(name, file: file, at: at)
                if inverted {
                    if !value.isTruthy { try render(children, file: file) }
                } else if case .list(let items) = value {
                    let place = SectionPlace(file: file, line: at.line, column: at.column)
                    if rendersListsInParallel, items.count >= Self.parallelListLength,
                       !items.contains(where: { if case .prerendered = $0 { true } else { false } }) {
                        try renderInParallel(children, file: file, items: items)
                    } else {
                        for item in items { try render(children, file: file, item: item, place: place) }
                    }
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

    /// A list section's body for one item: the item's own bytes when it was rendered ahead.
    private mutating func render(_ nodes: [TemplateNode], file: String, item: TemplateValue, place: SectionPlace) throws {
        guard case .prerendered(let rendered) = item else {
            return try render(nodes, file: file, in: item)
        }
        guard let bytes = rendered.fragments[place] else {
            // `ListPrerenderer` renders every section over the list, so this is a LayoutLens bug.
            throw TemplateError(file: file, line: place.line, column: place.column,
                                message: "an item rendered ahead has no rendering for this section")
        }
        output.append(contentsOf: bytes)
    }

    /// `nodes` once per item, each item by its own renderer on whichever thread is free; the
    /// pieces are appended in item order and the first item's error (in that order) is thrown.
    /// Items go in batches of `parallelBatch`, so only one batch's pieces wait to be appended
    /// (a site's page is tens of megabytes; all its pieces at once would double it).
    private mutating func renderInParallel(_ nodes: [TemplateNode], file: String, items: [TemplateValue]) throws {
        let base = self
        for start in stride(from: 0, to: items.count, by: Self.parallelBatch) {
            let batch = items[start..<min(start + Self.parallelBatch, items.count)]
            let pieces = Pieces(count: batch.count)
            DispatchQueue.concurrentPerform(iterations: batch.count) { offset in
                var renderer = base
                renderer.output = []
                renderer.rendersListsInParallel = false
                do {
                    try renderer.render(nodes, file: file, in: batch[batch.startIndex + offset])
                    pieces.store(.success(renderer.output), at: offset)
                } catch {
                    pieces.store(.failure(error), at: offset)
                }
            }
            for piece in pieces.results {
                output.append(contentsOf: try piece.get())
            }
        }
    }

    static let parallelBatch = 64

    /// The rendered items, each written by one thread into its own slot of a fixed buffer.
    private final class Pieces: @unchecked Sendable {
        private let slots: UnsafeMutablePointer<Result<[UInt8], any Error>?>
        private let count: Int

        init(count: Int) {
            self.count = count
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil, count: count)
        }

        deinit {
            slots.deinitialize(count: count)
            slots.deallocate()
        }

        /// Each index is stored by exactly one thread, once.
        func store(_ piece: Result<[UInt8], any Error>, at index: Int) {
            slots[index] = piece
        }

        /// Read after every store is done (`concurrentPerform` returns when all iterations have).
        var results: [Result<[UInt8], any Error>] { (0..<count).map { slots[$0]! } }
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
