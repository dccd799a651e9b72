import SwiftFrontEnd

/// The type names of a failed forced cast's trap, as the Swift runtime prints them: each name
/// qualified with its module, generic arguments too, sugar written out (`as! [String: Int]` of
/// an `Int` stops with "Could not cast value of type 'Swift.Int' (0x…) to
/// 'Swift.Dictionary<Swift.String, Swift.Int>' (0x…)."; `as! Dog` of an `Animal` in module `Zoo`
/// with "… 'Zoo.Animal' (0x…) to 'Zoo.Dog' (0x…).", checked with swiftc 6), and a cast to an
/// optional names the wrapped type (`as! Date?` says 'Date'). The metadata addresses in
/// parentheses differ on every run and are left out, so the message is the same on each.
/// The program's types take its module's name (`main` for a file read alone, as
/// `String(reflecting:)` prints them), the standard library's `Swift`; other library types
/// (`Date` is `Foundation.Date` on iOS, `FoundationEssentials.Date` on Linux) stay bare
/// (unverified on iOS).
extension Interpreter {
    /// `name` (`Array<Point>`, `Outer.Inner`) with each type in it qualified by its module.
    func castTrapTypeName(_ name: String) -> String {
        var result = ""
        var path = ""
        func flush() {
            guard !path.isEmpty else { return }
            result += moduleQualifiedForTrap(path)
            path = ""
        }
        for character in name {
            if character.isLetter || character.isNumber || character == "_" || character == "." && !path.isEmpty {
                path.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// The written target of `as!` as the runtime names it: sugar written out (`[T]` is
    /// `Array<T>`, `[K: V]` `Dictionary<K, V>`), a top-level optional unwrapped.
    func castTrapTargetName(_ type: TypeSyntax) -> String {
        var hint = TypeHint(type)
        if case let .optional(wrapped)? = hint { hint = wrapped }
        guard let hint, let written = Self.writtenOut(hint) else { return currentFile?.text(of: type.span) ?? "type" }
        return castTrapTypeName(written)
    }

    private static func writtenOut(_ hint: TypeHint) -> String? {
        switch hint {
        case let .named(name): return name
        case let .generic(name, arguments):
            let written = arguments.compactMap(writtenOut)
            guard written.count == arguments.count else { return nil }
            return name + "<" + written.joined(separator: ", ") + ">"
        case let .optional(wrapped): return writtenOut(wrapped).map { "Optional<\($0)>" }
        case let .array(element): return writtenOut(element).map { "Array<\($0)>" }
        case let .set(element): return writtenOut(element).map { "Set<\($0)>" }
        case let .dictionary(key, value):
            guard let key = writtenOut(key), let value = writtenOut(value) else { return nil }
            return "Dictionary<\(key), \(value)>"
        default: return nil
        }
    }

    private func moduleQualifiedForTrap(_ path: String) -> String {
        let first = path.split(separator: ".", maxSplits: 1).first.map(String.init) ?? path
        if Self.standardLibraryTypeNames.contains(first) { return "Swift." + path }
        if let type = type(named: first), !type.isLibraryType, type.native == nil { return moduleName + "." + path }
        return path
    }

    /// The standard library's types a value here may have or a cast may name.
    static let standardLibraryTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "Substring", "Character", "Array", "Dictionary", "Set", "Optional", "Range", "ClosedRange",
    ]
}
