import SwiftFrontEnd

/// What the interpreter assumes when the layout needs the value of a name the file does not
/// define (another file's view model: `if vm.isLoading`, `ForEach(vm.items)`, `switch vm.state`).
///
/// The file compiles in its app, so the value exists there; reading one file, LayoutLens cannot
/// know it. Rather than stop the whole preview, a condition on such a value is false, an
/// optional binding finds nil, a sequence is empty, an operator on it gives another unknown
/// value, and a `switch` over it takes its `default` (else its first case that binds nothing,
/// else its first case, the names it binds holding the value) — each reported once per name
/// through `assumedForUnseen` as a warning that says what was assumed.
extension Interpreter {
    /// Whether `value` stands for a name the file does not define (`standsForUnseenNames`).
    public func isUnseen(_ value: Value) -> Bool {
        if case let .native(native) = value { return native.type.native?.standsForUnseenNames == true }
        return false
    }

    /// The operand of a binary operator that stands for unread code, the left one first: the
    /// operator's result is as unknown as it is (`vm.count > 0`, `wakeUp - prediction.actualSleep`).
    func unseenOperand(_ lhs: Value, _ rhs: Value) -> Value? {
        if isUnseen(lhs) { return lhs }
        if isUnseen(rhs) { return rhs }
        return nil
    }

    /// Whether `value` stands for a type the file does not define, used as a type (`CIFilter` in
    /// `CIFilter.pixellate()`), not for an instance of one (`ListView()`, `vm`).
    func isUnseenType(_ value: Value) -> Bool {
        guard case let .native(native) = value, let names = native.type.native?.namesUnseenType else { return false }
        return names(value)
    }

    /// The flag a condition reads: a `Bool`'s, false for an unseen value (reported), else nil.
    /// An optional `Bool` compiles as a condition only when it is implicitly unwrapped (`var
    /// underlyingFlag: Bool!` returned as a `Bool`): unwrapped, trapping on nil as Swift does.
    func conditionFlag(_ value: Value) throws -> Bool? {
        if case let .bool(flag) = value { return flag }
        if case let .optional(wrapped) = value {
            guard let wrapped else { throw error(.trap, "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value") }
            if case let .bool(flag) = wrapped { return flag }
        }
        if isUnseen(value) {
            assumedForUnseen?(value, "false")
            return false
        }
        if case let .unresolvedMember(member) = value {
            assumeForUntyped(member, "false")
            return false
        }
        return nil
    }

    /// An implicit member (`.init(…)`, `.now`) whose type no context told: the file compiles, so
    /// Swift knew it; LayoutLens does not. It follows the rule for other files' values (false,
    /// empty, the default case), with a warning naming the member.
    func assumeForUntyped(_ member: UnresolvedMember, _ assumption: String) {
        warn(.untypedImplicitMemberAssumed(member.name, assumption))
    }
}

extension Interpreter {
    /// Whether a `switch` subject is another file's value: as it is, or read through an
    /// implicitly unwrapped optional (`var visibility: Visibility { underlyingVisibility }` with
    /// `underlyingVisibility: Visibility!`, which Swift force-unwraps to the declared type, The
    /// Swift Programming Language, "Implicitly Unwrapped Optionals") holding such a value, when
    /// no case spells the optional's payload (`.some`, `x?`), which a switch over the declared,
    /// non-optional type never does. A switch over an optional of another file's type
    /// (`let icon: Icon?` with `case .object(let o): … case nil: …`) matches the wrapped value's
    /// cases through the optional (The Swift Programming Language, "Optional Pattern": an
    /// enumeration case pattern matches an optional's wrapped value), and the value is there, so
    /// `case nil` is not taken (`assumedCase`).
    func isUnseenSwitchSubject(_ subject: Value, _ cases: [SwitchCase]) -> Bool {
        guard case let .optional(wrapped?) = subject else { return isUnseen(subject) }
        return isUnseen(wrapped) && !cases.contains(where: Self.spellsSome)
    }

    private static func spellsSome(_ switchCase: SwitchCase) -> Bool {
        guard case let .case(items) = switchCase.label else { return false }
        return items.contains { item in
            switch item.pattern.kind {
            case .optional: return true
            case let .enumCase(_, name, _): return name.name == "some"
            default: return false
            }
        }
    }

    /// Whether every pattern of a case is `nil` or `.none`: the case of an absent value.
    static func spellsNil(_ switchCase: SwitchCase) -> Bool {
        guard case let .case(items) = switchCase.label else { return false }
        return items.allSatisfy { item in
            switch item.pattern.kind {
            case let .enumCase(_, name, arguments): return name.name == "none" && arguments == nil
            case let .expression(expression): if case .nilLiteral = expression.kind { return true } else { return false }
            default: return false
            }
        }
    }
}
