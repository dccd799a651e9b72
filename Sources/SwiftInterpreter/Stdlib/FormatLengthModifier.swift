/// The length modifier of an integer `String(format:)` specifier: how many bits of the argument
/// the conversion reads. Foundation follows printf (IEEE Std 1003.1, fprintf): `hh` reads a
/// `char`, `h` a `short`, none an `int` (32 bits), `l`, `ll`, `q` (BSD's quad), `z`, `t` and `j`
/// 64 bits on a 64-bit platform. So `String(format: "%02hhx", 0x1AB)` is "ab",
/// `String(format: "%x", -1)` is "ffffffff" and `String(format: "%hhd", 300)` is "44"
/// (swiftc 6 with Foundation on Linux prints these).
struct FormatLengthModifier {
    /// The letters a length modifier is spelled with (`L` is `long double`'s, read as none).
    static let letters: Set<Character> = ["h", "l", "q", "z", "t", "j", "L"]

    /// Bits read: 8, 16, 32 or 64.
    let bits: Int

    /// Reads the modifier at the end of `flags` (what stands between `%` and the conversion) and
    /// removes it, leaving the flags, width and precision.
    init(stripping flags: inout String) {
        var modifier = ""
        while let last = flags.last, Self.letters.contains(last) {
            modifier.insert(last, at: modifier.startIndex)
            flags.removeLast()
        }
        switch modifier {
        case "hh": bits = 8
        case "h": bits = 16
        case "", "L": bits = 32
        default: bits = 64
        }
    }

    /// `value` as the signed integer of `bits` bits the conversion reads: its low `bits` bits,
    /// sign-extended (two's complement).
    func signed(_ value: Int) -> Int {
        let unused = Int.bitWidth - bits
        return (value << unused) >> unused
    }

    /// `value` as the unsigned integer of `bits` bits the conversion reads: its low `bits` bits;
    /// 64 bits keep the `Int` (its bit pattern, which `%lx` prints unsigned).
    func unsigned(_ value: Int) -> Int {
        bits >= Int.bitWidth ? value : value & (1 << bits - 1)
    }
}
