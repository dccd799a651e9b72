/// A problem in a template or in rendering it, located in the template file:
/// `Templates/index.html:12:5: error: unclosed section 'scenarios'`.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The template's file name as the user knows it (`Templates/index.html`).
    public var file: String
    /// 1-based line of the tag that is wrong.
    public var line: Int
    /// 1-based column (in characters) of the tag's `{{`.
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        "\(file):\(line):\(column): error: \(message)"
    }
}

/// A position in a template file.
struct TemplateLocation: Equatable, Sendable {
    var line: Int
    var column: Int
}
