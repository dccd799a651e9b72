/// A parsed template with its file name (for messages).
public struct Template: Sendable {
    public let file: String
    let nodes: [TemplateNode]
    /// The source's length in UTF-8 bytes, about what the template adds to a page around its values.
    let sourceLength: Int

    /// Parses `source`; throws a `TemplateError` naming `file`, line and column.
    public init(file: String, source: String) throws {
        self.file = file
        self.nodes = try TemplateParser(file: file, source: source).parse()
        self.sourceLength = source.utf8.count
    }
}
