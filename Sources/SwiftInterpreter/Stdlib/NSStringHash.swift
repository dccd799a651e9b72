/// Foundation's `hash` of a string (`"abc".hash`, NSString's `hash` reached through Foundation's
/// `String` bridging): unlike `hashValue` it is not seeded per process but a fixed function of the
/// string's UTF-16 code units, Core Foundation's `__CFStrHashCharacters` (swift-corelibs-foundation,
/// `CFString.c`; the same function Darwin's CF uses, since equal `NSString`s of any representation
/// must hash alike): starting from the length, four units at a time multiply by 67503105 and add
/// the units times 16974593, 66049, 257 and 1; the remaining units one at a time multiply by 257
/// and add the unit; a string longer than 96 units hashes only its first, middle and last 32; the
/// result is `r + (r << (length & 31))`, all in wrapping `UInt` arithmetic. Checked with swiftc 6
/// and Foundation on Linux: `"abc".hash` is 516202353 (3·257³ + 97·257² + 98·257 + 99 = 57355817,
/// plus 57355817 << 3).
extension Interpreter {
    func registerNSStringHash() {
        builtins.string.computedProperties["hash"] = ComputedProperty(getter: .native("hash") { _, selfValue, _ in
            guard case let .string(text) = selfValue else { return .int(0) }
            return .int(Self.foundationStringHash(text))
        })
    }

    /// `__CFStrHashCharacters` of `text`'s UTF-16 code units, as `NSString.hash` returns it.
    static func foundationStringHash(_ text: String) -> Int {
        let units = Array(text.utf16)
        let length = units.count
        var result = UInt(length)
        func hashFours(_ range: Range<Int>) {
            var index = range.lowerBound
            while index + 4 <= range.upperBound {
                result = result &* 67_503_105 &+ UInt(units[index]) &* 16_974_593 &+ UInt(units[index + 1]) &* 66049
                    &+ UInt(units[index + 2]) &* 257 &+ UInt(units[index + 3])
                index += 4
            }
        }
        if length <= 96 {
            let fours = length & ~3
            hashFours(0..<fours)
            for unit in units[fours...] { result = result &* 257 &+ UInt(unit) }
        } else {
            hashFours(0..<32)
            let middle = (length >> 1) - 16
            hashFours(middle..<(middle + 32))
            hashFours((length - 32)..<length)
        }
        return Int(bitPattern: result &+ (result << UInt(length & 31)))
    }
}
