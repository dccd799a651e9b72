/// Widths for characters the font lacks. CoreText draws them with a fallback font; for East Asian
/// wide and fullwidth characters (Unicode's EastAsianWidth.txt classes W and F: ideographs, kana,
/// Hangul syllables, CJK punctuation, fullwidth forms) those fonts use one em per glyph, so one em
/// is a close stand-in. Other missing characters measure as the font's .notdef glyph.
///
/// U+FFFC, the object replacement character, stands for an image set inline in a text (the
/// character Foundation stores for a `NSTextAttachment`; `Text(Image(systemName:)) + Text(…)` in
/// the interpreter's library): one em too, the square a symbol of medium scale takes beside text
/// of that font (`SymbolScale`, **unverified**).
enum FallbackWidth {
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFFFC, 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x2_0000...0x3_FFFD:
            return true
        default:
            return false
        }
    }
}
