/// `NSString`'s text operations on an app's strings, without linking Foundation.
///
/// `replacingOccurrences(of:with:)` with no options compares as `NSString` does without
/// `.literal` (Apple, "String Programming Guide: Searching, Comparing, and Sorting Strings":
/// "composed character sequences" that are canonically equivalent compare equal): a base
/// scalar with the combining marks after it is one unit that is matched whole, so `"é"` finds
/// `"e\u{301}"` and the reverse, and `"e"` is not found in `"e\u{301}"`. Those units are
/// smaller than `Character`s: Foundation finds `"\r"` inside `"\r\n"` and a regional indicator
/// inside a run of flags (checked on this machine against swift-corelibs-foundation:
/// `"🇺🇸🇺🇸".replacingOccurrences(of: "🇸🇺", with: "X")` keeps the outer two scalars).
/// An empty target leaves the string as it is. Occurrences are found left to right, not
/// overlapping.
///
/// `contains(_:)` with a string argument is Foundation's too where an app imports it (SwiftUI
/// re-exports Foundation, and its `StringProtocol.contains<T: StringProtocol>` is chosen over
/// the standard library's `Collection.contains(_:)`): the same search, and an empty target is
/// never contained (`"abc".contains("")` is `false` with Foundation, `true` without it).
enum FoundationStringSearch {
    static func contains(_ text: String, _ target: String) -> Bool {
        let pattern = composedSequences(of: target)
        guard !pattern.isEmpty else { return false }
        let units = composedSequences(of: text)
        guard units.count >= pattern.count else { return false }
        return (0...(units.count - pattern.count)).contains { units[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }

    static func replacingOccurrences(in text: String, of target: String, with replacement: String) -> String {
        let pattern = composedSequences(of: target)
        guard !pattern.isEmpty else { return text }
        let units = composedSequences(of: text)
        var result = ""
        var index = 0
        while index < units.count {
            if index + pattern.count <= units.count,
               units[index..<(index + pattern.count)].elementsEqual(pattern) {
                result += replacement
                index += pattern.count
            } else {
                result += units[index]
                index += 1
            }
        }
        return result
    }

    /// The text cut before every scalar that is not a combining mark (general categories Mn,
    /// Mc, Me): a base and the marks that follow it, as `NSString`'s composed character
    /// sequences group them. A mark at the start is a unit of its own. Units are compared as
    /// `String`s, whose `==` is canonical equivalence (The Swift Programming Language, "Strings
    /// and Characters: Comparing Strings").
    static func composedSequences(of text: String) -> [String] {
        let scalars = text.unicodeScalars
        var units: [String] = []
        var start = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if next == scalars.endIndex || !isCombiningMark(scalars[next]) {
                units.append(String(scalars[start..<next]))
                start = next
            }
            index = next
        }
        return units
    }

    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// `padding(toLength:withPad:startingAt:)`: `NSString` counts UTF-16 code units, so the
    /// result is the first `length` units of the string, or the string followed by the pad's
    /// units repeated from `start` until `length` units (Apple, NSString: "Returns a new string
    /// formed from the receiver by either removing characters from the end, or by appending as
    /// many occurrences as necessary of a given pad string"). A surrogate pair cut in half
    /// decodes as U+FFFD, as the units are read back into a `String`.
    static func padding(_ text: String, toLength length: Int, withPad pad: String, startingAt start: Int) -> String {
        let units = Array(text.utf16)
        if units.count >= length { return String(decoding: units.prefix(length), as: UTF16.self) }
        let padUnits = Array(pad.utf16)
        var result = units
        result.reserveCapacity(length)
        var next = start
        while result.count < length {
            result.append(padUnits[next % padUnits.count])
            next += 1
        }
        return String(decoding: result, as: UTF16.self)
    }
}
