/// A proposal as two integers, so the pass's memos compare and hash proposals without `Double?`
/// equality or `Hasher`: each axis is its value's bit pattern, `nil` a NaN pattern of its own,
/// and −0 is stored as +0 (the two are equal proposals).
///
/// A proposal with a NaN axis has no key, as a NaN key never matched in the `Dictionary` memo
/// this replaces: such answers are computed every time.
struct ProposalBits: Equatable {
    var width: UInt64
    var height: UInt64

    /// A quiet NaN with a payload no arithmetic produces; NaN proposals never get here.
    static let unspecified: UInt64 = 0x7FF8_0000_0000_0A11

    /// A key no proposal has (another NaN payload), for a memo entry that holds no answer.
    static let none = ProposalBits(width: 0x7FF8_0000_0000_0E11, height: 0x7FF8_0000_0000_0E11)

    private init(width: UInt64, height: UInt64) {
        self.width = width
        self.height = height
    }

    @inline(__always)
    init?(_ proposal: ProposedSize) {
        guard let width = Self.bits(proposal.width), let height = Self.bits(proposal.height) else { return nil }
        self.width = width
        self.height = height
    }

    @inline(__always)
    private static func bits(_ value: Double?) -> UInt64? {
        guard let value else { return unspecified }
        if value.isNaN { return nil }
        return value == 0 ? 0 : value.bitPattern
    }
}
