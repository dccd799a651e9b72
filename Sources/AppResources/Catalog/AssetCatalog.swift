/// One `*.xcassets` folder as read: its image and colour sets by name.
public struct AssetCatalog: Sendable {
    public var path: String
    /// Image sets in the order their folders sort, namespace prefixes in their names.
    public var images: [ImageAsset]
    public var colors: [ColorAsset]
}
