import LayoutEngine

/// A snapshot file that cannot be read, with the line that is wrong.
public struct SnapshotParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public var description: String { "line \(line): \(message)" }
}

extension LayoutSnapshot {
    /// The deepest view nesting a snapshot may record: the reader's limit
    /// (`SwiftUIRuntime.maximumViewDepth`), so the report's recursive drawing is always safe.
    public static let maximumDepth = 512

    /// The largest snapshot file read, refused before parsing: 16 MiB. A preview at the view
    /// limit (20 000 views) writes about 20 000 view lines of ≈ 150 bytes and as many trace
    /// lines of ≈ 60, ≈ 4.2 MB (arithmetic); the largest bundled snapshot is 60 kB.
    public static let maximumFileBytes = 16 << 20

    /// Reads a snapshot's text (as written by `text`, version 2, or a version 1 file with its
    /// trace). Lines may end in CRLF (a checkout with
    /// `core.autocrlf`); a file without its `end` line (version 1: its `trace:` section) is truncated, hence corrupt; view
    /// lines nest at most `maximumDepth` deep, one level at a time, each path once; every number
    /// is finite.
    public init(parsing text: String) throws(SnapshotParseError) {
        // "\r\n" is one Character in Swift, so it is a separator of its own; a lone "\r" ending
        // the last line is dropped too (found by fuzzing: it made the text not round-trip).
        let lines = Self.lines(of: text)
        // LayoutLens writes control characters only escaped inside quotes; a raw one (say a run
        // of carriage returns, found by fuzzing) would not survive a round trip. (Control
        // characters are single UTF-8 bytes; no byte of a longer sequence is below 0x80.)
        if let bad = lines.firstIndex(where: { $0.utf8.contains { $0 < 0x20 || $0 == 0x7F } }) {
            let scalar = lines[bad].unicodeScalars.first { $0.value < 0x20 || $0.value == 0x7F }?.value ?? 0
            let hex = String(scalar, radix: 16, uppercase: true)
            throw SnapshotParseError(line: bad + 1, message: "control character U+\(String(repeating: "0", count: 4 - hex.count) + hex) outside a quoted string")
        }
        var number = 0
        func fail(_ message: String) -> SnapshotParseError { SnapshotParseError(line: number, message: message) }
        func field(_ name: String) throws(SnapshotParseError) -> Substring {
            number += 1
            guard number <= lines.count, lines[number - 1].hasPrefix(name + ": ") else {
                throw fail("expected '\(name): …'")
            }
            return lines[number - 1].dropFirst(name.count + 2)
        }
        number = 1
        let version1 = lines.first == Substring(Self.headerVersion1)
        guard version1 || lines.first == Substring(Self.header) else {
            throw fail("not a layoutlens snapshot (expected '\(Self.header)' or '\(Self.headerVersion1)')")
        }
        guard let scenario = SnapshotQuoting.unquote(try field("scenario"))?.0 else { throw fail("bad scenario name") }
        guard let file = SnapshotQuoting.unquote(try field("file"))?.0 else { throw fail("bad file name") }
        let proposalParts = try field("proposal").split(separator: " ")
        guard proposalParts.count == 2, let width = SnapshotNumber.parse(proposalParts[0]),
              let height = SnapshotNumber.parse(proposalParts[1]) else { throw fail("bad proposal") }
        guard let scale = Double(String(try field("scale"))), scale > 0, scale <= 100 else { throw fail("bad scale") }
        var canvas: Size?
        if number < lines.count, lines[number].hasPrefix("canvas: ") {
            let parts = try field("canvas").split(separator: " ")
            guard parts.count == 2, let width = SnapshotNumber.parse(parts[0]), let height = SnapshotNumber.parse(parts[1]),
                  let width, let height, width.isFinite, height.isFinite, width >= 0, height >= 0 else { throw fail("bad canvas") }
            canvas = Size(width: width, height: height)
        }
        number += 1
        guard number <= lines.count, lines[number - 1] == "views:" else { throw fail("expected 'views:'") }
        var views: [SnapshotView] = []
        var trace: [SnapshotTraceStep] = []
        var inTrace = false
        var sourceLines: [Substring]?
        var paths = Set<String>()
        while number < lines.count {
            number += 1
            let line = lines[number - 1]
            if sourceLines != nil {
                if line.isEmpty, number == lines.count { break }
                guard line.hasPrefix("|") else { throw fail("expected a '|' source line") }
                sourceLines!.append(line.hasPrefix("| ") ? line.dropFirst(2) : line.dropFirst())
                continue
            }
            if line.isEmpty { continue }
            if line == "source:" { sourceLines = []; continue }
            if version1, line == "trace:" { inTrace = true; continue }
            if !version1, line == "end", !inTrace { inTrace = true; continue }
            if !version1, inTrace { throw fail("expected 'source:' after 'end'") }
            if inTrace {
                guard let step = Self.parseStep(line) else { throw fail("bad trace line") }
                trace.append(step)
            } else {
                guard let view = Self.parseView(line) else { throw fail("bad view line") }
                guard SnapshotQuoting.quotesAreClosed(Substring(view.content)) else { throw fail("a quoted value is not closed") }
                guard view.depth <= (views.last.map { $0.depth + 1 } ?? 0) else {
                    throw fail("a view nested more than one level below the previous one")
                }
                guard view.depth < Self.maximumDepth else { throw fail("views nested more than \(Self.maximumDepth) deep") }
                // Views are matched by path when compared: a path written twice (found by
                // fuzzing) would make a snapshot differ from itself.
                guard paths.insert(view.path).inserted else { throw fail("the view path '\(view.path)' appears twice") }
                views.append(view)
            }
        }
        guard inTrace else { throw fail(version1 ? "truncated: the 'trace:' section is missing" : "truncated: the 'end' line is missing") }
        self.init(scenario: scenario, file: file, proposal: ProposedSize(width: width, height: height),
                  scale: scale, canvas: canvas, views: views, trace: trace, source: sourceLines.map { $0.joined(separator: "\n") })
    }

