/// A number literal typed by an alias of a numeric type.
///
/// A type alias "doesn't declare a new type": it is another name for the existing type (The
/// Swift Programming Language, "Declarations", "Type Alias Declaration"), so a literal written
/// where a `Spacing` is expected, after `typealias Spacing = CGFloat`, is a `CGFloat` literal:
/// `let gap: Spacing = 8; gap / 3` divides as `CGFloat` does (checked with swiftc 6: it prints
/// `2.6666666666666665`, where `Int` division would give `2`).
extension Interpreter {
    /// `Int`, `Double` or `CGFloat` when `hint` (or the type it wraps in an optional) names one
    /// of them, directly or through a top-level alias of the program; nil otherwise.
    func literalNumericName(_ hint: TypeHint?) -> String? {
        guard let hint else { return nil }
        if let name = hint.numericName { return name }
        guard typeAliases.hasNumeric else { return nil }
        switch hint {
        case let .named(name): return numericTypeAliased(by: name)
        case let .optional(wrapped): return literalNumericName(wrapped)
        default: return nil
        }
    }
}
