/// One `*.xcassets` folder as read: its image and colour sets by name.
public struct AssetCatalog: Sendable {
    public var path: String
    /// Image sets in the order their folders sort, namespace prefixes in their names.
    public var images: [ImageAsset]
    public var colors: [ColorAsset]
    /// Symbol sets (`Name.symbolset`, custom symbols made from an SF Symbols template), by name
    /// with namespace prefixes, in the order their folders sort.
    public var symbols: [String] = []
}
