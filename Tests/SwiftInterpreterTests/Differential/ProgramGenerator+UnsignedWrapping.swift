/// Generators for `UInt64` values above `Int.max` (issue 30): an FNV-1a hash from its 64-bit
/// offset basis, a linear congruential generator wrapping with `&*`/`&+` and read with `>>`,
/// masks, `%`, comparisons and the conversions an app narrows a hash with.
extension ProgramGenerator {
    mutating func unsignedWrappingSnippet() {
        let hash = fresh("fnv"), seed = fresh("seed"), step = fresh("lcg"), h = fresh()
        let multiplier = random.pick(["6364136223846793005", "0x5851F42D4C957F2D", "0x9E3779B97F4A7C15"])
        let start = random.pick(["0x9E3779B97F4A7C15", "0xcbf29ce484222325", "\(random.int(0...999))", "UInt64.max"])
        let (increment, shift) = (random.int(1...99), random.int(1...63))
        block("func \(hash)(_ text: String) -> UInt64") { g in
            g.emit("var hash: UInt64 = 0xcbf29ce484222325")
            g.emit("for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }")
            g.emit("return hash")
        }
        emit("var \(seed): UInt64 = \(start)")
        block("func \(step)() -> UInt64") { g in
            g.emit("\(seed) = \(seed) &* \(multiplier) &+ \(increment)")
            g.emit("return \(seed) >> \(shift)")
        }
        emit("let \(h) = \(hash)(\"\(random.pick(Self.words))\")")
        emit("print(\(h), \(h) % \(random.int(2...97)), \(h) >> \(random.int(0...63)), \(h) & 0x\(String(random.int(1...0xffff), radix: 16)))")
        emit("print(\(step)(), \(step)(), \(seed), \(seed) > \(h), \(seed) == \(h))")
        emit("print(UInt32(truncatingIfNeeded: \(h)), UInt8(\(h) & 0xff), Int64(bitPattern: \(seed)), String(\(h), radix: 16))")
    }
}
