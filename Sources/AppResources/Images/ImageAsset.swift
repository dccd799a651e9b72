import LayoutEngine

/// An image set from an asset catalog (`Name.imageset`), or a loose image file.
public struct ImageAsset: Sendable, Hashable {
    /// The name `Image("…")` uses, with namespace prefixes: `Icons/star`.
    public var name: String
    /// The generated symbol path, `heroBanner` or `Icons.star` (Xcode 15+ `ImageResource`).
    public var symbol: String
    /// The `.imageset` folder (or the loose file's folder).
    public var path: String
    public var variants: [ImageVariant]
    /// `"template-rendering-intent"`: `template` draws the image as a mask in the foreground
    /// colour, `original` as is; nil when the set does not say (then SwiftUI's default applies).
    public var templateRenderingIntent: TemplateRenderingIntent?
    /// `"preserves-vector-representation": true`: a PDF/SVG is kept as a vector and scales
    /// cleanly when resized; the layout size is the same either way.
    public var preservesVectorRepresentation: Bool

    public enum TemplateRenderingIntent: String, Sendable, Hashable {
        case template, original
    }

    /// The variant the device would load: see `ImageVariantSelection`.
    public func variant(scale: Double = 3, appearance: Appearance = .light) -> ImageVariant? {
        ImageVariantSelection.pick(from: variants, scale: scale, appearance: appearance)
    }

    /// The image's size in points on a device of `scale` in `appearance`; nil when no variant
    /// has a readable file.
    public func pointSize(scale: Double = 3, appearance: Appearance = .light) -> Size? {
        variant(scale: scale, appearance: appearance)?.pointSize
    }
}
