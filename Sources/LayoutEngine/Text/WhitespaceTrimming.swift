/// Foundation's `trimmingCharacters(in: .whitespaces)` and `(in: .whitespacesAndNewlines)` on
/// `String`, without linking Foundation. Foundation's sets (Apple, "CharacterSet"):
/// `whitespaces` is Unicode General Category Zs and CHARACTER TABULATION (U+0009), and
/// Foundation's table also holds U+200B ZERO WIDTH SPACE (Zs until Unicode 4.0.1; compared scalar
/// by scalar in `FoundationTextTests`); `whitespacesAndNewlines` adds U+000A–U+000D, U+0085,
/// U+2028 and U+2029. Trimming works on
/// Unicode scalars, as Foundation's does (a combining mark after a trimmed space stays). Shared
/// by the modules that draw and explain text and by the commands, none of which imports Foundation.
extension StringProtocol {
    /// The text without leading and trailing `whitespaces` (Zs and tab).
    public func trimmedOfWhitespace() -> String { trimmingScalars(where: Self.isFoundationWhitespace) }

    /// The text without leading and trailing `whitespacesAndNewlines`.
    public func trimmedOfWhitespaceAndNewlines() -> String {
        trimmingScalars { Self.isFoundationWhitespace($0) || Self.isFoundationNewline($0) }
    }

    private func trimmingScalars(where shouldTrim: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !shouldTrim($0) }),
              let last = scalars.lastIndex(where: { !shouldTrim($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// In `CharacterSet.whitespaces`.
    public static func isFoundationWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.value == 0x200B || scalar.properties.generalCategory == .spaceSeparator
    }

    /// In `CharacterSet.newlines`: U+000A–U+000D, U+0085, U+2028, U+2029.
    public static func isFoundationNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
