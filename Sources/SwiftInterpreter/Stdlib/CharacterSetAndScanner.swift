/// Foundation's `CharacterSet` and `Scanner` as view code uses them, most often in a
/// `Color(hex:)` initializer: `hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)`,
/// `Scanner(string: hex).scanHexInt64(&value)`.
extension Interpreter {
    func registerCharacterSetAndScanner() {
        let characterSet = registerNativeType("CharacterSet")
        let named: [(String, ScalarSet.Named)] = [
            ("whitespaces", .whitespaces), ("whitespacesAndNewlines", .whitespacesAndNewlines), ("newlines", .newlines),
            ("alphanumerics", .alphanumerics), ("letters", .letters), ("decimalDigits", .decimalDigits),
            ("punctuationCharacters", .punctuationCharacters), ("symbols", .symbols),
            ("uppercaseLetters", .uppercaseLetters), ("lowercaseLetters", .lowercaseLetters),
        ]
        for (name, set) in named { characterSet.staticValues[name] = nativeValue("CharacterSet", ScalarSet(set)) }
        characterSet.initializers.append(.native("init") { interpreter, _, arguments in
            let characters = arguments.labelled("charactersIn")?.asString ?? ""
            return interpreter.nativeValue("CharacterSet", ScalarSet(charactersIn: characters))
        })
        characterSet.computedProperties["inverted"] = ComputedProperty(getter: .native("inverted") { interpreter, selfValue, _ in
            interpreter.nativeValue("CharacterSet", Interpreter.characterSet(selfValue)?.inverted ?? ScalarSet(charactersIn: ""))
        })
        // `set.contains(scalar)` (Apple docs, "CharacterSet": `func contains(_ member: Unicode.Scalar) -> Bool`).
        characterSet.addMethod("contains", .native("contains", labels: [nil]) { interpreter, selfValue, arguments in
            guard let scalar = Interpreter.unicodeScalar(try arguments.value(0), literal: true) else {
                throw interpreter.error(.invalid, "CharacterSet.contains needs a Unicode.Scalar")
            }
            return .bool(Interpreter.characterSet(selfValue)?.contains(scalar) ?? false)
        })

        let scanner = registerNativeType("Scanner")
        scanner.initializers.append(.native("init") { interpreter, _, arguments in
            interpreter.nativeValue("Scanner", ScannerState(text: arguments.labelled("string")?.asString ?? ""))
        })
        // `scanHexInt64(&value)`: reads hexadecimal digits (after an optional `0x`) into `value`.
        scanner.addMethod("scanHexInt64", .native("scanHexInt64") { _, selfValue, arguments in
            guard case let .native(native) = selfValue, let state = native.payload as? ScannerState,
                  let target = arguments.first?.value, case let .native(reference) = target,
                  let inout_ = reference.payload as? InoutReference else { return .bool(false) }
            guard let value = state.scanHex() else { return .bool(false) }
            inout_.box.value = .int(value)
            return .bool(true)
        })
        // `scanUInt64(representation: .hexadecimal)` / `scanInt()`: the value or nil.
        scanner.addMethod("scanUInt64", .native("scanUInt64") { _, selfValue, arguments in
            guard case let .native(native) = selfValue, let state = native.payload as? ScannerState else { return .nil }
            if case let .unresolvedMember(member)? = arguments.labelled("representation"), member.name == "hexadecimal" {
                return .optional(state.scanHex().map(Value.int))
            }
            return .optional(state.scanDecimal().map(Value.int))
        })
        scanner.addMethod("scanInt", .native("scanInt") { _, selfValue, _ in
            guard case let .native(native) = selfValue, let state = native.payload as? ScannerState else { return .nil }
            return .optional(state.scanDecimal().map(Value.int))
        })
        registerScannerText(scanner)
    }

    static func characterSet(_ value: Value?) -> ScalarSet? {
        if case let .native(native)? = value { return native.payload as? ScalarSet }
        if case let .unresolvedMember(member)? = value {
            switch member.name {
            case "whitespaces": return ScalarSet(.whitespaces)
            case "whitespacesAndNewlines": return ScalarSet(.whitespacesAndNewlines)
            case "newlines": return ScalarSet(.newlines)
            case "alphanumerics": return ScalarSet(.alphanumerics)
            case "letters": return ScalarSet(.letters)
            case "decimalDigits": return ScalarSet(.decimalDigits)
            case "punctuationCharacters": return ScalarSet(.punctuationCharacters)
            default: return nil
            }
        }
        return nil
    }
}

/// A scanner's text and position (a class: `scanner.scanInt()` advances the one scanner).
final class ScannerState {
    let characters: [Character]
    var position = 0

    init(text: String) { characters = Array(text) }

