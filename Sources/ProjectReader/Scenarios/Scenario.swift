import LayoutEngine

/// One preview of a file, ready to lay out: a `#Preview` or one entry of a PreviewProvider's
/// `previews`. The root is placed in `proposal` as SwiftUI's hosting view places it (centred).
public struct Scenario: Sendable {
    /// The file as the user named it.
    public var file: String
    /// The preview's title, else the view it shows and its ordinal among the untitled previews of
    /// that view (`PreviewIdentity`).
    public var name: String
    /// Line of the `#Preview` (or of the previews entry).
    public var line: Int
    /// What the canvas proposes to the root: the `fixedLayout` size, else
    /// the device's safe area (also for `sizeThatFitsLayout`, see `fitsCanvasToRoot`).
    public var proposal: ProposedSize
    /// `sizeThatFitsLayout` / `.previewLayout(.sizeThatFits)`: the root is offered the device size
    /// and the canvas then fits the root (Apple's `PreviewLayout.sizeThatFits`: "Fit the container
    /// to the size of the preview when offered the size of the device that the preview is running on").
    public var fitsCanvasToRoot: Bool
    public var root: ViewNode
    /// The facts the name is made of (`PreviewIdentity`).
    public var identity: PreviewIdentity.Facts
    /// Whether the name depends on the preview's order among untitled previews of its view.
    public var nameDependsOnOrder: Bool
    /// The preview's source text (`#Preview(…) { … }`, or the previews entry), kept in snapshots
    /// so a report can show what changed in the source beside what changed in the layout.
    public var source: String

    /// How the preview settled (`SwiftUIRuntime`'s settling): one line per pass after the first
    /// that changed state ("pass 2: onPreferenceChange(WidthKey) set width 0 → 120; …"); empty
    /// for a preview whose first pass is what the canvas shows.
    public var settling: [String] = []

    /// The font files the preview's module bundles (its resources, sorted by path): a
    /// `Font.custom` names one of them by PostScript name, so the text measurer and the renderer
    /// register them (`FontLibrary.registerFont(atPath:)`) to measure and draw with them.
    public var fontFiles: [String] = []

    public init(file: String, name: String, line: Int, proposal: ProposedSize, root: ViewNode,
                identity: PreviewIdentity.Facts? = nil, nameDependsOnOrder: Bool = false, source: String = "",
                fitsCanvasToRoot: Bool = false) {
        self.file = file
        self.name = name
        self.line = line
        self.proposal = proposal
        self.fitsCanvasToRoot = fitsCanvasToRoot
        self.root = root
        self.identity = identity ?? PreviewIdentity.Facts(title: name, shownView: nil)
        self.nameDependsOnOrder = nameDependsOnOrder
        self.source = source
    }
}

extension Scenario {
    /// Lays the preview out in its canvas as Xcode's preview does.
    public func layout(options: LayoutOptions = LayoutOptions()) -> LayoutResult {
        LayoutEngine.layout(root, in: proposal, fitsCanvasToRoot: fitsCanvasToRoot, options: options)
    }
}
