/// The few UAX #14 line-breaking classes LayoutLens distinguishes (text-metrics.md §4.2), decided
/// per grapheme cluster from its first scalar.
enum LineBreakClass: Equatable {
    /// Breakable spaces (SP, ZW, U+3000): a line may end after a run of them; they hang.
    case space
    /// No-break glue (GL, WJ): NBSP, narrow NBSP, figure space, word joiner, ZWNBSP.
    case glue
    /// Ideographs and kana (ID): a break is allowed before and after each one.
    case ideograph
    /// Opening punctuation (OP, QU initial): never break after.
    case opening
    /// Closing punctuation and sentence marks (CL, CP, EX, IS, IN, QU final): never break before.
    case closing
    /// Hyphens (HY, BA): break after when a letter follows.
    case hyphen
    case letter
    /// Digits (NU): a hyphen before one is a minus sign, not a break ("x-12").
    case number
    case other

    init(_ character: Character) {
        let scalar = character.unicodeScalars.first!
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A:
            self = .letter
        case 0x30...0x39:
            self = .number
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000:
            self = .space
        case 0xA0, 0x2007, 0x202F, 0x2060, 0xFEFF:
            self = .glue
        case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x2_0000...0x3_FFFF:
            self = .ideograph
        case 0x28, 0x5B, 0x7B, 0x201C, 0x2018, 0x300C, 0x300E, 0x3010, 0x3014, 0x3008, 0x300A, 0xFF08:
            self = .opening
        case 0x2C, 0x2E, 0x21, 0x3F, 0x3A, 0x3B, 0x29, 0x5D, 0x7D, 0x201D, 0x2019, 0x2026,
             0x3001, 0x3002, 0x300D, 0x300F, 0x3011, 0x3015, 0x3009, 0x300B, 0xFF09, 0xFF01, 0xFF1F, 0xFF0C, 0xFF0E,
             0xFF1A, 0xFF1B:
            self = .closing
        case 0x2D, 0x2010:
            self = .hyphen
        default:
            self = character.isLetter ? .letter : character.isNumber ? .number : .other
        }
    }

    /// Whether a line may break between a cluster of class `before` and one of class `after`;
    /// `beforeThat` is the class preceding `before` (nil at the paragraph start).
    static func allowsBreak(between before: LineBreakClass, and after: LineBreakClass,
                            beforeThat: LineBreakClass?) -> Bool {
        if after == .space || before == .glue || after == .glue { return false }
        if after == .closing || before == .opening { return false }
        switch before {
        case .space: return true
        // A word-initial hyphen ("-5", "-foo") does not open a break (UAX #14 LB20a).
        case .hyphen: return after == .letter && (beforeThat == .letter || beforeThat == .number)
        default: return before == .ideograph || after == .ideograph
        }
    }
}
