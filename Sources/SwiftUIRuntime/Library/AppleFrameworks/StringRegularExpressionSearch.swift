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
/// `.backwards`, `.anchored` and the other options are errors naming them, never a guessed match.
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
        for labels: [String?] in [["of"], ["of", "options"]] {
            string.addMethod("range", .hosted("range", labels: labels) { runtime, selfValue, arguments in
                guard case let .string(text) = Self.unwrapped(selfValue) else { return .nil }
                let named = NativeArguments("range(of:options:)", arguments)
                guard case let .string(target)? = named["of"].map(Self.unwrapped) else {
                    throw runtime.failure("'range(of:)' takes the String to find as 'of:'")
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
                return .optional(.range(RangeValue(lower: .int(lower), upper: .int(upper), isClosed: false)))
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
