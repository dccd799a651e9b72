#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PrintfFormatting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `String` and `Character` members and initializers used by view code.
extension Interpreter {
    func registerStringMembers() {
        let string = builtins.string
        string.initializers.append(.native("init") { interpreter, _, arguments in
            guard let first = arguments.first else { return .string("") }
            switch first.label {
            case "format":
                // `String(format:locale:arguments:)` (Foundation): the locale is not applied (the
                // preview's is en_US, whose separators are printf's); `arguments:` is the list.
                var values: [Value] = []
                for argument in arguments.dropFirst() where argument.label != "locale" {
                    if argument.label == "arguments", case let .array(list) = argument.value { values += list } else { values.append(argument.value) }
                }
                return .string(try interpreter.format(try first.value.asString ?? "", values))
            case "repeating":
                let count = arguments.labelled("count")?.asInt ?? 0
                if count < 0 { throw interpreter.error(.trap, SwiftTrap.stringNegativeCount) }
                let unit = try interpreter.describe(first.value)
                try interpreter.allocate(count, of: unit.utf8.count)
                return .string(String(repeating: unit, count: count))
            case "utf16CodeUnits":
                // Foundation's `String(utf16CodeUnits:count:)`: the first `count` UTF-16 code
                // units (an array passed where the pointer is taken); an unpaired surrogate
                // becomes U+FFFD, as decoding UTF-16 repairs it.
                guard case let .array(units) = first.value else { return .string("") }
                let count = max(0, min(arguments.labelled("count")?.asInt ?? units.count, units.count))
                let codeUnits = units.prefix(count).map { UInt16(truncatingIfNeeded: $0.asInt ?? 0) }
                return .string(String(decoding: codeUnits, as: UTF16.self))
            case "describing": return .string(try interpreter.describe(first.value))
            case "reflecting": return .string(try interpreter.describe(first.value, debug: true))
            default:
                if case let .array(elements) = first.value {
                    return .string(elements.map { value -> String in
                        if case let .character(c) = value { return String(c) }
                        if let scalar = Interpreter.unicodeScalar(value) { return String(scalar) }
                        return value.asString ?? ""
                    }.joined())
                }
                if case let .int(v) = first.value, let radix = arguments.labelled("radix")?.asInt {
                    guard (2...36).contains(radix) else { throw interpreter.error(.trap, SwiftTrap.radixOutOfRange) }
                    return .string(String(v, radix: radix, uppercase: arguments.labelled("uppercase")?.asBool ?? false))
                }
                if case let .uint64(v) = first.value, let radix = arguments.labelled("radix")?.asInt {
                    guard (2...36).contains(radix) else { throw interpreter.error(.trap, SwiftTrap.radixOutOfRange) }
                    return .string(String(v, radix: radix, uppercase: arguments.labelled("uppercase")?.asBool ?? false))
                }
                return .string(try interpreter.describe(first.value))
            }
        })
        builtins.character.initializers.append(.native("init") { interpreter, _, arguments in
            let value = try arguments.value(0)
            if case let .string(text) = value, text.count == 1 { return .character(text.first!) }
            if case .character = value { return value }
            if let scalar = Interpreter.unicodeScalar(value) { return .character(Character(scalar)) }
            // The Swift runtime's two messages (Character.swift, `init(_ s: String)`; checked with swiftc 6.3.1).
            if case let .string(text) = value, text.isEmpty {
                throw interpreter.error(.trapCollection("Can't form a Character from an empty String"))
            }
            throw interpreter.error(.trapCollection("Can't form a Character from a String containing more than one extended grapheme cluster"))
        })
        func text(_ value: Value) -> String {
            if case let .character(c) = value { return String(c) }
            return value.asString ?? ""
        }
        func method(_ name: String, _ body: @escaping (Interpreter, String, [CallArgument]) throws -> Value) {
            string.addMethod(name, .native(name) { interpreter, selfValue, arguments in
                try body(interpreter, text(selfValue), arguments)
            })
        }
        func property(_ name: String, _ body: @escaping (String) -> Value) {
            string.computedProperties[name] = getter { body(text($0)) }
        }
        property("count") { .int($0.count) }
        property("isEmpty") { .bool($0.isEmpty) }
        property("description") { .string($0) }
        property("first") { .optional($0.first.map(Value.character)) }
        property("last") { .optional($0.last.map(Value.character)) }
        property("capitalized") { .string($0.capitalized) }
        // Foundation's `localizedCapitalized`, `localizedUppercase`, `localizedLowercase`: in the
        // current locale, which for a preview here is the development language, English, where
        // they equal `capitalized`, `uppercased()` and `lowercased()` (Apple docs, NSString).
        property("localizedCapitalized") { .string($0.capitalized) }
        property("localizedUppercase") { .string($0.uppercased()) }
        property("localizedLowercase") { .string($0.lowercased()) }
        property("utf8") { .array($0.utf8.map { .int(Int($0)) }) }
        // `String.utf16`: the UTF-16 code units (`UInt16`), two for a scalar beyond the BMP
        // (Swift standard library, "String.UTF16View"); `count` is NSString's `length`.
        property("utf16") { .array($0.utf16.map { .int(Int($0)) }) }
        string.computedProperties["unicodeScalars"] = ComputedProperty(getter: .native("unicodeScalars") { interpreter, selfValue, _ in
            .array(text(selfValue).unicodeScalars.map(interpreter.unicodeScalarValue))
        })
        property("startIndex") { _ in .int(0) }
        property("endIndex") { .int($0.count) }
        method("uppercased") { _, s, _ in .string(s.uppercased()) }
        method("lowercased") { _, s, _ in .string(s.lowercased()) }
        method("hasPrefix") { _, s, a in .bool(s.hasPrefix(text(try a.value(0)))) }
        method("hasSuffix") { _, s, a in .bool(s.hasSuffix(text(try a.value(0)))) }
        method("contains") { interpreter, s, a in
            let argument = try a.value(0)
            if let regex = Interpreter.regexPattern(argument) { return .bool(interpreter.match(regex, in: s, .first) != nil) }
            if case let .character(c) = argument { return .bool(s.contains(c)) }
            if case .function = argument { return .bool(try s.contains { try interpreter.invokeBool(argument, [.character($0)]) }) }
            return .bool(FoundationStringSearch.contains(s, text(argument)))
        }
        method("split") { interpreter, s, a in
            let maxSplits = a.labelled("maxSplits")?.asInt ?? Int.max
            if maxSplits < 0 { throw interpreter.error(.trap, SwiftTrap.negativeSplits) }
            let omitting = a.labelled("omittingEmptySubsequences")?.asBool ?? true
            if let regex = a.labelled("separator").flatMap(Interpreter.regexPattern) {
                return .array(interpreter.split(s, by: regex, maxSplits: maxSplits, omittingEmpty: omitting).map(Value.string))
            }
            let parts: [Substring]
            if let separator = a.labelled("separator") ?? (a.first?.label == nil ? a.first?.value : nil),
               case let .character(c) = separator {
                parts = s.split(separator: c, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            } else if let separator = a.labelled("separator"), case let .string(t) = separator {
                parts = s.split(separator: t, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            } else if let predicate = a.labelled("whereSeparator") ?? a.first?.value {
                parts = try s.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) {
                    try interpreter.invokeBool(predicate, [.character($0)])
                }
            } else {
                throw interpreter.error(.invalid, "split needs a separator")
            }
            return .array(parts.map { .string(String($0)) })
        }
        method("components") { _, s, a in
            if let set = Interpreter.characterSet(a.first?.value) { return .array(set.components(of: s).map(Value.string)) }
            return .array(s.components(separatedBy: text(try a.value(0))).map(Value.string))
        }
        method("replacingOccurrences") { _, s, a in
            .string(FoundationStringSearch.replacingOccurrences(in: s, of: text(a.labelled("of") ?? .string("")), with: text(a.labelled("with") ?? .string(""))))
        }
        method("replacing") { interpreter, s, a in
            if let regex = Interpreter.regexPattern(try a.value(0)) {
                return .string(try interpreter.replacing(regex, in: s, with: a.labelled("with") ?? .string(""),
                                                         maxReplacements: a.labelled("maxReplacements")?.asInt ?? Int.max))
            }
            // `replacing(_:with:maxReplacements:)` (Swift 5.7's string processing): occurrences
            // found left to right as `Character`s, none overlapping, at most `maxReplacements`.
            let target = Array(text(try a.value(0))), replacement = text(a.labelled("with") ?? .string(""))
            var remaining = a.labelled("maxReplacements")?.asInt ?? Int.max
            guard !target.isEmpty else { return .string(s) }
            let characters = Array(s)
            var result = "", index = 0
            while index < characters.count {
                if remaining > 0, index + target.count <= characters.count, Array(characters[index..<(index + target.count)]) == target {
                    result += replacement
                    index += target.count
                    remaining -= 1
                } else {
                    result.append(characters[index])
                    index += 1
                }
            }
            return .string(result)
        }
        registerStringRegexAlgorithms(method)
        method("trimmingCharacters") { _, s, a in
            return .string((Interpreter.characterSet(a.first?.value) ?? ScalarSet(.whitespaces)).trimming(s))
        }
        /// `prefix`, `suffix`, `dropFirst`, `dropLast` of a string, trapping on a negative count as Swift does.
        func counted(_ name: String, default defaultCount: Int?, negative: String, _ body: @escaping (String, Int) -> Substring) {
            method(name) { interpreter, s, a in
                let n = try defaultCount.map { a.first?.value.asInt ?? $0 } ?? (try a.value(0).asInt ?? 0)
                if n < 0 { throw interpreter.error(.trap, negative) }
                return .string(String(body(s, n)))
            }
        }
        counted("prefix", default: nil, negative: "Fatal error: Can't take a prefix of negative length from a collection") { $0.prefix($1) }
        counted("suffix", default: nil, negative: "Fatal error: Can't take a suffix of negative length from a collection") { $0.suffix($1) }
        counted("dropFirst", default: 1, negative: "Fatal error: Can't drop a negative number of elements from a collection") { $0.dropFirst($1) }
        counted("dropLast", default: 1, negative: "Fatal error: Can't drop a negative number of elements from a collection") { $0.dropLast($1) }
        method("reversed") { _, s, _ in .array(s.reversed().map(Value.character)) }
        // A string's indices are character offsets here: `index(after:)` and `index(before:)` step
        // one character, `index(_:offsetBy:)` several, `distance(from:to:)` counts between two
        // (Swift standard library, "BidirectionalCollection"; checked with swiftc 6 by the
        // `stringIndexSteps` differential case).
        // A step past `endIndex` or before `startIndex` traps as Swift's string index validation
        // does ("String index is out of bounds"; checked with swiftc 6 for `index(after:
        // endIndex)`, `index(before: startIndex)` and `index(_:offsetBy:)` beyond the end).
        method("index") { interpreter, s, a in
            let stepped = try Interpreter.steppedIndex(a, interpreter)
            let offset: Int?
            switch stepped {
            case let .int(value): offset = value
            case let .optional(.int(value)?): offset = value
            default: offset = nil
            }
            if let offset, offset < 0 || offset > s.count { throw interpreter.error(.trapIndexOutOfRange("String index is out of bounds")) }
            return stepped
        }
        method("distance") { _, _, a in Interpreter.offsetDistance(a) }
        method("padding") { interpreter, s, a in
            let length = a.labelled("toLength")?.asInt ?? s.count
            let pad = text(a.labelled("withPad") ?? .string(" "))
            let start = a.labelled("startingAt")?.asInt ?? 0
            // Foundation traps on a negative length, an empty pad or a start outside the pad.
            guard length >= 0, !pad.isEmpty, start >= 0, start < pad.count else {
                throw interpreter.error(.trap, SwiftTrap.stringIndexRangeOutOfBounds)
            }
            try interpreter.allocate(length)
            return .string(FoundationStringSearch.padding(s, toLength: length, withPad: pad, startingAt: start))
        }
        // `append(_:)`, `append(contentsOf:)`: the string with the addition is a new string here
        // (the variable still holds the old one), so the copy counts as a string of its length
        // does (`stringElements`) besides the addition's bytes: counting the additions alone let
        // `while true { s.append(contentsOf: "abcdefgh") }` copy ever longer strings, quadratic
        // time within the budget (a hang: issue 30, round four).
        string.addMethod("append", .native("append", mutating: true) { interpreter, selfValue, arguments in
            let addition = text(try arguments.value(0))
            let current = text(selfValue)
            try interpreter.allocate(addition.utf8.count)
            try interpreter.allocate(interpreter.stringElements(current))
            selfValue = .string(current + addition)
            return .void
        })
        let character = builtins.character
        // Every Boolean property of `Character` (SE-0221 "Character Properties"; the standard
        // library's `Character` documentation), answered by the same standard library.
        for (name, test) in [("isLetter", \Character.isLetter), ("isNumber", \Character.isNumber),
                             ("isUppercase", \Character.isUppercase), ("isLowercase", \Character.isLowercase),
                             ("isWhitespace", \Character.isWhitespace), ("isPunctuation", \Character.isPunctuation),
                             ("isNewline", \Character.isNewline), ("isASCII", \Character.isASCII),
                             ("isWholeNumber", \Character.isWholeNumber), ("isHexDigit", \Character.isHexDigit),
                             ("isSymbol", \Character.isSymbol), ("isMathSymbol", \Character.isMathSymbol),
                             ("isCurrencySymbol", \Character.isCurrencySymbol), ("isCased", \Character.isCased)] {
            character.computedProperties[name] = getter { value in
                if case let .character(c) = value { return .bool(c[keyPath: test]) }
                return .bool(false)
            }
        }
        character.addMethod("uppercased", .native("uppercased") { _, v, _ in .string(text(v).uppercased()) })
        character.addMethod("lowercased", .native("lowercased") { _, v, _ in .string(text(v).lowercased()) })
        character.computedProperties["wholeNumberValue"] = getter { v in
            if case let .character(c) = v { return .optional(c.wholeNumberValue.map(Value.int)) }
            return .nil
        }
        character.computedProperties["hexDigitValue"] = getter { v in
            if case let .character(c) = v { return .optional(c.hexDigitValue.map(Value.int)) }
            return .nil
        }
        character.computedProperties["asciiValue"] = getter { v in
            if case let .character(c) = v { return .optional(c.asciiValue.map { .int(Int($0)) }) }
            return .nil
        }
        character.computedProperties["description"] = getter { .string(text($0)) }
        // `Character.unicodeScalars`: its scalars, as `String.unicodeScalars` gives them.
        character.computedProperties["unicodeScalars"] = ComputedProperty(getter: .native("unicodeScalars") { interpreter, selfValue, _ in
            .array(text(selfValue).unicodeScalars.map(interpreter.unicodeScalarValue))
        })
    }

    /// Flags, width and precision of one `String(format:)` specifier, before the host's own
    /// `String(format:)` sees them: `*` and `$` would make it read arguments that were never
    /// passed (positions the interpreter does not hold), and a width of nine digits would make it
    /// allocate a gigabyte. Width and precision are at most three digits each.
    func checkFormatFlags(_ flags: String, spec: String) throws {
        var digits = 0
        for character in flags {
            if character.isASCII, character.isNumber {
                digits += 1
                if digits > 3 { throw error(.unsupported, "String(format:) specifier '\(spec)': a width or precision above 999 is not supported") }
                continue
            }
            digits = 0
            guard "-+ #.'".contains(character) else {
                throw error(.unsupported, "String(format:) specifier '\(spec)' is not supported")
            }
        }
    }

    /// `String(format:)` for `%d %i %ld %f %.Nf %e %g %@ %s %x %%`, width flags, length modifiers
    /// (`%02hhx`, `%lld`: `FormatLengthModifier`) and positional arguments (`%1$@`).
    func format(_ template: String, _ values: [Value]) throws -> String {
        var output = ""
        var remaining = values[...]
        var characters = template[...]
        while let c = characters.popFirst() {
            guard c == "%" else { output.append(c); continue }
            var spec = "%"
            while let next = characters.popFirst() {
                spec.append(next)
                if FormatLengthModifier.letters.contains(next) { continue }
                if next.isLetter || next == "@" || next == "%" { break }
            }
            guard let conversion = spec.last else { break }
            if conversion == "%" { output += "%"; continue }
            var flags = String(spec.dropFirst().dropLast())
            let length = FormatLengthModifier(stripping: &flags)
            let value: Value
            // `%2$@`: the argument at that position (IEEE printf's `n$`, which Foundation's
            // `String(format:)` follows; translations reorder arguments this way).
            if let dollar = flags.firstIndex(of: "$"), let position = Int(flags[..<dollar]) {
                guard position >= 1, position <= values.count else {
                    throw error(.invalid, "String(format:) specifier '\(spec)' names argument \(position) of \(values.count)")
                }
                value = values[position - 1]
                flags = String(flags[flags.index(after: dollar)...])
            } else {
                guard let next = remaining.popFirst() else { throw error(.invalid, "String(format:) has fewer arguments than specifiers") }
                value = next
            }
            try checkFormatFlags(flags, spec: spec)
            if isUnseen(value) {
                // Another file's value (`"\(item.amount, specifier: "%.2f")"`): its name as the
                // text, as `Text(item.title)` shows it.
                assumedForUnseen?(value, "its name as the text")
                output += try describe(value)
                continue
            }
            switch conversion {
            case "d", "i":
                guard case let .int(v) = value else { throw error(.invalid, "%\(conversion) needs an Int") }
                output += PrintfFormat.text("%" + flags + "ld", length.signed(v))
            case "u", "x", "X", "o":
                guard case let .int(v) = value else { throw error(.invalid, "%\(conversion) needs an Int") }
                output += PrintfFormat.text("%" + flags + "l" + String(conversion), length.unsigned(v))
            case "f", "F", "e", "E", "g", "G":
                guard let v = value.asDouble else { throw error(.invalid, "%\(conversion) needs a floating-point number, not '\(typeName(of: value))'") }
                output += PrintfFormat.text("%" + flags + String(conversion), v)
            case "@", "s":
                output += try describe(value)
            case "c":
                output += try describe(value)
            default:
                throw error(.unsupportedFormat(spec))
            }
        }
        return output
    }
}
