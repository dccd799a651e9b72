/// Decodes an image file of either format LayoutLens draws, told apart by its signature: PNG
/// (`PNGDecoder`) or JPEG (`JPEGDecoder`). Anything else throws.
public enum ImageDecoder {
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) throws -> PixelImage {
        if bytes.starts(with: PNGDecoder.signature) { return try PNGDecoder.decode(bytes, limits: limits) }
        if bytes.starts(with: JPEGDecoder.signature) { return try JPEGDecoder.decode(bytes, limits: limits) }
        throw ImageDecodingError("image", "neither a PNG nor a JPEG signature")
    }
}
