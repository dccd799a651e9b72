/// Decodes JPEG files (ITU-T T.81 with JFIF or Adobe/EXIF wrappers) into 8-bit RGBA: baseline and
/// extended sequential (SOF0, SOF1) and progressive (SOF2) Huffman-coded frames with 8-bit
/// samples, any sampling factors (4:4:4, 4:2:2, 4:2:0…), restart markers, grey, YCbCr, RGB and
/// Adobe CMYK/YCCK.
///
/// Not decoded (each an `ImageDecodingError`): 12-bit samples, lossless, hierarchical and
/// arithmetic-coded frames, a height given later by DNL. EXIF orientation is not applied: the
/// pixels come out as stored (browsers drawing the SVG apply it; a rotated camera photo in an
/// asset catalog can differ between the SVG and the PNG). A truncated scan decodes what it
/// has, the rest staying grey, as libjpeg does; anything malformed throws; dimensions are
/// checked against `ImageLimits` before coefficient memory is allocated, and at most
/// `maximumScans` scans are read.
public enum JPEGDecoder {
    /// SOI: every JPEG file starts with FF D8.
    public static let signature: [UInt8] = [0xFF, 0xD8]
    /// Progressive encoders write about 10 scans; more is refused so crafted files stay fast.
    public static let maximumScans = 128

    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) throws -> PixelImage {
        guard bytes.starts(with: signature) else { throw ImageDecodingError("JPEG", "the file does not start with the SOI marker FF D8") }
        var offset = 2
        var frame: JPEGFrame?
        var quantisation = [[Int32]?](repeating: nil, count: 4)
        var dcTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
        var acTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
        var restartInterval = 0
        var adobeTransform: Int?
        var scans = 0
        markers: while true {
            // Markers may be preceded by any number of FF fill bytes (T.81 §B.1.1.2).
            guard offset + 1 < bytes.count, bytes[offset] == 0xFF else {
                if frame != nil, scans > 0 { break markers }
                throw ImageDecodingError("JPEG", "expected a marker at byte \(offset)")
            }
            var marker = bytes[offset + 1]
            offset += 2
            while marker == 0xFF, offset < bytes.count { marker = bytes[offset]; offset += 1 }
            if marker == 0xD9 { break }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { continue }
            guard offset + 2 <= bytes.count else { throw ImageDecodingError("JPEG", "the file ends inside marker FF \(hex(marker))") }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2, offset + length <= bytes.count else {
                throw ImageDecodingError("JPEG", "segment FF \(hex(marker)) claims \(length) bytes; the file ends before")
            }
            let data = bytes[(offset + 2)..<(offset + length)]
            offset += length
            switch marker {
            case 0xDB: try readQuantisation(data, into: &quantisation)
            case 0xC4: try readHuffman(data, dc: &dcTables, ac: &acTables)
            case 0xDD:
                guard data.count == 2 else { throw ImageDecodingError("JPEG DRI", "is \(data.count) bytes (2)") }
                restartInterval = Int(data[data.startIndex]) << 8 | Int(data[data.startIndex + 1])
            case 0xEE:
                // Adobe APP14: "Adobe", version, flags0, flags1, transform.
                if data.count >= 12, data.starts(with: Array("Adobe".utf8)) { adobeTransform = Int(data[data.startIndex + 11]) }
            case 0xC0, 0xC1, 0xC2:
                guard frame == nil else { throw ImageDecodingError("JPEG SOF", "a second frame header") }
                frame = try JPEGFrame(data, progressive: marker == 0xC2, limits: limits)
            case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                let kinds: [UInt8: String] = [0xC3: "lossless", 0xC5: "hierarchical", 0xC6: "hierarchical", 0xC7: "hierarchical"]
                throw ImageDecodingError("JPEG SOF", "frame FF \(hex(marker)) (\(kinds[marker] ?? "arithmetic-coded")) is not decoded")
            case 0xDA:
                guard var decoding = frame else { throw ImageDecodingError("JPEG SOS", "a scan before the frame header") }
                scans += 1
                guard scans <= maximumScans else { throw ImageDecodingError("JPEG SOS", "more than \(maximumScans) scans") }
                let scan = try JPEGScan(data, frame: decoding)
                for component in scan.components where decoding.components[component].quantisation == nil {
                    let table = decoding.components[component].quantisationTable
                    guard let values = quantisation[table] else {
                        throw ImageDecodingError("JPEG SOS", "component \(decoding.components[component].id) uses quantisation table \(table), which was never defined")
                    }
                    decoding.components[component].quantisation = values
                }
                frame = nil  // keeps the coefficient arrays uniquely referenced while the scan writes them
                offset = try scan.decode(bytes, start: offset, frame: &decoding, dc: dcTables, ac: acTables, restartInterval: restartInterval)
                frame = decoding
                offset = nextMarker(bytes, from: offset)
            default:
                break  // APPn, COM and other segments carry nothing drawn.
            }
        }
        guard let frame else { throw ImageDecodingError("JPEG", "no frame header (SOF0, SOF1 or SOF2)") }
        guard scans > 0 else { throw ImageDecodingError("JPEG", "no scan: the image has no pixel data") }
        let planes = frame.components.map { samplePlane($0) }
        let rgba = JPEGColorConversion.rgba(planes: planes, width: frame.width, height: frame.height,
                                            maximumHorizontal: frame.maximumHorizontal, maximumVertical: frame.maximumVertical,
                                            adobeTransform: adobeTransform ?? (frame.components.count == 3 && frame.components.map(\.id) == [82, 71, 66] ? 0 : nil))
        return PixelImage(width: frame.width, height: frame.height, rgba: rgba)
    }

    /// The component's samples: every block dequantised and inverse-transformed.
    private static func samplePlane(_ component: JPEGComponent) -> JPEGColorConversion.Plane {
        let stride = component.blocksPerLine * 8
        var samples = [UInt8](repeating: 128, count: stride * component.blockRows * 8)
        // A component no scan reached has no table latched: it stays mid grey.
        if let quantisation = component.quantisation {
            for row in 0..<component.blockRows {
                for column in 0..<component.blocksPerLine {
                    let offset = component.blockOffset(row: row, column: column)
                    JPEGInverseDCT.transform(component.coefficients[offset..<(offset + 64)], quantisation: quantisation,
                                             into: &samples, origin: row * 8 * stride + column * 8, stride: stride)
                }
            }
        }
        return JPEGColorConversion.Plane(samples: samples, stride: stride, horizontal: component.horizontal, vertical: component.vertical,
                                         width: component.sampleWidth, height: component.sampleHeight)
    }

    /// DQT (T.81 §B.2.4.1): tables of 64 values in zig-zag order, 8 or 16 bits each.
    private static func readQuantisation(_ data: ArraySlice<UInt8>, into tables: inout [[Int32]?]) throws {
        var index = data.startIndex
        while index < data.endIndex {
            let precision = Int(data[index] >> 4), table = Int(data[index] & 15)
            guard precision <= 1, table < 4 else { throw ImageDecodingError("JPEG DQT", "table \(table) with precision \(precision) (0 or 1, tables 0 to 3)") }
            let size = precision == 0 ? 64 : 128
            guard data.endIndex - index - 1 >= size else { throw ImageDecodingError("JPEG DQT", "the segment ends inside table \(table)") }
            var values = [Int32](repeating: 0, count: 64)
            for k in 0..<64 {
                let value = precision == 0 ? Int32(data[index + 1 + k]) : Int32(data[index + 1 + 2 * k]) << 8 | Int32(data[index + 2 + 2 * k])
                values[JPEGScan.zigZag[k]] = value
            }
            tables[table] = values
            index += 1 + size
        }
    }

    /// DHT (T.81 §B.2.4.2): class (DC 0, AC 1), destination, 16 counts, then the symbols.
    private static func readHuffman(_ data: ArraySlice<UInt8>, dc: inout [JPEGHuffmanTable?], ac: inout [JPEGHuffmanTable?]) throws {
        var index = data.startIndex
        while index < data.endIndex {
            let tableClass = Int(data[index] >> 4), destination = Int(data[index] & 15)
            guard tableClass <= 1, destination < 4 else { throw ImageDecodingError("JPEG DHT", "class \(tableClass), destination \(destination) (0–1, 0–3)") }
            guard data.endIndex - index >= 17 else { throw ImageDecodingError("JPEG DHT", "the segment ends inside the code counts") }
            let counts = data[(index + 1)..<(index + 17)]
            let total = counts.reduce(0) { $0 + Int($1) }
            guard total <= 256, data.endIndex - index - 17 >= total else { throw ImageDecodingError("JPEG DHT", "the segment ends inside the symbols") }
            let table = try JPEGHuffmanTable(counts: counts, symbols: data[(index + 17)..<(index + 17 + total)])
            if tableClass == 0 { dc[destination] = table } else { ac[destination] = table }
            index += 17 + total
        }
    }

    /// The position of the next marker after entropy-coded data (skipping stuffed FF 00 and RSTn).
    private static func nextMarker(_ bytes: [UInt8], from start: Int) -> Int {
        var index = max(start - 2, 2)
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF, bytes[index + 1] != 0x00, bytes[index + 1] != 0xFF, !(0xD0...0xD7).contains(bytes[index + 1]) { return index }
            index += 1
        }
        return bytes.count
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
