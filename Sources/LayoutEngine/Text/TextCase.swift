/// `.textCase(.uppercase)`: every `Text` below is shown in upper (or lower) case, so it is also
/// measured so (Apple's `textCase(_:)`: "a transform for the case of the text contained in this
/// view when displayed"; `nil` keeps the text's own case).
public enum TextCase: String, Hashable, Sendable {
    case uppercase
    case lowercase

    /// `text` as it is displayed in this case.
    public func applied(to text: String) -> String {
        switch self {
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        }
    }
}

extension TextEnvironment {
    /// The characters a text of `content` displays here: its case transformed when `.textCase`
    /// above asks.
    public func displayed(_ content: String) -> String {
        textCase?.applied(to: content) ?? content
    }
}
