import SwiftInterpreter

/// `NSRegularExpression` over `ICURegex` (Apple, "NSRegularExpression": "The pattern syntax
/// currently supported is that specified by ICU"): `init(pattern:options:)` throws for a pattern
/// ICU rejects (an `NSError` in `NSCocoaErrorDomain`, code 2048, as Foundation throws);
/// `firstMatch(in:options:range:)`, `matches(in:options:range:)`,
/// `numberOfMatches(in:options:range:)`, `stringByReplacingMatches(in:options:range:withTemplate:)`
/// and `numberOfCaptureGroups`; the `NSTextCheckingResult` a match gives has `range`,
/// `range(at:)` (`location == NSNotFound` for a group that took no part), `range(withName:)`
/// for a `(?<name>…)` group, and `numberOfRanges`
/// (the capture groups plus one). Ranges count UTF-16 code units, as `NSString` does.
/// `Range(nsRange, in: text)` turns one back into a range of the string's indices (nil when it
/// does not fall on character boundaries or is `NSNotFound`).
///
/// The options `.caseInsensitive`, `.anchorsMatchLines` and `.dotMatchesLineSeparators`
/// (`ICURegex.Options`) are read; any other option, matching options other than none, and
/// patterns with constructs `ICURegex` does not read are errors naming them, never a guessed match.
extension SwiftUIRuntime {
    /// An `NSRegularExpression`'s payload.
    struct RegularExpressionValue {
        let pattern: String
        let regex: ICURegex
    }

    /// An `NSTextCheckingResult`'s payload: the whole match's range, then each group's.
    struct TextCheckingRanges {
        let ranges: [FoundationRange]
        /// Each `(?<name>…)` group's name and its index in `ranges`.
        var groupNames: [String: Int] = [:]
    }

    /// Foundation's `NSNotFound`, `Int.max` on 64-bit platforms (Apple, "NSNotFound").
    static let notFound = Int.max

    /// `NSRegularExpression` and `NSTextCheckingResult`: a group waiting for either name
    /// (`appleLibrary`); `NSNotFound` and `Range(_:in:)` are registered at once
    /// (`registerFoundationGlobals`).
    func registerRegularExpressions() {
        registerTextCheckingResult()
        guard let type = registerAppleType("NSRegularExpression") else { return }
        registerRegularExpressionEscaping(on: type)
        initializer("NSRegularExpression") { runtime, arguments in
            guard case let .string(pattern)? = arguments["pattern"] else {
                throw runtime.failure("'NSRegularExpression' is made with 'init(pattern:options:)' and a String pattern")
            }
            let options = try runtime.regexOptions(arguments["options"], of: "NSRegularExpression(pattern:options:)")
            do {
                let regex = try ICURegex(pattern, options: options)
                return runtime.interpreter.nativeValue("NSRegularExpression", RegularExpressionValue(pattern: pattern, regex: regex))
            } catch ICURegex.Failure.invalid {
                throw try runtime.invalidPatternError(pattern)
            } catch let ICURegex.Failure.unsupported(construct) {
                throw runtime.failure("the regular expression '\(pattern)' uses \(construct), which is not modelled", kind: .unsupported)
            }
        }
        type.computedProperties["pattern"] = ComputedProperty(getter: .native("pattern") { _, selfValue, _ in
            .string(selfValue.nativePayload(RegularExpressionValue.self)?.pattern ?? "")
        })
        type.computedProperties["numberOfCaptureGroups"] = ComputedProperty(getter: .native("numberOfCaptureGroups") { _, selfValue, _ in
            .int(selfValue.nativePayload(RegularExpressionValue.self)?.regex.captureCount ?? 0)
        })
        type.addMethod("firstMatch", .hosted("firstMatch") { runtime, selfValue, arguments in
            if let unknown = runtime.unknownSearchArgument(arguments) { return unknown }
            let matches = try runtime.regexMatches(selfValue, NativeArguments("firstMatch", arguments), limit: 1)
            let names = selfValue.nativePayload(RegularExpressionValue.self)?.regex.groupNames ?? [:]
            return .optional(matches.first.map { runtime.textCheckingResult($0, groupNames: names) })
        })
        type.addMethod("matches", .hosted("matches") { runtime, selfValue, arguments in
            if let unknown = runtime.unknownSearchArgument(arguments) { return unknown }
            let names = selfValue.nativePayload(RegularExpressionValue.self)?.regex.groupNames ?? [:]
            return .array(try runtime.regexMatches(selfValue, NativeArguments("matches", arguments)).map { runtime.textCheckingResult($0, groupNames: names) })
        })
        type.addMethod("numberOfMatches", .hosted("numberOfMatches") { runtime, selfValue, arguments in
            if let unknown = runtime.unknownSearchArgument(arguments) { return unknown }
            return .int(try runtime.regexMatches(selfValue, NativeArguments("numberOfMatches", arguments)).count)
        })
        type.addMethod("stringByReplacingMatches", .hosted("stringByReplacingMatches") { runtime, selfValue, arguments in
            if let unknown = runtime.unknownSearchArgument(arguments) { return unknown }
            let named = NativeArguments("stringByReplacingMatches", arguments)
            guard case let .string(text)? = named["in"], case let .string(template)? = named["withTemplate"] else {
                throw runtime.failure("'stringByReplacingMatches' takes 'in:' and 'withTemplate:' Strings")
            }
            return .string(try runtime.replacingMatches(of: selfValue, named, in: text, withTemplate: template))
        })
    }

