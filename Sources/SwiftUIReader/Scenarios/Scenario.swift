import LayoutEngine

/// One preview of a file, ready to lay out: a `#Preview` or one entry of a PreviewProvider's
/// `previews`. The root is placed in `proposal` as SwiftUI's hosting view places it (centred).
public struct Scenario: Sendable {
    /// The file as the user named it.
    public var file: String
    /// The preview's title, else the view's name and the preview's 1-based index in the file.
    public var name: String
    /// Line of the `#Preview` (or of the previews entry).
    public var line: Int
    /// What the canvas proposes to the root: the `fixedLayout` size, nil × nil for
    /// `sizeThatFitsLayout`, else `PreviewCanvas.defaultDevice`.
    public var proposal: ProposedSize
    public var root: ViewNode

    public init(file: String, name: String, line: Int, proposal: ProposedSize, root: ViewNode) {
        self.file = file
        self.name = name
        self.line = line
        self.proposal = proposal
        self.root = root
    }
}
