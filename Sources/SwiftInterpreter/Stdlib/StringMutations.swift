/// Mutating members a `String` has as a `RangeReplaceableCollection` and
/// `BidirectionalCollection` of `Character`s: `removeFirst()`, `removeFirst(_:)`, `removeLast()`,
/// `removeLast(_:)`, `popLast()`, `removeAll()` and `removeAll(where:)` (Swift standard library,
/// "RangeReplaceableCollection"). They are the array's members run on the string's characters, so
/// the results and the traps are the same — swiftc 6 traps on `"".removeFirst()` with "Can't
/// remove first element from an empty collection" and on `"ab".removeFirst(3)` with "Can't remove
/// more items from a collection than it has", as it does for an array (the `stringMutations`
/// differential case).
extension Interpreter {
    func registerStringMutations() {
        for name in ["removeFirst", "removeLast", "popLast", "removeAll"] {
            for function in builtins.array.methods[name] ?? [] {
                guard case let .native(arrayBody) = function.body else { continue }
                builtins.string.addMethod(name, .native(name, labels: function.labels, mutating: true) { interpreter, selfValue, arguments in
                    guard case var .string(text) = selfValue else { throw interpreter.error(.invalid, "not a string") }
                    if arguments.isEmpty, let removed = Self.removedEnd(name, from: &text) {
                        selfValue = .string(text)
                        return removed
                    }
                    // The characters as an array: an element each, counted as any array made.
                    try interpreter.allocate(text.count)
                    var characters = Value.array(text.map(Value.character))
                    defer { selfValue = .string(Self.joinedCharacters(characters)) }
                    return try arrayBody(interpreter, &characters, arguments)
                })
            }
        }
    }

    /// `removeFirst()`, `removeLast()`, `popLast()` and `removeAll()` of a string that has what
    /// they remove, done on the string itself: what they return, nil for the other cases (the
    /// array's member then runs and traps as Swift does). Going through a character array for
    /// each call made `while !s.isEmpty { s.removeFirst() }` over 200 000 characters build 20
    /// billion character values (a hang: issue 30, round four).
    private static func removedEnd(_ name: String, from text: inout String) -> Value? {
        switch name {
        case "removeAll": text = ""; return .void
        case _ where text.isEmpty: return nil
        case "removeFirst": return .character(text.removeFirst())
        case "removeLast": return .character(text.removeLast())
        case "popLast": return .optional(.character(text.removeLast()))
        default: return nil
        }
    }

    /// The string an array of characters spells (what a string's mutation left).
    private static func joinedCharacters(_ value: Value) -> String {
        guard case let .array(elements) = value else { return "" }
        return String(elements.compactMap { element -> Character? in
            if case let .character(c) = element { return c }
            return nil
        })
    }
}
