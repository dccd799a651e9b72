/// A parsed template with its file name (for messages).
public struct Template: Sendable {
    public let file: String
    let nodes: [TemplateNode]

    /// Parses `source`; throws a `TemplateError` naming `file`, line and column.
    public init(file: String, source: String) throws {
        self.file = file
        self.nodes = try TemplateParser(file: file, source: source).parse()
    }
}
