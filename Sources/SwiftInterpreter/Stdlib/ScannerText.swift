/// `Scanner`'s members that read text (Apple docs, "Scanner"): `scanString(_:)` ("Scans the given
/// string, returning it if found") and Objective-C's `scanString(_:into:)`, `scanUpToString(_:)`,
/// `scanCharacters(from:)`, `scanUpToCharacters(from:)`, `isAtEnd`, `scanLocation` and
/// `charactersToBeSkipped`. Each scan first skips `charactersToBeSkipped`; a scanner compares
/// strings ignoring case unless `caseSensitive` is set ("Scanners are not case sensitive by
/// default"); a scan that reads nothing leaves the position where it was. Checked against
/// swift-corelibs-foundation's `Scanner` with swiftc (`"#FFAA00"`: `scanString("#")` gives `"#"`,
/// then `scanHexInt64` reads `0xFFAA00`).
extension Interpreter {
    func registerScannerText(_ scanner: TypeInfo) {
        func state(_ value: Value) -> ScannerState? {
            if case let .native(native) = value { return native.payload as? ScannerState }
            return nil
        }
        func text(_ interpreter: Interpreter, _ arguments: [CallArgument], _ callee: String) throws -> String {
            guard case let .string(given)? = arguments.first?.value else { throw interpreter.error(.invalid, "'\(callee)' takes a String") }
            return given
        }
        func characters(_ arguments: [CallArgument]) -> ScalarSet {
            Interpreter.characterSet(arguments.labelled("from")) ?? ScalarSet(charactersIn: "")
        }
        scanner.addMethod("scanString", .native("scanString") { interpreter, selfValue, arguments in
            guard let scanner = state(selfValue) else { return .nil }
            let found = scanner.scan(literal: try text(interpreter, arguments, "scanString"))
            // `scanString("#", into: nil)` (NSScanner): whether it was found, the text written into the pointer.
            if arguments.count == 2 {
                if let found, case let .native(reference) = arguments[1].value, let target = reference.payload as? InoutReference {
                    target.box.value = .optional(.string(found))
                }
                return .bool(found != nil)
            }
            return .optional(found.map(Value.string))
        })
        scanner.addMethod("scanUpToString", .native("scanUpToString") { interpreter, selfValue, arguments in
            guard let scanner = state(selfValue) else { return .nil }
            let stop = Array(try text(interpreter, arguments, "scanUpToString"))
            return .optional(scanner.scan { scanner.matches(stop, at: $0) ? nil : 1 }.map(Value.string))
        })
        for (name, stopsAtMember) in [("scanCharacters", false), ("scanUpToCharacters", true)] {
            scanner.addMethod(name, .native(name) { _, selfValue, arguments in
                guard let scanner = state(selfValue) else { return .nil }
                let set = characters(arguments)
                return .optional(scanner.scan { index in
                    scanner.characters[index].unicodeScalars.allSatisfy(set.contains) == stopsAtMember ? nil : 1
                }.map(Value.string))
            })
        }
        scanner.computedProperties["isAtEnd"] = ComputedProperty(getter: .native("isAtEnd") { _, selfValue, _ in
            guard let scanner = state(selfValue) else { return .bool(true) }
            let saved = scanner.position
            scanner.skipWhitespace()
            defer { scanner.position = saved }
            return .bool(scanner.position >= scanner.characters.count)
        })
        scanner.computedProperties["scanLocation"] = ComputedProperty(
            getter: .native("scanLocation") { _, selfValue, _ in .int(state(selfValue)?.position ?? 0) },
            setter: .native("scanLocation", mutating: true) { interpreter, selfValue, arguments in
                guard let scanner = state(selfValue), case let .int(location)? = arguments.first?.value else { return .void }
                guard (0...scanner.characters.count).contains(location) else {
                    // swift-corelibs-foundation's trap (Scanner.swift), checked with swiftc.
                    throw interpreter.error(.trap, "Fatal error: Index \(location) beyond bounds; string length \(scanner.characters.count)")
                }
                scanner.position = location
                return .void
            })
        scanner.computedProperties["charactersToBeSkipped"] = ComputedProperty(
            getter: .native("charactersToBeSkipped") { interpreter, selfValue, _ in
                guard let skipped = state(selfValue)?.skipped else { return .nil }
                return .optional(interpreter.nativeValue("CharacterSet", skipped))
            },
            setter: .native("charactersToBeSkipped", mutating: true) { _, selfValue, arguments in
                var given = arguments.first?.value
                if case let .optional(wrapped)? = given { given = wrapped }
                state(selfValue)?.skipped = Interpreter.characterSet(given)
                return .void
            })
        scanner.computedProperties["caseSensitive"] = ComputedProperty(
            getter: .native("caseSensitive") { _, selfValue, _ in .bool(state(selfValue)?.caseSensitive ?? false) },
            setter: .native("caseSensitive", mutating: true) { _, selfValue, arguments in
                if case let .bool(flag)? = arguments.first?.value { state(selfValue)?.caseSensitive = flag }
                return .void
            })
    }
}

extension ScannerState {
    /// After the skipped characters: `literal` if the text goes on with it (ignoring case unless
    /// `caseSensitive`), the scanner then past it.
    func scan(literal: String) -> String? {
        skipWhitespace()
        let wanted = Array(literal)
        guard !wanted.isEmpty, matches(wanted, at: position) else { return nil }
        let found = String(characters[position..<position + wanted.count])
        position += wanted.count
        return found
    }

    /// Whether the text at `index` goes on with `wanted`.
    func matches(_ wanted: [Character], at index: Int) -> Bool {
        guard index + wanted.count <= characters.count else { return false }
        for (offset, character) in wanted.enumerated() {
            let here = characters[index + offset]
            if caseSensitive ? here != character : here.lowercased() != character.lowercased() { return false }
        }
        return true
    }

    /// After the skipped characters, the characters up to where `step` gives nil (or the end);
    /// nil when that is none, the scanner then where it was.
    func scan(while step: (Int) -> Int?) -> String? {
        let start = position
        skipWhitespace()
        var index = position
        while index < characters.count, let advance = step(index) { index += advance }
        guard index > position else {
            position = start
            return nil
        }
        let found = String(characters[position..<index])
        position = index
        return found
    }
}
