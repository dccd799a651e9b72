/// Runs a Type 2 charstring (Adobe Technical Note #5177) to get the glyph's outline.
///
/// Hints are counted (the hint mask length depends on them) but otherwise ignored; the width
/// operand is skipped (advances come from 'hmtx'). Subroutine nesting, the argument stack and
/// the number of operators run are bounded, so a hostile font cannot loop or overflow.
struct Type2Charstring {
    let bytes: [UInt8]
    let globalSubroutines: CompactFontFormat.Index
    let localSubroutines: CompactFontFormat.Index

    private var stack: [Double] = []
    private var stemCount = 0
    private var sawWidth = false
    private var path = OutlineBuilder()
    private var budget = 20_000
    private var finished = false

    static let maximumStack = 48
    static let maximumDepth = 10

    init(bytes: [UInt8], globalSubroutines: CompactFontFormat.Index, localSubroutines: CompactFontFormat.Index) {
        self.bytes = bytes
        self.globalSubroutines = globalSubroutines
        self.localSubroutines = localSubroutines
    }

    mutating func run(_ range: Range<Int>) throws -> GlyphOutline {
        try execute(range, depth: 0)
        return path.finish()
    }

    private func failure(_ at: Int, _ reason: String) -> FontError {
        FontError(table: "CFF ", offset: at, reason: "charstring: " + reason)
    }

    private static func bias(_ count: Int) -> Int {
        count < 1240 ? 107 : count < 33900 ? 1131 : 32768
    }

    /// Drops the optional width operand before the first stack-clearing operator.
    private mutating func takeWidth(ifCountIs odd: Bool) {
        if !sawWidth, odd, !stack.isEmpty { stack.removeFirst() }
        sawWidth = true
    }

