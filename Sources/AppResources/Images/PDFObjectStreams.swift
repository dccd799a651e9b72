import PixelImages

/// The compressed object streams of a PDF: from PDF 1.5 a writer may keep objects, the page tree
/// and its pages with their `/MediaBox` among them, in a stream whose dictionary says `/Type
/// /ObjStm`, compressed with `/FlateDecode` (ISO 32000-1, 7.5.7 "Object Streams" and 7.4.4
/// "FlateDecode Filter", a zlib stream). Vector assets exported by design tools are often
/// written so, which leaves no `/MediaBox` in the file's plain bytes.
enum PDFObjectStreams {
    /// At most this many object streams are opened, each decompressed to at most this many bytes:
    /// a page tree takes a few kilobytes, so far more than an icon's file needs.
    static let streamLimit = 64
    static let decompressedLimit = 1 << 22

    /// The decompressed bytes of each `/ObjStm` stream filtered with `/FlateDecode`, in file
    /// order. A stream that does not decompress (another filter too) is skipped.
    static func decompressed(_ bytes: [UInt8]) -> [[UInt8]] {
        let keyword = Array("stream".utf8)
        var streams: [[UInt8]] = []
        var offset = 0
        while streams.count < streamLimit, let found = find(keyword, in: bytes, from: offset) {
            offset = found + keyword.count
            // `endstream` ends a stream; `stream` right after `end` is not a start.
            guard found < 3 || Array(bytes[(found - 3)..<found]) != Array("end".utf8) else { continue }
            let dictionary = dictionaryBefore(found, in: bytes)
            guard contains("/ObjStm", in: dictionary), contains("/FlateDecode", in: dictionary) else { continue }
            // The keyword is followed by CRLF or LF, then the data (7.3.8.1).
            var start = offset
            if start < bytes.count, bytes[start] == 0x0D { start += 1 }
            if start < bytes.count, bytes[start] == 0x0A { start += 1 }
            guard start < bytes.count, let output = try? ZlibStream.decompress(Array(bytes[start...]), limit: decompressedLimit) else { continue }
            streams.append(output)
        }
        return streams
    }

    /// The text from the last `<<` before `position` up to it: the stream's dictionary.
    private static func dictionaryBefore(_ position: Int, in bytes: [UInt8]) -> String {
        var index = position - 1
        let floor = max(0, position - 4_096)
        while index > floor, !(bytes[index - 1] == UInt8(ascii: "<") && bytes[index] == UInt8(ascii: "<")) { index -= 1 }
        return String(decoding: bytes[max(floor, index - 1)..<position], as: UTF8.self)
    }

    private static func contains(_ word: String, in text: String) -> Bool { text.contains(word) }

    /// The first offset at or after `from` where `pattern` starts.
    static func find(_ pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = from
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
