/// Finds where one font starts in a file that may be a collection ('ttcf', as `.ttc` files are).
enum FontFile {
    static let maximumFontsInCollection = 1024

    /// The offset of font `index` within `bytes`: 0 for a plain font file.
    static func fontOffset(in bytes: [UInt8], index: Int) throws -> Int {
        let header = try FontDataReader(bytes: bytes, table: "sfnt")
        guard try header.tag(0) == "ttcf" else {
            guard index == 0 else { throw header.error(at: 0, "font index \(index) requested, but the file holds one font") }
            return 0
        }
        let fontCount = Int(try header.uint32(8))
        guard fontCount <= maximumFontsInCollection else {
            throw header.error(at: 8, "the collection claims \(fontCount) fonts")
        }
        guard index >= 0, index < fontCount else {
            throw header.error(at: 8, "font index \(index) requested, but the collection holds \(fontCount) fonts")
        }
        return Int(try header.uint32(12 + 4 * index))
    }
}
