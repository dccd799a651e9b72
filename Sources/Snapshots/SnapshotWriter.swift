import LayoutEngine

extension LayoutSnapshot {
    /// The snapshot's text (version 2): header, scenario facts, one indented line per view,
    /// `end`, then the preview's source when known. The trace is not written.
    public var text: String {
        // Written as UTF-8 bytes into one buffer, made a `String` once: a snapshot has a line per
        // view and per trace step, and appending a piece to a `String` cost several times more
        // than copying its bytes.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128 + 96 * views.count + (source?.utf8.count ?? 0) * 5 / 4)
        func put(_ piece: String) { bytes.append(contentsOf: piece.utf8) }
        func put(_ piece: Substring) { bytes.append(contentsOf: piece.utf8) }
        func put(_ piece: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
        }
        func number(_ value: Double?) { put(SnapshotNumber.format(value)) }
        let lineFeed = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        put(Self.header)
        bytes.append(lineFeed)
        put("scenario: " as StaticString)
        put(SnapshotQuoting.quote(scenario))
        bytes.append(lineFeed)
        put("file: " as StaticString)
        put(SnapshotQuoting.quote(file))
        bytes.append(lineFeed)
        put("proposal: " as StaticString)
        number(proposal.width)
        bytes.append(space)
        number(proposal.height)
        bytes.append(lineFeed)
        put("scale: " as StaticString)
        number(scale)
        bytes.append(lineFeed)
        if let canvas {
            put("canvas: " as StaticString)
            number(canvas.width)
            bytes.append(space)
            number(canvas.height)
            bytes.append(lineFeed)
        }
        put("views:\n" as StaticString)
        for view in views {
            for _ in 0..<view.depth { bytes.append(space); bytes.append(space) }
            put(view.path)
            put(" x=" as StaticString)
            number(view.frame.x)
            put(" y=" as StaticString)
            number(view.frame.y)
            put(" w=" as StaticString)
            number(view.frame.width)
            put(" h=" as StaticString)
            number(view.frame.height)
            put(" kind=" as StaticString)
            put(view.kind)
            put(" label=" as StaticString)
            put(SnapshotQuoting.quote(view.label))
            if !view.content.isEmpty {
                bytes.append(space)
                put(view.content)
            }
            bytes.append(lineFeed)
        }
        // Version 2: the trace stays in memory (see `LayoutSnapshot`); `end` closes the views.
        put("end\n" as StaticString)
        if let source {
            // Each source line behind `|`, so blank lines and indentation survive as written.
            put("source:\n" as StaticString)
            for sourceLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
                if sourceLine.isEmpty {
                    put("|\n" as StaticString)
                } else {
                    put("| " as StaticString)
                    put(sourceLine)
                    bytes.append(lineFeed)
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