    /// The lines of `text`, split at "\n" (a "\r" before it, or ending the text, is dropped), by
    /// a scan of its UTF-8 bytes rather than of its characters (grapheme breaking is costly, and
    /// "\r\n" is a single `Character`).
    private static func lines(of text: String) -> [Substring] {
        // Over contiguous bytes when the text has them (a file read as UTF-8 does): offsets of
        // the line ends first, then one substring per line.
        let utf8 = text.utf8
        let ranges: [Range<Int>]? = utf8.withContiguousStorageIfAvailable { bytes in
            var ranges: [Range<Int>] = []
            var start = 0
            for end in bytes.indices where bytes[end] == UInt8(ascii: "\n") {
                ranges.append(start..<(end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end))
                start = end + 1
            }
            let end = bytes.count
            ranges.append(start..<(end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end))
            return ranges
        }
        if let ranges {
            return ranges.map { text[utf8.index(utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: $0.upperBound)] }
        }
        var lines: [Substring] = []
        var start = utf8.startIndex
        var index = start
        func add(_ end: String.Index) {
            var line = text[start..<end]
            if line.utf8.last == UInt8(ascii: "\r") { line = text[start..<utf8.index(before: end)] }
            lines.append(line)
        }
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                add(index)
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        add(utf8.endIndex)
        return lines
    }

