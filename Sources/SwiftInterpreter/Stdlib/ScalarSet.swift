/// Foundation's `CharacterSet` as the interpreter models it, without linking Foundation: the
/// named sets by Unicode general category (Apple, "CharacterSet": `letters` is L* and M*,
/// `alphanumerics` L*, M* and N*, `decimalDigits` Nd, `punctuationCharacters` P*, `symbols` S*,
/// `uppercaseLetters` Lu and Lt, `lowercaseLetters` Ll, `whitespaces` Zs and tab, `newlines`
/// U+000A–U+000D, U+0085, U+2028, U+2029), a set of given scalars, and the inverse of either.
///
/// Foundation's tables on Linux are those of Unicode 15.0 and differ from the categories in three
/// places, kept so an app's text is split and trimmed as before (`ScalarSetTests` compares every
/// scalar with Foundation's sets): a scalar assigned after Unicode 15.0 is in no named set;
/// U+200B ZERO WIDTH SPACE is in `whitespaces`; U+0295 (ʕ, Ll until Unicode 15.1) is in
/// `lowercaseLetters`; and Tangut (U+17000–U+187F7, U+18D00–U+18D08) is not in `letters` or
/// `alphanumerics`. Two differences are deliberate, where Foundation on Linux departs from
/// Apple's: `CharacterSet(charactersIn:)` keeps a scalar beyond U+FFFF whole (Linux keeps its low
/// 16 bits: `"🙂"` gives U+F642), and trimming takes such scalars off too (Linux never does).
struct ScalarSet: Sendable {
    enum Named: Sendable {
        case whitespaces, whitespacesAndNewlines, newlines, alphanumerics, letters, decimalDigits
        case punctuationCharacters, symbols, uppercaseLetters, lowercaseLetters
    }

    private enum Members: Sendable {
        case named(Named)
        case given(Set<Unicode.Scalar>)
    }

    private var members: Members
    private var isInverted = false

    init(_ named: Named) { members = .named(named) }

    /// `CharacterSet(charactersIn:)`: the string's scalars.
    init(charactersIn text: String) { members = .given(Set(text.unicodeScalars)) }

    var inverted: ScalarSet {
        var copy = self
        copy.isInverted.toggle()
        return copy
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch members {
        case .given(let scalars): return scalars.contains(scalar) != isInverted
        case .named(let named): return Self.contains(scalar, in: named) != isInverted
        }
    }

    private static func contains(_ scalar: Unicode.Scalar, in named: Named) -> Bool {
        switch named {
        case .newlines: return isNewline(scalar)
        case .whitespaces: return isWhitespace(scalar)
        case .whitespacesAndNewlines: return isWhitespace(scalar) || isNewline(scalar)
        default: break
        }
        guard let age = scalar.properties.age, age.major < 15 || (age.major == 15 && age.minor == 0) else { return false }
        let category = scalar.properties.generalCategory
        switch named {
        case .letters, .alphanumerics:
            if (0x17000...0x187F7).contains(scalar.value) || (0x18D00...0x18D08).contains(scalar.value) { return false }
            return isLetterOrMark(category) || (named == .alphanumerics && isNumber(category))
        case .decimalDigits: return category == .decimalNumber
        case .punctuationCharacters:
            switch category {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                 .finalPunctuation, .otherPunctuation: return true
            default: return false
            }
        case .symbols:
            switch category {
            case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return true
            default: return false
            }
        case .uppercaseLetters: return category == .uppercaseLetter || category == .titlecaseLetter
        case .lowercaseLetters: return category == .lowercaseLetter || scalar.value == 0x0295
        case .whitespaces, .whitespacesAndNewlines, .newlines: return false
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.value == 0x200B || scalar.properties.generalCategory == .spaceSeparator
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    private static func isLetterOrMark(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func isNumber(_ category: Unicode.GeneralCategory) -> Bool {
        category == .decimalNumber || category == .letterNumber || category == .otherNumber
    }

    /// `text.trimmingCharacters(in: set)`: the scalars in the set taken off both ends.
    func trimming(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !contains($0) }),
              let last = scalars.lastIndex(where: { !contains($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// `text.components(separatedBy: set)`: the text cut at every scalar in the set, empty
    /// pieces kept.
    func components(of text: String) -> [String] {
        text.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: contains).map { String($0) }
    }
}
