import Templating

/// A minimal XML tree for writing SVG: attributes keep the order they were added in, so the
/// same drawing always serialises to the same bytes.
public struct XMLElement: Sendable, Equatable {
    public enum Child: Sendable, Equatable {
        case element(XMLElement)
        /// Character data; escaped when written.
        case text(String)
    }

    public var name: String
    public private(set) var attributes: [(name: String, value: String)] = []
    public var children: [Child] = []

    public init(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String? = nil) {
        self.name = name
        for (key, value) in attributes { self.attributes.append((key, value)) }
        if let text { children.append(.text(text)) }
    }

    /// Appends an attribute; a nil value is skipped so optional attributes read naturally.
    public mutating func set(_ name: String, _ value: String?) {
        guard let value else { return }
        attributes.append((name, value))
    }

    /// Appends a numeric attribute formatted by `DiagramNumber`.
    public mutating func set(_ name: String, _ value: Double) {
        attributes.append((name, DiagramNumber.format(value)))
    }

    public mutating func append(_ child: XMLElement) {
        children.append(.element(child))
    }

    public mutating func append(text: String) {
        children.append(.text(text))
    }

    /// Serialises the element. Elements holding other elements put each child on its own line
    /// (readable diffs); elements holding only text stay on one line.
    public func serialized() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    func write(to output: inout String) {
        output += "<"
        output += name
        for attribute in attributes {
            // Appended piece by piece: no temporary string per attribute.
            output += " "
            output += attribute.name
            output += "=\""
            output += HTMLEscaping.escape(attribute.value)
            output += "\""
        }
        if children.isEmpty {
            output += "/>"
            return
        }
        output += ">"
        let hasElements = children.contains { if case .element = $0 { return true } else { return false } }
        for child in children {
            switch child {
            case .element(let element):
                output += "\n"
                element.write(to: &output)
            case .text(let text):
                output += HTMLEscaping.escape(text, inAttribute: false)
            }
        }
        if hasElements { output += "\n" }
        output += "</"
        output += name
        output += ">"
    }

    public static func == (lhs: XMLElement, rhs: XMLElement) -> Bool {
        lhs.name == rhs.name && lhs.children == rhs.children
            && lhs.attributes.elementsEqual(rhs.attributes) { $0.name == $1.name && $0.value == $1.value }
    }
}
