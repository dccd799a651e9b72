import SwiftInterpreter

/// Foundation's `String.range(of:options:)` and `replacingOccurrences(of:with:options:)` with
/// `String.CompareOptions` (Apple docs, "range(of:options:range:locale:)",
/// "String.CompareOptions"): `.regularExpression` reads the target as an ICU pattern
/// (`ICURegex`, as `NSRegularExpression` does), `.caseInsensitive` ignores case (with or without
/// it), `.literal` changes nothing here. `range(of:)` gives the first match's range (nil when
/// none); `replacingOccurrences` replaces every match (a regular expression's replacement is a
/// template: `$1`, `\$`, as `stringByReplacingMatches` reads it).
///
/// A plain search (no `.regularExpression`) with `.caseInsensitive` compares scalar by scalar,
/// each with its case variants; `range(of:)` without options compares scalars too, so
/// canonically equivalent spellings (`é` as one scalar or as `e` and a combining accent) do not
/// find each other as Foundation's search does (**unverified** beyond ASCII; the plain
/// `replacingOccurrences(of:with:)` without options keeps the interpreter's canonical search).
/// `.backwards` (a plain search) finds the last occurrence (`lastRange(of:in:ignoringCase:)`);
/// `.anchored`, `.backwards` with `.regularExpression` and the other options are errors naming
/// them, never a guessed match.
extension SwiftUIRuntime {
    func registerStringRegularExpressionSearch() {
        guard let string = interpreter.type(named: "String") else { return }
        // `String.CompareOptions` (an option set in Foundation; its members as cases, a set of
        // them an array, as SwiftUI's option sets are here), so a parameter declared with it
        // holds the members given.
        if string.nestedTypes["CompareOptions"] == nil {
            let options = interpreter.declareType("String.CompareOptions", kind: .enumType)
            options.conformances = ["Hashable", "Equatable"]
            for name in ["caseInsensitive", "literal", "backwards", "anchored", "numeric", "diacriticInsensitive",
                         "widthInsensitive", "forcedOrdering", "regularExpression"] { options.addCase(EnumCase(name: name)) }
            string.nestedTypes["CompareOptions"] = options
        }
        for labels: [String?] in [["of"], ["of", "options"], ["of", "range"], ["of", "options", "range"]] {
            string.addMethod("range", .hosted("range", labels: labels) { runtime, selfValue, arguments in
                guard case let .string(whole) = Self.unwrapped(selfValue) else { return .nil }
                let named = NativeArguments("range(of:options:)", arguments)
                // `range:` limits the search to those characters (Apple docs,
                // "range(of:options:range:locale:)": "searchRange: The range within the receiver
                // for which to search"); the range found is still in the whole string's indices.
                let (text, start) = try runtime.searchedPart(of: whole, within: named["range"])
                func inWhole(_ lower: Int, _ upper: Int) -> Value {
                    .range(RangeValue(lower: .int(start + lower), upper: .int(start + upper), isClosed: false))
                }
                guard case let .string(target)? = named["of"].map(Self.unwrapped) else {
                    throw runtime.failure("'range(of:)' takes the String to find as 'of:'")
                }
                let optionNames = runtime.compareOptionNames(named["options"])
                if optionNames.contains("backwards"), Set(optionNames).isSubset(of: ["backwards", "caseInsensitive", "literal"]) {
                    if optionNames.contains("caseInsensitive"), text.lowercased().count != text.count {
                        throw runtime.failure("a case-insensitive backwards search of text whose lowercase has other characters is not modelled", kind: .unsupported)
                    }
                    return .optional(Self.lastRange(of: target, in: text, ignoringCase: optionNames.contains("caseInsensitive"))
                        .map { inWhole($0.lowerBound, $0.upperBound) })
                }
                guard let expression = try runtime.searchExpression(target, options: named["options"], callee: "range(of:options:)"),
                      let match = try runtime.regexMatches(expression, runtime.searchArguments(text), limit: 1).first?.first else {
                    return .optional(nil)
                }
                // Character offsets, the string indices the interpreter keeps: a match that starts
                // or ends inside a character takes in that whole character.
                var boundaries = [0]
                for character in text { boundaries.append(boundaries[boundaries.count - 1] + character.utf16.count) }
                let lower = boundaries.lastIndex { $0 <= match.location } ?? 0
                let upper = boundaries.firstIndex { $0 >= match.location + match.length } ?? text.count
                return .optional(inWhole(lower, upper))
            })
        }
        string.methods["replacingOccurrences", default: []].insert(.hosted("replacingOccurrences", labels: ["of", "with", "options"]) { runtime, selfValue, arguments in
            guard case let .string(text) = Self.unwrapped(selfValue) else { return selfValue }
            let named = NativeArguments("replacingOccurrences(of:with:options:)", arguments)
            guard case let .string(target)? = named["of"].map(Self.unwrapped), case let .string(replacement)? = named["with"].map(Self.unwrapped) else {
                throw runtime.failure("'replacingOccurrences(of:with:options:)' takes Strings as 'of:' and 'with:'")
            }
            guard let expression = try runtime.searchExpression(target, options: named["options"], callee: "replacingOccurrences(of:with:options:)") else {
                return .string(text)
            }
            // A plain search's replacement is literal text: its `\` and `$` escaped for the template.
            let isPattern = runtime.compareOptionNames(named["options"]).contains("regularExpression")
            let template = isPattern ? replacement : String(replacement.flatMap { "\\$".contains($0) ? ["\\", $0] : [$0] })
            return .string(try runtime.replacingMatches(of: expression, runtime.searchArguments(text), in: text, withTemplate: template))
        }, at: 0)
    }

