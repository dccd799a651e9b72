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
import LayoutEngine

/// Fills a localized value's format specifiers with arguments, following the printf-style
/// rules Foundation's `String(format:)` uses (Apple, "String Format Specifiers"): `%@` an
/// object's description, `%d`/`%i`/`%u` with `h`, `hh`, `l`, `ll`, `q`, `z`, `t`, `j` length
/// modifiers an integer, `%x`/`%X`/`%o` an integer in base 16/8, `%f`/`%e`/`%g`/`%a` a double
/// (with `l`/`L` allowed), `%c` a character, `%%` a percent sign; flags `-+ 0#`, a width and a
/// `.precision`; `%2$@` takes argument 2 (1-based) and later unnumbered specifiers continue
/// from the last one taken. Numbers are written with "." and no grouping (the POSIX locale).
/// A specifier without an argument is kept as written and reported.
public enum StringFormatter {
    public struct Result: Sendable, Hashable {
        public var text: String
        /// Specifiers that found no argument.
        public var missing: [MissingArgument] = []
    }

    public struct MissingArgument: Sendable, Hashable {
        public var specifier: String
        /// The 1-based argument number it wanted.
        public var position: Int
    }

    public static func format(_ format: String, arguments: [FormatArgument]) -> Result {
        var result = Result(text: "")
        let characters = Array(format)
        var index = 0
        var nextArgument = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "%" else { result.text.append(character); index += 1; continue }
            if let end = variableEnd(characters, at: index) {
                // An unresolved `%#@name@` variable stays as written and takes no argument.
                result.text += String(characters[index..<end])
                index = end
                continue
            }
            guard let specifier = Specifier.parse(characters, at: index) else {
                result.text.append(character); index += 1; continue
            }
            index = specifier.end
            if specifier.conversion == "%" { result.text.append("%"); continue }
            let position = specifier.position ?? (nextArgument + 1)
            nextArgument = position
            guard position >= 1, position <= arguments.count else {
                result.text += specifier.text
                result.missing.append(MissingArgument(specifier: specifier.text, position: position))
                continue
            }
            result.text += specifier.render(arguments[position - 1])
        }
        return result
    }

    /// How many arguments the specifiers in `text` take (`%%` takes none; a `%#@name@` variable
    /// takes one).
    static func specifierCount(in text: String) -> Int {
        let characters = Array(text)
        var index = 0
        var count = 0
        while index < characters.count {
            if characters[index] == "%" {
                if let end = variableEnd(characters, at: index) { count += 1; index = end; continue }
                if let specifier = Specifier.parse(characters, at: index) {
                    if specifier.conversion != "%" { count += 1 }
                    index = specifier.end
                    continue
                }
            }
            index += 1
        }
        return count
    }

    /// The end of a `%#@name@` variable starting at `start`, or nil.
    private static func variableEnd(_ characters: [Character], at start: Int) -> Int? {
        guard start + 3 < characters.count, characters[start + 1] == "#", characters[start + 2] == "@" else { return nil }
        var index = start + 3
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" { index += 1 }
        guard index < characters.count, index > start + 3, characters[index] == "@" else { return nil }
        return index + 1
    }

    struct Specifier {
        var text: String
        var position: Int?
        var flags: String
        var width: String
        var precision: String?
        var conversion: Character
        var end: Int

        static func parse(_ characters: [Character], at start: Int) -> Specifier? {
            var index = start + 1
            func digits() -> String {
                var text = ""
                while index < characters.count, characters[index].isASCII, characters[index].isNumber { text.append(characters[index]); index += 1 }
                return text
            }
            var position: Int?
            let save = index
            let number = digits()
            if !number.isEmpty, index < characters.count, characters[index] == "$" { position = Int(number); index += 1 } else { index = save }
            var flags = ""
            while index < characters.count, "-+ 0#'".contains(characters[index]) { flags.append(characters[index]); index += 1 }
            let width = digits()
            var precision: String?
            if index < characters.count, characters[index] == "." { index += 1; precision = digits() }
            while index < characters.count, "hlqLztj".contains(characters[index]) { index += 1 }
            guard index < characters.count, "@dDiuUxXoOfFeEgGaAcCsS%".contains(characters[index]) else { return nil }
            let conversion = characters[index]
            index += 1
            return Specifier(text: String(characters[start..<index]), position: position, flags: flags.replacingEvery("'", with: ""),
                             width: width, precision: precision, conversion: conversion, end: index)
        }

        func render(_ argument: FormatArgument) -> String {
            let precisionPart = precision.map { "." + $0 } ?? ""
            switch conversion {
            case "d", "D", "i", "u", "U", "x", "X", "o", "O":
                guard let value = integer(argument) else { return pad(string(argument)) }
                let letter: String = ["D": "d", "U": "u", "O": "o"][conversion] ?? String(conversion)
                return PrintfFormat.text("%\(flags)\(width)\(precisionPart)ll\(letter)", value)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                guard let value = double(argument) else { return pad(string(argument)) }
                return PrintfFormat.text("%\(flags)\(width)\(precisionPart)\(conversion)", value)
            case "c", "C":
                if case .integer(let code) = argument, let scalar = Unicode.Scalar(UInt32(clamping: max(0, code))) { return pad(String(Character(scalar))) }
                return pad(String(string(argument).prefix(1)))
            default:
                var text = string(argument)
                if let precision, let limit = Int(precision) { text = String(text.prefix(limit)) }
                return pad(text)
            }
        }

        private func pad(_ text: String) -> String {
            guard let width = Int(width), text.count < width else { return text }
            let padding = String(repeating: " ", count: width - text.count)
            return flags.contains("-") ? text + padding : padding + text
        }

        private func string(_ argument: FormatArgument) -> String {
            switch argument {
            case .string(let text): return text
            case .integer(let value): return String(value)
            case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
            }
        }

        private func integer(_ argument: FormatArgument) -> Int64? {
            switch argument {
            case .integer(let value): return Int64(value)
            case .number(let value): return value.isFinite && abs(value) < 9.2e18 ? Int64(value) : nil
            case .string(let text): return Int64(text.trimmingWhitespace())
            }
        }

        private func double(_ argument: FormatArgument) -> Double? {
            switch argument {
            case .integer(let value): return Double(value)
            case .number(let value): return value
            case .string(let text): return Double(text.trimmingWhitespace())
            }
        }
    }
}
