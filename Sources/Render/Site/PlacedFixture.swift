import Templating

/// A fixture's part of the site, made on the thread that drew it (`SiteBuilder.place`): its
/// diagram files as bytes and its item of the index page, rendered already when the templates
/// allow. The drawing itself (scenes, explanations, page values) is not kept, so `render` holds
/// a thousand fixtures' bytes, not their drawings, until the index is made.
public struct PlacedFixture: Sendable {
    /// The fixture's name, whose slug names its folder.
    public var name: String
    /// The folder it was placed in (`diagrams/<folder>/…`, and its anchors): its name's slug.
    public var folder: String
    /// Its diagrams, in scenario order.
    public var files: [SiteFile]
    /// Its diagrams as PNGs, when the site is asked for them.
    public var images: [(path: String, bytes: [UInt8])]
    /// Its item of the index page's `fixtures` list (`TemplateValue.prerendered` when it could be).
    var item: TemplateValue
    public var scenarioCount: Int
    /// The Swift file the fixture was read from.
    public var sourceFile: String = ""
    /// What its diagrams could not draw as iOS would (`RenderWarning`), each distinct warning
    /// once, in the order first met: `render` prints them against `sourceFile`.
    public var renderWarnings: [RenderWarning] = []
    var hasFailures: Bool
    /// The module its file belongs to (the index's section), nil for a file read alone.
    var module: SiteModule?
    /// The drawing, kept when another fixture may take `folder` (`UniqueSlugs.contested`).
    var drawing: DrawnFixture?

    init(name: String, folder: String, files: [SiteFile], images: [(path: String, bytes: [UInt8])], item: TemplateValue,
         scenarioCount: Int, hasFailures: Bool, module: SiteModule?, drawing: DrawnFixture?) {
        self.name = name
        self.folder = folder
        self.files = files
        self.images = images
        self.item = item
        self.scenarioCount = scenarioCount
        self.hasFailures = hasFailures
        self.module = module
        self.drawing = drawing
    }
}