    /// `text` with every match of the regular expression `expression` (within `arguments`'
    /// `range:`) replaced by `template` expanded for it.
    func replacingMatches(of expression: Value, _ arguments: NativeArguments, in text: String, withTemplate template: String) throws -> String {
        let units = Array(text.utf16)
        var result: [UInt16] = []
        var copied = 0
        for match in try regexMatches(expression, arguments) {
            result += units[copied..<match[0].location]
            result += Array(Self.expandTemplate(template, match: match, in: units).utf16)
            copied = match[0].location + match[0].length
        }
        result += units[copied...]
        return String(decoding: result, as: UTF16.self)
    }

    /// ICU's replacement template: `$n` is group `n`'s text (digits read while they still name a
    /// group the pattern has; a group that took no part is empty), `\c` is `c` itself (ICU User
    /// Guide, "Replacement Text"; Apple, "NSRegularExpression": "Template Matching Format").
    static func expandTemplate(_ template: String, match: [FoundationRange], in units: [UInt16]) -> String {
        let characters = Array(template)
        var out = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count {
                out.append(characters[index + 1])
                index += 2
            } else if character == "$", index + 1 < characters.count, let first = characters[index + 1].wholeNumberValue {
                var group = first
                index += 2
                while index < characters.count, let digit = characters[index].wholeNumberValue, group * 10 + digit < match.count {
                    group = group * 10 + digit
                    index += 1
                }
                if group < match.count, match[group].location != notFound {
                    out += String(decoding: units[match[group].location ..< match[group].location + match[group].length], as: UTF16.self)
                }
            } else {
                out.append(character)
                index += 1
            }
        }
        return out
    }

    /// Every match of the regular expression in `in:` within `range:` (the whole string when
    /// absent), up to `limit`, each as UTF-16 ranges (whole match first). After an empty match
    /// the search goes on one scalar further, as ICU's `find()` does, so it never repeats.
    func regexMatches(_ selfValue: Value, _ arguments: NativeArguments, limit: Int = .max) throws -> [[FoundationRange]] {
        guard let expression = selfValue.nativePayload(RegularExpressionValue.self) else { return [] }
        guard case let .string(text)? = arguments["in"] else { throw failure("'\(arguments.callee)' takes the String to search as 'in:'") }
        try requireNoOptions(arguments["options"], of: arguments.callee)
        let scalars = Array(text.unicodeScalars)
        var offsets = [0]
        for scalar in scalars { offsets.append(offsets[offsets.count - 1] + scalar.utf16.count) }
        var start = 0, end = scalars.count
        if let value = arguments["range"] {
            guard let range = value.nativePayload(FoundationRange.self) else { throw mismatch(value, expected: "NSRange", parameter: "range") }
            guard range.location >= 0, range.length >= 0, range.location <= offsets[offsets.count - 1] - range.length else {
                throw failure("*** -[NSRegularExpression enumerateMatchesInString:options:range:usingBlock:]: Range or index out of bounds", kind: .trap)
            }
            start = offsets.firstIndex { $0 >= range.location } ?? scalars.count
            end = offsets.firstIndex { $0 >= range.location + range.length } ?? scalars.count
        }
        var found: [[FoundationRange]] = []
        var from = start
        while found.count < limit, from <= end {
            let match: [Range<Int>?]?
            do {
                match = try expression.regex.match(in: scalars, from: from, to: end, regionStart: start)
            } catch ICURegex.Failure.tooManySteps {
                throw failure("the regular expression '\(expression.pattern)' took too many steps to match", kind: .unsupported)
            }
            guard let match, let whole = match[0] else { break }
            found.append(match.map { group in
                group.map { FoundationRange(location: offsets[$0.lowerBound], length: offsets[$0.upperBound] - offsets[$0.lowerBound]) }
                    ?? FoundationRange(location: Self.notFound, length: 0)
            })
            from = whole.isEmpty ? whole.upperBound + 1 : whole.upperBound
        }
        return found
    }

    /// The `NSRegularExpression.Options` given: an array of members or one member; an option
    /// `ICURegex.Options` does not read is named as not modelled.
    func regexOptions(_ value: Value?, of callee: String) throws -> ICURegex.Options {
        var options = ICURegex.Options()
        guard let value else { return options }
        let members: [Value]
        if case let .array(items) = value { members = items } else { members = [value] }
        for member in members {
            switch Self.memberName(member) {
            case "caseInsensitive": options.caseInsensitive = true
            case "anchorsMatchLines": options.anchorsMatchLines = true
            case "dotMatchesLineSeparators": options.dotMatchesLineSeparators = true
            case let name:
                throw failure("the option '\(name.map { "." + $0 } ?? "given")' of '\(callee)' is not modelled", kind: .unsupported)
            }
        }
        return options
    }

    /// `options:` absent or `[]`; any other option is named as not modelled.
    private func requireNoOptions(_ value: Value?, of callee: String) throws {
        guard let value else { return }
        if case let .array(items) = value, items.isEmpty { return }
        throw failure("the options given to '\(callee)' are not modelled (only none)", kind: .unsupported)
    }

    /// The error Foundation throws for a pattern ICU rejects: `NSCocoaErrorDomain` code 2048
    /// (`NSFormattingError`) with the pattern as `NSInvalidValue`.
    private func invalidPatternError(_ pattern: String) throws -> Error {
        guard let type = interpreter.type(named: "NSError") else { return failure("the regular expression '\(pattern)' is invalid", kind: .trap) }
        var userInfo = OrderedDictionary()
        userInfo[.string("NSInvalidValue")] = .string(pattern)
        userInfo[.string("NSLocalizedDescription")] = .string("The value “\(pattern)” is invalid.")
        let error = try interpreter.construct(type, [CallArgument("domain", .string("NSCocoaErrorDomain")), CallArgument("code", .int(2048)),
                                                     CallArgument("userInfo", .dictionary(userInfo))])
        return interpreter.thrownError(error)
    }

    func textCheckingResult(_ ranges: [FoundationRange], groupNames: [String: Int] = [:]) -> Value {
        interpreter.nativeValue("NSTextCheckingResult", TextCheckingRanges(ranges: ranges, groupNames: groupNames))
    }

    private func registerTextCheckingResult() {
        guard let type = registerAppleType("NSTextCheckingResult") else { return }
        func range(_ value: FoundationRange) -> Value { interpreter.nativeValue("NSRange", value) }
        type.computedProperties["range"] = ComputedProperty(getter: .native("range") { interpreter, selfValue, _ in
            interpreter.nativeValue("NSRange", selfValue.nativePayload(TextCheckingRanges.self)?.ranges.first ?? FoundationRange(location: Self.notFound, length: 0))
        })
        type.computedProperties["numberOfRanges"] = ComputedProperty(getter: .native("numberOfRanges") { _, selfValue, _ in
            .int(selfValue.nativePayload(TextCheckingRanges.self)?.ranges.count ?? 0)
        })
        type.addMethod("range", .hosted("range", labels: ["at"]) { runtime, selfValue, arguments in
            let ranges = selfValue.nativePayload(TextCheckingRanges.self)?.ranges ?? []
            guard case let .int(index)? = arguments.first?.value else { throw runtime.failure("'range(at:)' takes an Int") }
            guard index >= 0, index < ranges.count else {
                throw runtime.failure("*** -[NSTextCheckingResult rangeAtIndex:]: index \(index) out of bounds", kind: .trap)
            }
            return runtime.interpreter.nativeValue("NSRange", ranges[index])
        })
        // `range(withName:)` (iOS 11): the range of the `(?<name>…)` group; a name the pattern
        // does not have gives `{NSNotFound, 0}`, as swift-corelibs-foundation answers when ICU's
        // `uregex_groupNumberFromName` fails (Apple's page states no such case: **unverified**).
        type.addMethod("range", .hosted("range", labels: ["withName"]) { runtime, selfValue, arguments in
            guard case let .string(name)? = arguments.first?.value else { throw runtime.failure("'range(withName:)' takes a String") }
            let result = selfValue.nativePayload(TextCheckingRanges.self)
            guard let index = result?.groupNames[name], let ranges = result?.ranges, index < ranges.count else {
                return runtime.interpreter.nativeValue("NSRange", FoundationRange(location: Self.notFound, length: 0))
            }
            return runtime.interpreter.nativeValue("NSRange", ranges[index])
        })
    }

    /// `Range(nsRange, in: text)` (Apple, "Range": `init?(_:in:)`): the character offsets (this
    /// interpreter's `String.Index`) the UTF-16 range covers, or nil when either end falls inside
    /// a character, past the end, or is `NSNotFound`.
    func registerNSRangeToRange() {
        guard let type = interpreter.type(named: "Range") else { return }
        type.initializers.append(.hosted("init", labels: [nil, "in"]) { _, _, arguments in
            guard let range = arguments.first?.value.nativePayload(FoundationRange.self),
                  case let .string(text)? = arguments.last?.value else { return .optional(nil) }
            guard range.location != Self.notFound, range.location >= 0, range.length >= 0 else { return .optional(nil) }
            var boundaries = [0]
            for character in text { boundaries.append(boundaries[boundaries.count - 1] + character.utf16.count) }
            guard let lower = boundaries.firstIndex(of: range.location),
                  let upper = boundaries.firstIndex(of: range.location + range.length) else { return .optional(nil) }
            return .optional(.range(RangeValue(lower: .int(lower), upper: .int(upper), isClosed: false)))
        })
        // `Range<Int>(nsRange)` (Foundation, "Range": `init?(_ range: NSRange)` where `Bound ==
        // Int`): `location..<location + length`, nil when the location is `NSNotFound`. Any other
        // value goes on to the standard library's conversions (`Range(0...3)`).
        let conversions = type.initializers.filter { $0.labels == [nil] }
        type.initializers.insert(.hosted("init", labels: [nil]) { runtime, selfValue, arguments in
            guard let range = arguments.first?.value.nativePayload(FoundationRange.self) else {
                guard let conversion = conversions.first else { return arguments.first?.value ?? .void }
                var made = selfValue
                return try runtime.interpreter.call(conversion, arguments, self: &made)
            }
            guard range.location != Self.notFound else { return .optional(nil) }
            return .optional(.range(RangeValue(lower: .int(range.location), upper: .int(range.location + range.length), isClosed: false)))
        }, at: 0)
    }
}
