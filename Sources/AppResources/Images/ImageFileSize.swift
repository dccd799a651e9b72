import Diagnostics
import LayoutEngine

/// Reads an image file's intrinsic size for an asset or a loose file.
enum ImageFileSize {
    /// Each side of a bitmap is capped at this many pixels: the largest texture side Apple GPUs
    /// accept is 16 384 px (Apple, "Metal Feature Set Tables", maximum 2D texture width and
    /// height), so anything beyond is a hostile or corrupt header.
    static let maximumPixelDimension = 16_384

    /// The intrinsic size of the image file at `path`: the first bytes only (the whole PDF up to
    /// its cap), each bitmap side capped at `maximumPixelDimension`.
    static func read(_ path: String, format: ImageFormat?, diagnostics: inout [Diagnostic]) -> Size? {
        let count = format == .pdf ? ResourceFileReading.pdfLimit : ResourceFileReading.imageHeaderPrefix
        let bytes: [UInt8]
        switch ResourceFileReading.prefix(path, count: count) {
        case .bytes(let read): bytes = read
        case .failed(let diagnostic): diagnostics.append(diagnostic); return nil
        }
        guard let size = ImageHeader.size(of: bytes) else {
            // Git LFS keeps a small text pointer in the repository in place of each large file
            // ("version https://git-lfs.github.com/spec/v1", Git LFS's pointer specification).
            if bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8)) {
                diagnostics.append(Diagnostic(.imageIsLargeFileStoragePointer(), at: .wholeFile(path)))
                return nil
            }
            diagnostics.append(Diagnostic(.imageHeaderUnreadable(format?.rawValue.uppercased() ?? "image"), at: .wholeFile(path)))
            return nil
        }
        let limit = Double(maximumPixelDimension)
        if size.width > limit || size.height > limit {
            diagnostics.append(Diagnostic(.imageDimensionCapped(Int(min(size.width, 1e15)), Int(min(size.height, 1e15)), limit: maximumPixelDimension),
                                          at: .wholeFile(path)))
            return Size(width: min(size.width, limit), height: min(size.height, limit))
        }
        return Size(width: size.width, height: size.height)
    }
}
