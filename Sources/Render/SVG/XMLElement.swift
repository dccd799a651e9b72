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
        var output: [UInt8] = []
        output.reserveCapacity(16 * 1024)
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the serialised element to `output` as UTF-8 bytes: a diagram is tens of
    /// kilobytes, and appending bytes to one buffer costs a fraction of growing a `String`.
    public func write(to output: inout [UInt8]) {
        output.append(UInt8(ascii: "<"))
        output.appendUTF8(name)
        for attribute in attributes {
            output.append(UInt8(ascii: " "))
            output.appendUTF8(attribute.name)
            output.append(UInt8(ascii: "="))
            output.append(UInt8(ascii: "\""))
            HTMLEscaping.escape(attribute.value, into: &output)
            output.append(UInt8(ascii: "\""))
        }
        if children.isEmpty {
            output.append(UInt8(ascii: "/"))
            output.append(UInt8(ascii: ">"))
            return
        }
        output.append(UInt8(ascii: ">"))
        var hasElements = false
        for child in children {
            switch child {
            case .element(let element):
                hasElements = true
                output.append(UInt8(ascii: "\n"))
                element.write(to: &output)
            case .text(let text):
                HTMLEscaping.escape(text, inAttribute: false, into: &output)
            }
        }
        if hasElements { output.append(UInt8(ascii: "\n")) }
        output.append(UInt8(ascii: "<"))
        output.append(UInt8(ascii: "/"))
        output.appendUTF8(name)
        output.append(UInt8(ascii: ">"))
    }

    public static func == (lhs: XMLElement, rhs: XMLElement) -> Bool {
        lhs.name == rhs.name && lhs.children == rhs.children
            && lhs.attributes.elementsEqual(rhs.attributes) { $0.name == $1.name && $0.value == $1.value }
    }
}