    private static func parseView(_ line: Substring) -> SnapshotView? {
        // An ASCII line (nearly every line: paths, kinds and numbers are ASCII, and labels of
        // other text are escaped only when they are control characters) is read by its bytes:
        // each byte is then one `Character`, so the result is the same without grapheme breaking.
        if line.utf8.allSatisfy({ $0 < 0x80 }) { return parseASCIIView(line) }
        let indent = line.prefix { $0 == " " }.count
        guard indent % 2 == 0 else { return nil }
        var rest = line.dropFirst(indent)
        guard let space = rest.firstIndex(of: " ") else { return nil }
        let path = String(rest[..<space])
        rest = rest[rest.index(after: space)...]
        var numbers: [Double] = []
        for key in ["x=", "y=", "w=", "h="] {
            guard rest.hasPrefix(key) else { return nil }
            let end = rest.firstIndex(of: " ") ?? rest.endIndex
            guard let value = Double(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end])), value.isFinite else { return nil }
            numbers.append(value)
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
        }
        guard rest.hasPrefix("kind="), let kindEnd = rest.firstIndex(of: " ") else { return nil }
        let kind = String(rest[rest.index(rest.startIndex, offsetBy: 5)..<kindEnd])
        rest = rest[rest.index(after: kindEnd)...]
        guard rest.hasPrefix("label="), let (label, after) = SnapshotQuoting.unquote(rest.dropFirst(6)) else { return nil }
        let content = after.hasPrefix(" ") ? String(after.dropFirst()) : String(after)
        return SnapshotView(path: path, kind: kind, label: label, depth: indent / 2,
                            frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                            content: content)
    }

    /// `parseView` for a line of ASCII bytes, where a byte is a `Character`: the same fields in
    /// the same order, found by byte scans instead of `Character` ones.
    private static func parseASCIIView(_ line: Substring) -> SnapshotView? {
        let utf8 = line.utf8
        let space = UInt8(ascii: " ")
        var rest = utf8.startIndex
        var indent = 0
        while rest < utf8.endIndex, utf8[rest] == space { indent += 1; rest = utf8.index(after: rest) }
        guard indent % 2 == 0 else { return nil }
        func nextSpace(from start: String.Index) -> String.Index? { utf8[start...].firstIndex(of: space) }
        func hasPrefix(_ prefix: StaticString, at start: String.Index) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard utf8.distance(from: start, to: utf8.endIndex) >= count else { return false }
            return UnsafeBufferPointer(start: prefix.utf8Start, count: count).elementsEqual(utf8[start..<utf8.index(start, offsetBy: count)])
        }
        guard let pathEnd = nextSpace(from: rest) else { return nil }
        let path = String(line[rest..<pathEnd])
        rest = utf8.index(after: pathEnd)
        var numbers: [Double] = []
        numbers.reserveCapacity(4)
        for key: StaticString in ["x=", "y=", "w=", "h="] {
            guard hasPrefix(key, at: rest) else { return nil }
            let end = nextSpace(from: rest) ?? utf8.endIndex
            guard let value = SnapshotNumber.decimal(line[utf8.index(rest, offsetBy: 2)..<end]), value.isFinite else { return nil }
            numbers.append(value)
            rest = end < utf8.endIndex ? utf8.index(after: end) : end
        }
        guard hasPrefix("kind=", at: rest), let kindEnd = nextSpace(from: rest) else { return nil }
        let kind = String(line[utf8.index(rest, offsetBy: 5)..<kindEnd])
        rest = utf8.index(after: kindEnd)
        guard hasPrefix("label=", at: rest),
              let (label, after) = SnapshotQuoting.unquote(line[utf8.index(rest, offsetBy: 6)...]) else { return nil }
        let content = after.utf8.first == space ? String(after.dropFirst()) : String(after)
        return SnapshotView(path: path, kind: kind, label: label, depth: indent / 2,
                            frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                            content: content)
    }

    /// `line` split at spaces by bytes, empty fields omitted (as `split(separator:)`), or nil
    /// when it has more than `limit` fields. Scanned over contiguous bytes, as a trace has a
    /// line per step and the generic `split` over a `UTF8View` cost more than the rest of it.
    private static func spaceSeparatedFields(_ line: Substring, atMost limit: Int) -> [Substring]? {
        let utf8 = line.utf8
        let ranges: [Range<Int>]? = utf8.withContiguousStorageIfAvailable { bytes in
            var ranges: [Range<Int>] = []
            ranges.reserveCapacity(limit + 1)
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: " ") {
                if index > start {
                    ranges.append(start..<index)
                    if ranges.count > limit { return ranges }
                }
                start = index + 1
            }
            return ranges
        }
        guard let ranges else {
            let parts = utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
            return parts.count > limit ? nil : parts
        }
        guard ranges.count <= limit else { return nil }
        return ranges.map { range in
            line[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
    }

    private static func parseStep(_ line: Substring) -> SnapshotTraceStep? {
        // Split at spaces by bytes: a trace has a line per step, and splitting by `Character`
        // (grapheme breaking) was most of the cost of reading a snapshot.
        guard let parts = spaceSeparatedFields(line, atMost: 8), parts.count == 8, parts[4] == "->", let depth = Int(parts[0]),
              let proposedWidth = SnapshotNumber.parse(parts[2]), let proposedHeight = SnapshotNumber.parse(parts[3]),
              let width = SnapshotNumber.parse(parts[5]) ?? nil, let height = SnapshotNumber.parse(parts[6]) ?? nil
        else { return nil }
        return SnapshotTraceStep(depth: depth, path: String(parts[1]),
                                 proposal: ProposedSize(width: proposedWidth, height: proposedHeight),
                                 response: Size(width: width, height: height), reason: String(parts[7]))
    }
}
