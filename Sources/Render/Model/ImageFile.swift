#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of an image asset to embed in a diagram.
public struct ImageFile: Sendable, Equatable {
    /// Larger files are drawn as placeholders: diagrams stay small enough to inline in a page.
    public static let maximumEmbeddedSize = 256 * 1024

    /// `image/png` or `image/jpeg`.
    public var mediaType: String
    public var bytes: [UInt8]

    /// Recognises PNG and JPEG by their signatures; anything else (including SVG, which could
    /// carry scripts) and files over `maximumEmbeddedSize` are refused.
    public init?(bytes: [UInt8]) {
        guard bytes.count <= Self.maximumEmbeddedSize else { return nil }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            mediaType = "image/png"
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            mediaType = "image/jpeg"
        } else {
            return nil
        }
        self.bytes = bytes
    }

    /// `data:image/png;base64,…`.
    var dataURL: String {
        "data:\(mediaType);base64," + Data(bytes).base64EncodedString()
    }
}
