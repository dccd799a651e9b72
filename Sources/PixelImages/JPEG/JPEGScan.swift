/// One scan (SOS, T.81 §B.2.3) decoded into its components' coefficients: sequential scans
/// (Annex F) and the four kinds of progressive scan (Annex G.1.2): DC first and refinement,
/// AC first and refinement (spectral selection `start…end`, successive approximation
/// `high`/`low`).
struct JPEGScan {
    /// Indices into the frame's components, in the scan's order.
    let components: [Int]
    let dcTables: [Int]
    let acTables: [Int]
    let spectralStart: Int
    let spectralEnd: Int
    let approximationHigh: Int
    let approximationLow: Int

    /// The natural (row-major) position of each zig-zag index (T.81 Figure A.6).
    static let zigZag: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]

    init(_ data: ArraySlice<UInt8>, frame: JPEGFrame) throws {
        let part = "JPEG SOS"
        let base = data.startIndex
        guard let count = data.first.map(Int.init), (1...4).contains(count), data.count >= 4 + 2 * count else {
            throw ImageDecodingError(part, "the scan header is malformed (1 to 4 components, 2 bytes each, then 3 bytes)")
        }
        var components: [Int] = [], dcTables: [Int] = [], acTables: [Int] = []
        for index in 0..<count {
            let id = data[base + 1 + 2 * index], tables = data[base + 2 + 2 * index]
            guard let component = frame.components.firstIndex(where: { $0.id == id }), !components.contains(component) else {
                throw ImageDecodingError(part, "names component \(id), which the frame does not have (or names it twice)")
            }
            guard tables >> 4 < 4, tables & 15 < 4 else { throw ImageDecodingError(part, "names a Huffman table above 3") }
            components.append(component)
            dcTables.append(Int(tables >> 4))
            acTables.append(Int(tables & 15))
        }
        let tail = base + 1 + 2 * count
        spectralStart = Int(data[tail])
        spectralEnd = Int(data[tail + 1])
        approximationHigh = Int(data[tail + 2] >> 4)
        approximationLow = Int(data[tail + 2] & 15)
        self.components = components
        self.dcTables = dcTables
        self.acTables = acTables
        if frame.progressive {
            let band = spectralStart <= spectralEnd && spectralEnd <= 63 && (spectralStart > 0 || spectralEnd == 0)
            guard band, spectralStart == 0 || count == 1, approximationHigh <= 13, approximationLow <= 13 else {
                throw ImageDecodingError(part, "spectral selection \(spectralStart)…\(spectralEnd) over \(count) component(s), approximation \(approximationHigh)/\(approximationLow) is not a valid progressive scan (T.81 §G.1.1.1.1)")
            }
        } else {
            guard spectralStart == 0, spectralEnd == 63, approximationHigh == 0, approximationLow == 0 else {
                throw ImageDecodingError(part, "a sequential scan must cover coefficients 0…63 without approximation")
            }
        }
        guard components.count == 1 || components.reduce(0, { $0 + frame.components[$1].horizontal * frame.components[$1].vertical }) <= 10 else {
            throw ImageDecodingError(part, "an MCU of more than 10 blocks (T.81 §B.2.3)")
        }
    }

    /// Decodes the entropy-coded data starting at `start` into `frame`, using `tables`
    /// (DC tables 0…3, then AC tables 0…3). Returns the position just past the data.
    func decode(_ bytes: [UInt8], start: Int, frame: inout JPEGFrame, dc: [JPEGHuffmanTable?], ac: [JPEGHuffmanTable?],
                restartInterval: Int) throws -> Int {
        for (order, component) in components.enumerated() {
            frame.components[component].dcPredictor = 0
            if spectralStart == 0, approximationHigh == 0, dc[dcTables[order]] == nil {
                throw ImageDecodingError("JPEG SOS", "uses DC Huffman table \(dcTables[order]), which was never defined")
            }
            if spectralEnd > 0, ac[acTables[order]] == nil {
                throw ImageDecodingError("JPEG SOS", "uses AC Huffman table \(acTables[order]), which was never defined")
            }
        }
        var reader = JPEGBitReader(bytes, start: start)
        var endOfBandRun = 0
        var blocks: [(component: Int, order: Int, row: Int, column: Int)] = []
        let interleaved = components.count > 1
        let first = frame.components[components[0]]
        let mcusAcross = interleaved ? frame.mcusAcross : first.usedBlocksPerLine
        let mcusDown = interleaved ? frame.mcusDown : first.usedBlockRows
        var sinceRestart = 0
        for mcuRow in 0..<mcusDown {
            for mcuColumn in 0..<mcusAcross {
                if restartInterval > 0, sinceRestart == restartInterval {
                    reader.restart()
                    for component in components { frame.components[component].dcPredictor = 0 }
                    endOfBandRun = 0
                    sinceRestart = 0
                }
                sinceRestart += 1
                // Data gone (a truncated file): libjpeg leaves the rest of the interval as it is.
                if reader.exhausted {
                    if restartInterval == 0 { return reader.position }
                    continue
                }
                blocks.removeAll(keepingCapacity: true)
                if interleaved {
                    for (order, component) in components.enumerated() {
                        let c = frame.components[component]
                        for v in 0..<c.vertical {
                            for h in 0..<c.horizontal {
                                blocks.append((component, order, mcuRow * c.vertical + v, mcuColumn * c.horizontal + h))
                            }
                        }
                    }
                } else {
                    blocks.append((components[0], 0, mcuRow, mcuColumn))
                }
                for block in blocks {
                    let offset = frame.components[block.component].blockOffset(row: block.row, column: block.column)
                    try decodeBlock(&reader, frame: &frame, component: block.component, offset: offset,
                                    dc: dc[dcTables[block.order]], ac: ac[acTables[block.order]], endOfBandRun: &endOfBandRun)
                }
            }
        }
        return reader.position
    }

    private func decodeBlock(_ reader: inout JPEGBitReader, frame: inout JPEGFrame, component: Int, offset: Int,
                             dc: JPEGHuffmanTable?, ac: JPEGHuffmanTable?, endOfBandRun: inout Int) throws {
        if spectralStart == 0 {
            if approximationHigh == 0 {
                guard let dc else { return }
                let size = Int(try dc.decode(&reader))
                guard size <= 16 else { throw ImageDecodingError("JPEG scan", "a DC difference of \(size) bits (at most 16)") }
                let predictor = frame.components[component].dcPredictor &+ reader.signed(size)
                frame.components[component].dcPredictor = predictor
                frame.components[component].coefficients[offset] = Int16(truncatingIfNeeded: predictor << Int32(approximationLow))
            } else if reader.bit() == 1 {
                frame.components[component].coefficients[offset] |= Int16(truncatingIfNeeded: 1 << approximationLow)
            }
            guard spectralEnd > 0 else { return }
        }
        guard let ac else { return }
        if !frame.progressive {
            var k = 1
            while k <= 63 {
                let symbol = try ac.decode(&reader)
                let run = Int(symbol >> 4), size = Int(symbol & 15)
                if size == 0 {
                    if run == 15 { k += 16; continue }
                    break
                }
                k += run
                guard k <= 63 else { throw ImageDecodingError("JPEG scan", "an AC run goes past coefficient 63") }
                frame.components[component].coefficients[offset + Self.zigZag[k]] = Int16(truncatingIfNeeded: reader.signed(size))
                k += 1
            }
        } else if approximationHigh == 0 {
            try firstAC(&reader, coefficients: &frame.components[component].coefficients, offset: offset, table: ac, endOfBandRun: &endOfBandRun)
        } else {
            try refineAC(&reader, coefficients: &frame.components[component].coefficients, offset: offset, table: ac, endOfBandRun: &endOfBandRun)
        }
    }

    /// A progressive AC first scan (T.81 §G.1.2.2): runs of zeros, values scaled by 2^low, and
    /// end-of-band runs that skip whole blocks.
    private func firstAC(_ reader: inout JPEGBitReader, coefficients: inout [Int16], offset: Int, table: JPEGHuffmanTable,
                         endOfBandRun: inout Int) throws {
        if endOfBandRun > 0 { endOfBandRun -= 1; return }
        var k = spectralStart
        while k <= spectralEnd {
            let symbol = try table.decode(&reader)
            let run = Int(symbol >> 4), size = Int(symbol & 15)
            if size == 0 {
                if run < 15 {
                    endOfBandRun = (1 << run) - 1 + Int(reader.bits(run))
                    return
                }
                k += 16
                continue
            }
            k += run
            guard k <= spectralEnd else { throw ImageDecodingError("JPEG scan", "an AC run goes past the scan's band") }
            coefficients[offset + Self.zigZag[k]] = Int16(truncatingIfNeeded: reader.signed(size) << Int32(approximationLow))
            k += 1
        }
    }

    /// A progressive AC refinement scan (T.81 §G.1.2.3): one correction bit for each coefficient
    /// already non-zero, and new coefficients of magnitude 2^low placed after runs of zeros.
    private func refineAC(_ reader: inout JPEGBitReader, coefficients: inout [Int16], offset: Int, table: JPEGHuffmanTable,
                          endOfBandRun: inout Int) throws {
        let positive = Int16(truncatingIfNeeded: 1 << approximationLow), negative = Int16(truncatingIfNeeded: -1 << approximationLow)
        func correct(_ index: Int, _ reader: inout JPEGBitReader) {
            let value = coefficients[index]
            if reader.bit() == 1, value & positive == 0 {
                coefficients[index] = value >= 0 ? value &+ positive : value &+ negative
            }
        }
        var k = spectralStart
        if endOfBandRun == 0 {
            while k <= spectralEnd {
                let symbol = try table.decode(&reader)
                var run = Int(symbol >> 4)
                let size = Int(symbol & 15)
                var newValue: Int16 = 0
                if size != 0 {
                    guard size == 1 else { throw ImageDecodingError("JPEG scan", "a refinement coefficient of \(size) bits (must be 1)") }
                    newValue = reader.bit() == 1 ? positive : negative
                } else if run != 15 {
                    endOfBandRun = (1 << run) + Int(reader.bits(run))
                    break
                }
                // Skip `run` zero coefficients, correcting the non-zero ones passed on the way.
                while k <= spectralEnd {
                    let index = offset + Self.zigZag[k]
                    if coefficients[index] != 0 {
                        correct(index, &reader)
                    } else {
                        if run == 0 { break }
                        run -= 1
                    }
                    k += 1
                }
                if newValue != 0 {
                    guard k <= spectralEnd else { throw ImageDecodingError("JPEG scan", "a refinement run goes past the scan's band") }
                    coefficients[offset + Self.zigZag[k]] = newValue
                }
                k += 1
            }
        }
        if endOfBandRun > 0 {
            while k <= spectralEnd {
                let index = offset + Self.zigZag[k]
                if coefficients[index] != 0 { correct(index, &reader) }
                k += 1
            }
            endOfBandRun -= 1
        }
    }
}
