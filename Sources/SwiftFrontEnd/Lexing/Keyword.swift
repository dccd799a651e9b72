/// Words the parser recognises. Reserved words can only be names when backticked (or after `.`
/// and as argument labels); contextual ones (`get`, `some`, `async`, …) are also ordinary names.
enum Keyword: UInt8, Sendable, CaseIterable {
    // Reserved
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`
    case `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`, `public`
    case `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`
    case `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    case `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`, underscore
    // Contextual
    case actor, any, async, await, convenience, didSet, dynamic, final, get, indirect, infix, lazy
    case macro, mutating, nonisolated, nonmutating, open, optional, override, postfix, prefix, required
    case set, some, unowned, weak, willSet, each, consume, copy, discard, borrowing, consuming
    case package, yield, distributed, isolated, sending

    var isReserved: Bool { rawValue <= Keyword.underscore.rawValue }

    /// Looks a spelling up (nil: an ordinary name).
    static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> Keyword? {
        guard bytes.count >= 2 || (bytes.count == 1 && bytes[0] == UInt8(ascii: "_")) , bytes.count <= 15 else { return nil }
        return table[String(decoding: bytes, as: UTF8.self)]
    }

    private static let table: [String: Keyword] = {
        var table: [String: Keyword] = [:]
        for keyword in allCases { table[keyword.spelling] = keyword }
        return table
    }()

    /// How each keyword is written, in the order of the cases (indexed by raw value). Written out
    /// because `"\(self)"` reflects the case's name at run time: about 40 000 instructions a
    /// keyword, 4 million for the table at start-up. A test checks the two agree.
    private static let spellings: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_", "actor", "any", "async", "await", "convenience", "didSet", "dynamic", "final", "get", "indirect",
        "infix", "lazy", "macro", "mutating", "nonisolated", "nonmutating", "open", "optional", "override",
        "postfix", "prefix", "required", "set", "some", "unowned", "weak", "willSet", "each", "consume", "copy",
        "discard", "borrowing", "consuming", "package", "yield", "distributed", "isolated", "sending",
    ]

    var spelling: String { Keyword.spellings[Int(rawValue)] }
}
