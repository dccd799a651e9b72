import Foundation

/// Reads the fonts bundled with TextLayout straight from the source tree, so the reader is tested
/// on real files without depending on the TextLayout module.
enum BundledFontFiles {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TextLayout/Fonts")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static let interRegular = try! bytes("Inter-Regular.otf")
    static let interSemiBold = try! bytes("Inter-SemiBold.otf")
    static let interBold = try! bytes("Inter-Bold.otf")
}