    private mutating func execute(_ range: Range<Int>, depth: Int) throws {
        guard depth <= Self.maximumDepth else { throw failure(range.lowerBound, "subroutines nested too deeply") }
        var at = range.lowerBound
        while at < range.upperBound, !finished {
            budget -= 1
            guard budget > 0 else { throw failure(at, "too many operators") }
            let b0 = Int(bytes[at])
            func byte(_ offset: Int) throws -> Int {
                guard at + offset < range.upperBound else { throw failure(at, "truncated operand") }
                return Int(bytes[at + offset])
            }
            if b0 >= 32 || b0 == 28 || b0 == 255 {
                let value: Double
                switch b0 {
                case 28: value = Double(Int16(bitPattern: UInt16(try byte(1)) << 8 | UInt16(try byte(2)))); at += 3
                case 32...246: value = Double(b0 - 139); at += 1
                case 247...250: value = Double((b0 - 247) * 256 + (try byte(1)) + 108); at += 2
                case 251...254: value = Double(-(b0 - 251) * 256 - (try byte(1)) - 108); at += 2
                default:
                    let raw = UInt32(try byte(1)) << 24 | UInt32(try byte(2)) << 16 | UInt32(try byte(3)) << 8 | UInt32(try byte(4))
                    value = Double(Int32(bitPattern: raw)) / 65536
                    at += 5
                }
                guard stack.count < Self.maximumStack else { throw failure(at, "argument stack overflow") }
                stack.append(value)
                continue
            }
            at += 1
            switch b0 {
            case 1, 3, 18, 23: // hstem, vstem, hstemhm, vstemhm
                takeWidth(ifCountIs: stack.count % 2 == 1)
                stemCount += stack.count / 2
                stack.removeAll()
            case 19, 20: // hintmask, cntrmask: implicit vstems, then the mask bytes
                takeWidth(ifCountIs: stack.count % 2 == 1)
                stemCount += stack.count / 2
                stack.removeAll()
                at += (stemCount + 7) / 8
            case 21: // rmoveto
                takeWidth(ifCountIs: stack.count > 2)
                try need(2, at)
                path.move(path.x + stack[0], path.y + stack[1])
                stack.removeAll()
            case 22: // hmoveto
                takeWidth(ifCountIs: stack.count > 1)
                try need(1, at)
                path.move(path.x + stack[0], path.y)
                stack.removeAll()
            case 4: // vmoveto
                takeWidth(ifCountIs: stack.count > 1)
                try need(1, at)
                path.move(path.x, path.y + stack[0])
                stack.removeAll()
            case 5: // rlineto
                var i = 0
                while i + 1 < stack.count { path.line(path.x + stack[i], path.y + stack[i + 1]); i += 2 }
                stack.removeAll()
            case 6, 7: // hlineto, vlineto: alternating
                var horizontal = b0 == 6
                for value in stack {
                    if horizontal { path.line(path.x + value, path.y) } else { path.line(path.x, path.y + value) }
                    horizontal.toggle()
                }
                stack.removeAll()
            case 8: // rrcurveto
                var i = 0
                while i + 5 < stack.count { curve(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5]); i += 6 }
                stack.removeAll()
            case 24: // rcurveline
                var i = 0
                while i + 5 < stack.count - 2 { curve(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5]); i += 6 }
                if i + 1 < stack.count { path.line(path.x + stack[i], path.y + stack[i + 1]) }
                stack.removeAll()
            case 25: // rlinecurve
                var i = 0
                while i + 1 < stack.count - 6 { path.line(path.x + stack[i], path.y + stack[i + 1]); i += 2 }
                if i + 5 < stack.count { curve(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5]) }
                stack.removeAll()
            case 26, 27: // vvcurveto, hhcurveto: curves that start and end along one axis
                let vertical = b0 == 26
                var i = 0
                var across = 0.0
                if stack.count % 4 == 1 { across = stack[0]; i = 1 }
                while i + 3 < stack.count {
                    if vertical {
                        curve(across, stack[i], stack[i + 1], stack[i + 2], 0, stack[i + 3])
                    } else {
                        curve(stack[i], across, stack[i + 1], stack[i + 2], stack[i + 3], 0)
                    }
                    across = 0
                    i += 4
                }
                stack.removeAll()
            case 30, 31: // vhcurveto, hvcurveto: alternating start tangents
                var horizontal = b0 == 31
                var i = 0
                while i + 3 < stack.count {
                    let last = stack.count - i == 5 ? stack[i + 4] : 0
                    if horizontal {
                        curve(stack[i], 0, stack[i + 1], stack[i + 2], last, stack[i + 3])
                    } else {
                        curve(0, stack[i], stack[i + 1], stack[i + 2], stack[i + 3], last)
                    }
                    horizontal.toggle()
                    i += 4
                }
                stack.removeAll()
            case 10, 29: // callsubr, callgsubr
                guard let index = stack.popLast() else { throw failure(at, "subroutine call without an index") }
                let subroutines = b0 == 10 ? localSubroutines : globalSubroutines
                let number = Int(index) + Self.bias(subroutines.count)
                guard number >= 0, number < subroutines.count else { throw failure(at, "subroutine \(number) does not exist") }
                try execute(subroutines.items[number], depth: depth + 1)
            case 11: // return
                return
            case 14: // endchar
                takeWidth(ifCountIs: stack.count == 1 || stack.count == 5)
                path.closeContour()
                finished = true
                return
            case 12:
                guard at < range.upperBound else { throw failure(at, "truncated escape") }
                let op = Int(bytes[at])
                at += 1
                try flex(op, at)
            default:
                throw failure(at - 1, "operator \(b0) is not supported")
            }
        }
    }

    private func need(_ count: Int, _ at: Int) throws {
        guard stack.count >= count else { throw failure(at, "operator needs \(count) arguments") }
    }

    private mutating func curve(_ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double) {
        let x1 = path.x + dx1, y1 = path.y + dy1
        let x2 = x1 + dx2, y2 = y1 + dy2
        path.cubic(x1, y1, x2, y2, x2 + dx3, y2 + dy3)
    }

    /// The flex operators draw two curves (the flex depth hint is ignored).
    private mutating func flex(_ op: Int, _ at: Int) throws {
        let s = stack
        switch op {
        case 35: // flex
            try need(12, at)
            curve(s[0], s[1], s[2], s[3], s[4], s[5])
            curve(s[6], s[7], s[8], s[9], s[10], s[11])
        case 34: // hflex
            try need(7, at)
            let y0 = path.y
            curve(s[0], 0, s[1], s[2], s[3], 0)
            curve(s[4], 0, s[5], y0 - path.y, s[6], 0)
        case 36: // hflex1
            try need(9, at)
            let y0 = path.y
            curve(s[0], s[1], s[2], s[3], s[4], 0)
            curve(s[5], 0, s[6], s[7], s[8], y0 - (path.y + s[7]))
        case 37: // flex1
            try need(11, at)
            let x0 = path.x, y0 = path.y
            let dx = s[0] + s[2] + s[4] + s[6] + s[8], dy = s[1] + s[3] + s[5] + s[7] + s[9]
            curve(s[0], s[1], s[2], s[3], s[4], s[5])
            let x1 = path.x + s[6], y1 = path.y + s[7], x2 = x1 + s[8], y2 = y1 + s[9]
            if abs(dx) > abs(dy) {
                path.cubic(x1, y1, x2, y2, x0 + dx + s[10], y0)
            } else {
                path.cubic(x1, y1, x2, y2, x0, y0 + dy + s[10])
            }
        default:
            throw failure(at, "escaped operator 12 \(op) is not supported")
        }
        stack.removeAll()
    }
}
