/// Sizes of vector images, in points.
enum VectorImageHeader {
    /// PDF: the first page's `/MediaBox [x0 y0 x1 y1]`, whose width and height are in PDF units
    /// of 1/72 inch — one point each (ISO 32000-1, 7.7.3.3 and 14.11.2). A box kept in a
    /// compressed object stream (PDF 1.5, `PDFObjectStreams`) is found there; one behind another
    /// filter is not (nil; the caller warns).
    static func pdf(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        guard bytes.starts(with: Array("%PDF".utf8)) else { return nil }
        if let box = mediaBox(in: bytes) { return box }
        for objects in PDFObjectStreams.decompressed(bytes) {
            if let box = mediaBox(in: objects) { return box }
        }
        return nil
    }

    /// The width and height of the first `/MediaBox [x0 y0 x1 y1]` in `bytes`.
    private static func mediaBox(in bytes: [UInt8]) -> (width: Double, height: Double)? {
        let key = Array("/MediaBox".utf8)
        var offset = 0
        while offset + key.count < bytes.count {
            guard bytes[offset] == key[0], Array(bytes[offset..<(offset + key.count)]) == key else { offset += 1; continue }
            var index = offset + key.count
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { offset += 1; continue }
            guard let end = bytes[index...].prefix(200).firstIndex(of: UInt8(ascii: "]")) else { return nil }
            let numbers = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).compactMap { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
            let width = abs(numbers[2] - numbers[0])
            let height = abs(numbers[3] - numbers[1])
            guard width > 0, height > 0 else { return nil }
            return (width, height)
        }
        return nil
    }

    /// SVG: the root element's `width` and `height` when both are absolute lengths, else the
    /// `viewBox` width and height. User units and `px` count as points (CSS: 1px = 1/96 in, and
    /// Xcode draws an SVG asset's user unit as one point — unverified); `pt`, `in`, `cm`, `mm`
    /// and `pc` convert by CSS Values 4 §6.2 (1in = 96px = 72pt, 1pc = 16px). Percentages and
    /// `em` fall back to the `viewBox`.
    static func svg(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        let text = String(decoding: bytes.prefix(65_536), as: UTF8.self)
        guard let open = text.firstRange(of: "<svg") else { return nil }
        guard let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[open.upperBound..<close])
        if let width = attribute("width", in: tag).flatMap(length), let height = attribute("height", in: tag).flatMap(length) {
            return (width, height)
        }
        if let box = attribute("viewBox", in: tag) {
            let parts = box.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).compactMap { Double($0) }
            if parts.count == 4, parts[2] > 0, parts[3] > 0, parts[2].isFinite, parts[3].isFinite { return (parts[2], parts[3]) }
        }
        return nil
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        var search = tag[...]
        while let found = search.firstRange(of: name) {
            let before = found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
            var rest = tag[found.upperBound...].drop(while: { $0 == " " })
            if before.isWhitespace, rest.first == "=" {
                rest = rest.dropFirst().drop(while: { $0 == " " })
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    let value = rest.dropFirst()
                    if let end = value.firstIndex(of: quote) { return String(value[..<end]) }
                }
            }
            search = tag[found.upperBound...]
        }
        return nil
    }

    private static func length(_ text: String) -> Double? {
        let units: [(suffix: String, points: Double)] = [("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4)]
        let trimmed = text.trimmingWhitespace()
        var number = trimmed
        var factor = 1.0
        for unit in units where trimmed.hasSuffix(unit.suffix) {
            number = String(trimmed.dropLast(unit.suffix.count))
            factor = unit.points
        }
        guard let value = Double(number), value.isFinite, value > 0 else { return nil }
        return value * factor
    }
}