    /// What a scan skips before it reads (`charactersToBeSkipped`; Apple, "Scanner": "By default,
    /// a scanner skips whitespace and newline characters"); nil skips nothing.
    var skipped: ScalarSet? = ScalarSet(.whitespacesAndNewlines)
    /// Whether strings compare with case (`caseSensitive`; "Scanners are not case sensitive by default").
    var caseSensitive = false

    func skipWhitespace() {
        guard let skipped else { return }
        while position < characters.count, characters[position].unicodeScalars.allSatisfy(skipped.contains) { position += 1 }
    }

    /// Hexadecimal digits (after an optional `0x`), at most 16 of them (a `UInt64`; values above
    /// `Int.max` wrap as the bit pattern, which colour code never reaches).
    func scanHex() -> Int? {
        skipWhitespace()
        var index = position
        if index + 1 < characters.count, characters[index] == "0", characters[index + 1] == "x" || characters[index + 1] == "X" { index += 2 }
        var value: UInt64 = 0
        var digits = 0
        while index < characters.count, let digit = characters[index].hexDigitValue, digits < 16 {
            value = value << 4 | UInt64(digit)
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        position = index
        return Int(truncatingIfNeeded: value)
    }

    func scanDecimal() -> Int? {
        skipWhitespace()
        var index = position
        var negative = false
        if index < characters.count, characters[index] == "-" || characters[index] == "+" {
            negative = characters[index] == "-"
            index += 1
        }
        var value = 0
        var digits = 0
        while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = product + digit
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        position = index
        return negative ? -value : value
    }
}

/// `hashValue`: Swift seeds hashing per process, so no run gives the same value twice; a
/// program's output cannot depend on it. LayoutLens uses a fixed hash (FNV-1a of the value's
/// description) so a view that picks a colour by `name.hashValue % n` is drawn the same on every
/// run, and says so.
///
/// Sets and dictionaries are `Hashable` when their elements are (Swift standard library: `Set`
/// and `Dictionary` conform to `Hashable` "where Element: Hashable" / "Value: Hashable"), and
/// equal ones hash alike whatever their order: `Set.hash(into:)` combines its members' hashes
/// with an order-independent XOR (swift/stdlib/public/core/Set.swift, `hash(into:)`), which the
/// fixed hash follows; arrays and optionals combine their elements' hashes in order.
extension Interpreter {
    func registerHashValue() {
        for type in [builtins.string, builtins.int, builtins.double, builtins.bool, builtins.character,
                     builtins.set, builtins.array, builtins.dictionary, builtins.optional] {
            type.computedProperties["hashValue"] = ComputedProperty(getter: .native("hashValue") { interpreter, selfValue, _ in
                try interpreter.fixedHashValue(of: selfValue)
            })
        }
    }

    /// The fixed hash of `value`, FNV-1a of its description: equal values (same description)
    /// hash alike, as `Hashable` requires. Also the `hashValue` Swift synthesizes for the
    /// program's own `Hashable` structs, enums and classes (`content.hashValue`).
    func fixedHashValue(of value: Value) throws -> Value {
        warn(.fixedHashValue())
        return .int(Int(truncatingIfNeeded: try fixedHash(of: value) >> 1))
    }

    private static let hashOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let hashPrime: UInt64 = 0x0000_0100_0000_01b3

    private static func fnv(_ bytes: some Sequence<UInt8>, from start: UInt64 = hashOffset) -> UInt64 {
        var hash = start
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* hashPrime }
        return hash
    }

    /// `hash` with the eight bytes of `part` mixed in (FNV-1a, low byte first).
    private static func combine(_ hash: UInt64, _ part: UInt64) -> UInt64 {
        fnv((0..<8).lazy.map { UInt8(truncatingIfNeeded: part >> ($0 * 8)) }, from: hash)
    }

    private func fixedHash(of value: Value) throws -> UInt64 {
        switch value {
        case let .set(set):
            // Members' hashes XORed: the same for every order of the same members.
            let members = try set.elements.reduce(UInt64(0)) { $0 ^ (try fixedHash(of: $1)) }
            return Self.combine(Self.fnv("Set".utf8), members)
        case let .dictionary(dictionary):
            let entries = try dictionary.pairs.reduce(UInt64(0)) { hash, pair in
                hash ^ Self.combine(try fixedHash(of: pair.0), try fixedHash(of: pair.1))
            }
            return Self.combine(Self.fnv("Dictionary".utf8), entries)
        case let .array(elements):
            return try elements.reduce(Self.fnv("Array".utf8)) { Self.combine($0, try fixedHash(of: $1)) }
        case let .optional(wrapped?):
            return Self.combine(Self.fnv("Optional".utf8), try fixedHash(of: wrapped))
        default:
            return Self.fnv(try describe(value).utf8)
        }
    }
}
