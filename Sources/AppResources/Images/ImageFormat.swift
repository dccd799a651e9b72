/// The image file formats an asset catalog accepts, told by file extension (Xcode's asset
/// catalog chooses by extension too; the header reader then checks the bytes).
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png, jpeg, gif, heic, pdf, svg

    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "gif": self = .gif
        case "heic", "heif": self = .heic
        case "pdf": self = .pdf
        case "svg": self = .svg
        default: return nil
        }
    }

    /// PDF and SVG are vectors: their size is in points, whatever scale slot they fill.
    public var isVector: Bool { self == .pdf || self == .svg }
}
