/// `value[keyPath: path] = newValue` through a writable key path (`WritableKeyPath<Self,
/// Value>`), as in a view's `func copy<V>(modifying keyPath: WritableKeyPath<Self, V>, with
/// newValue: V) -> Self { var copy = self; copy[keyPath: keyPath] = newValue; return copy }`.
///
/// Swift writes the member the path names on the copy, through each member on the way (The
/// Swift Programming Language, "Key-Path Expression": "a key path can be used to set a value";
/// swiftc 6 prints 40.0 for such a `copy(modifying: \.side, with: 40)` on a struct whose `side`
/// was 10). An optional on the way is written through when it holds a value (`\.a?.b` on nil
/// writes nothing).
extension Interpreter {
    func write(through components: ArraySlice<KeyPathValue.Component>, of base: inout Value, _ newValue: Value) throws {
        guard let first = components.first else {
            base = newValue
            return
        }
        let rest = components.dropFirst()
        switch first {
        case .member("self"):
            try write(through: rest, of: &base, newValue)
        case let .member(name):
            try modifyMember(&base, name, observers: true) { try self.write(through: rest, of: &$0, newValue) }
        case let .subscriptIndex(indices):
            let arguments = indices.map { CallArgument(nil, $0) }
            var element = try subscriptGet(base, arguments)
            try write(through: rest, of: &element, newValue)
            try subscriptSet(&base, arguments, element)
        case .optionalChain, .forceUnwrap:
            guard case let .optional(wrapped) = base else {
                try write(through: rest, of: &base, newValue)
                return
            }
            guard var inner = wrapped else {
                if case .forceUnwrap = first { throw error(.trapNilUnwrap()) }
                return
            }
            try write(through: rest, of: &inner, newValue)
            base = .some(inner)
        }
    }
}
