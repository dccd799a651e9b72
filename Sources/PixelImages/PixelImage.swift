/// A decoded image: 8-bit straight (not premultiplied) RGBA, row by row from the top left.
public struct PixelImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Four bytes a pixel: red, green, blue, alpha.
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "rgba holds width × height pixels")
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

/// What a decoder will accept before it allocates: images are drawn in diagrams, so anything
/// larger than a few screens is refused as an error, not decoded into gigabytes.
public struct ImageLimits: Sendable {
    /// Largest width or height in pixels.
    public var maximumDimension: Int
    /// Largest width × height.
    public var maximumPixels: Int

    public init(maximumDimension: Int = 8192, maximumPixels: Int = 16_777_216) {
        self.maximumDimension = maximumDimension
        self.maximumPixels = maximumPixels
    }

    public static let standard = ImageLimits()

    func check(width: Int, height: Int, part: String) throws {
        guard width > 0, height > 0 else { throw ImageDecodingError(part, "the image is \(width) × \(height) pixels (empty)") }
        guard width <= maximumDimension, height <= maximumDimension, width * height <= maximumPixels else {
            throw ImageDecodingError(part, "the image is \(width) × \(height) pixels, more than the \(maximumDimension) × \(maximumDimension) and \(maximumPixels) pixels drawn")
        }
    }
}
