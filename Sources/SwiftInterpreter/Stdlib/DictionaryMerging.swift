/// `merging(_:uniquingKeysWith:)` and `merge(_:uniquingKeysWith:)` of `Dictionary`.
///
/// Swift's standard library declares each twice: for another dictionary and for any sequence of
/// `(Key, Value)` pairs. Both walk `other` in order; a key the dictionary lacks is added with its
/// value, and a key it has is given what `combine` returns for the current and the new value
/// ("A closure that takes the current and new values for any duplicate keys",
/// developer.apple.com/documentation/swift/dictionary/merging(_:uniquingkeyswith:)-4vrqz and
/// …/merge(_:uniquingkeyswith:)-1u8be). `merging` returns a new dictionary; `merge` changes the
/// dictionary in place. The closure may be the call's trailing closure (`d.merge(other) { $1 }`).
extension Interpreter {
    func registerDictionaryMerging() {
        let dictionary = builtins.dictionary
        dictionary.addMethod("merging", .native("merging") { interpreter, selfValue, arguments in
            .dictionary(try interpreter.merged(selfValue, arguments))
        })
        dictionary.addMethod("merge", .native("merge", mutating: true) { interpreter, selfValue, arguments in
            selfValue = .dictionary(try interpreter.merged(selfValue, arguments))
            return .void
        })
    }

    /// `base` with the pairs of the call's first argument merged in by its second (the combining
    /// closure, labelled `uniquingKeysWith:` or trailing).
    private func merged(_ base: Value, _ arguments: [CallArgument]) throws -> OrderedDictionary {
        guard case var .dictionary(result) = base else { return OrderedDictionary() }
        guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == "uniquingKeysWith" || arguments[1].label == nil else {
            throw error(.incorrectArgumentLabel(have: arguments.map(\.label), expected: [nil, "uniquingKeysWith"]))
        }
        let combine = arguments[1].value
        for pair in try elements(of: arguments[0].value) {
            guard case let .tuple(keyAndValue, _) = pair, keyAndValue.count == 2 else {
                throw error(.argumentTypeMismatch(found: typeName(of: pair), expected: "(Key, Value)"))
            }
            let (key, value) = (keyAndValue[0], keyAndValue[1])
            if let current = result[key] {
                result[key] = try invoke(combine, [current, value])
            } else {
                result[key] = value
            }
        }
        return result
    }
}
