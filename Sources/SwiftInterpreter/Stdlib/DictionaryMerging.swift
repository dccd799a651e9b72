/// `Dictionary.merging(_:uniquingKeysWith:)` and `merge(_:uniquingKeysWith:)` (Apple,
/// "Dictionary": "Creates a dictionary by merging key-value pairs in a sequence into the
/// dictionary, using a combining closure to determine the value for duplicate keys"): the
/// other dictionary's (or sequence of pairs') keys are added in order, and a key both hold
/// gets what the closure makes of the value it has and the new one.
///
/// Called with no closure it is Tuist's `SettingsDictionary.merging(_:)`/`merge(_:)`
/// (docs.tuist.dev, ProjectDescription "SettingsDictionary" extension, on `[String:
/// SettingValue]`), whose manifests' settings merge so: the new value wins. Swift finds that
/// one-argument form only where ProjectDescription is imported; a program declaring its own
/// `merging(_:)` in an extension is found before this.
extension Interpreter {
    func registerDictionaryMerging() {
        let dictionary = builtins.dictionary
        dictionary.addMethod("merging", .native("merging") { interpreter, selfValue, arguments in
            guard case var .dictionary(merged) = selfValue else { return selfValue }
            try interpreter.merge(try arguments.value(0), into: &merged, combining: Self.combiningClosure(arguments))
            return .dictionary(merged)
        })
        dictionary.addMethod("merge", .native("merge", mutating: true) { interpreter, selfValue, arguments in
            guard case var .dictionary(merged) = selfValue else { return .void }
            try interpreter.merge(try arguments.value(0), into: &merged, combining: Self.combiningClosure(arguments))
            selfValue = .dictionary(merged)
            return .void
        })
    }

    /// The `uniquingKeysWith:` closure, labelled or trailing; nil for Tuist's one-argument form.
    private static func combiningClosure(_ arguments: [CallArgument]) -> Value? {
        arguments.labelled("uniquingKeysWith") ?? (arguments.count >= 2 ? arguments[1].value : nil)
    }

    private func merge(_ other: Value, into merged: inout OrderedDictionary, combining: Value?) throws {
        var pairs: [(Value, Value)] = []
        if case let .dictionary(otherDictionary) = other {
            pairs = Array(otherDictionary.pairs)
        } else {
            for element in try elements(of: other) {
                guard case let .tuple(parts, _) = element, parts.count == 2 else { continue }
                pairs.append((parts[0], parts[1]))
            }
        }
        for (key, value) in pairs {
            if let existing = merged[key], let combining {
                merged[key] = try invoke(combining, [existing, value])
            } else {
                merged[key] = value
            }
        }
    }
}