    /// The character offsets of the last occurrence of `target` in `text`, the range a plain
    /// search with `.backwards` finds (Apple docs, "String.CompareOptions.backwards": "Search
    /// starts from the end of the search range"): the occurrence that ends last, so searching
    /// "aa" in "aaa" finds characters 1..<3. Characters compare as Swift's `==` does (canonical
    /// equivalence); with `.caseInsensitive`, lowercased. An empty target is never found, as in
    /// Foundation.
    static func lastRange(of target: String, in text: String, ignoringCase: Bool) -> Range<Int>? {
        let haystack = Array(ignoringCase ? text.lowercased() : text), needle = Array(ignoringCase ? target.lowercased() : target)
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        for start in stride(from: haystack.count - needle.count, through: 0, by: -1) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }

    /// The characters a search with `range:` looks at, and the offset of the first one in
    /// `whole`: all of it without a range (or with `nil`). A range past the string's ends is an
    /// error, as Foundation's out-of-bounds index is.
    private func searchedPart(of whole: String, within range: Value?) throws -> (text: String, start: Int) {
        guard let range, case let .range(bounds) = Self.unwrapped(range) else { return (whole, 0) }
        guard case let .int(lower) = bounds.lower, case let .int(upper) = bounds.upper else {
            throw failure("'range(of:options:range:)' takes a range of the string's indices as 'range:'")
        }
        let end = upper + (bounds.isClosed ? 1 : 0)
        guard lower >= 0, lower <= end, end <= whole.count else {
            throw failure("Fatal error: String index is out of bounds", kind: .trap)
        }
        return (String(whole.dropFirst(lower).prefix(end - lower)), lower)
    }

    /// The arguments of a search of all of `text`, as `NSRegularExpression`'s methods take them.
    private func searchArguments(_ text: String) -> NativeArguments {
        NativeArguments("range(of:options:)", [CallArgument("in", .string(text))])
    }

    /// The regular expression a search for `target` with `options` runs: the pattern itself with
    /// `.regularExpression`, else each of its scalars as an escape (`\x{…}`) matched literally;
    /// nil for a pattern ICU rejects (Foundation then finds nothing).
    private func searchExpression(_ target: String, options: Value?, callee: String) throws -> Value? {
        var regexOptions = ICURegex.Options()
        var isExpression = false
        for name in compareOptionNames(options) {
            switch name {
            case "regularExpression": isExpression = true
            case "caseInsensitive": regexOptions.caseInsensitive = true
            case "literal": break
            default: throw failure("the option '.\(name)' of '\(callee)' is not modelled", kind: .unsupported)
            }
        }
        let pattern = isExpression ? target : target.unicodeScalars.map { "\\x{" + String($0.value, radix: 16) + "}" }.joined()
        do {
            let regex = try ICURegex(pattern, options: regexOptions)
            return interpreter.nativeValue("NSRegularExpression", RegularExpressionValue(pattern: target, regex: regex))
        } catch ICURegex.Failure.invalid {
            return nil
        } catch let ICURegex.Failure.unsupported(construct) {
            throw failure("the regular expression '\(target)' uses \(construct), which is not modelled", kind: .unsupported)
        }
    }

    private func compareOptionNames(_ value: Value?) -> [String] {
        guard let value else { return [] }
        if case let .array(items) = Self.unwrapped(value) { return items.map { Self.memberName(Self.unwrapped($0)) ?? interpreter.typeName(of: $0) } }
        return [Self.memberName(Self.unwrapped(value)) ?? interpreter.typeName(of: value)]
    }
}
