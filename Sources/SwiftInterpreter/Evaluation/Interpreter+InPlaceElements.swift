/// `a[i] = x`, `a[i] += 1`, `a[i][j] = x`, `a[i].name = x`: the element is changed where it is.
extension Interpreter {
    /// Runs `body` on element `arguments[0]` of the array in `base`, with the array and then the
    /// element taken out of their storage while `body` runs, so that each is uniquely referenced
    /// and changed in place (copy-on-write copies only what another variable shares). False when
    /// `base` is not an array indexed by one `Int` (the caller reads, changes and writes back).
    func modifyArrayElement(_ base: inout Value, _ arguments: [CallArgument], _ body: (inout Value) throws -> Void) throws -> Bool {
        guard case .array = base, arguments.count == 1, arguments[0].label == nil, case let .int(index) = arguments[0].value else {
            return false
        }
        guard case var .array(elements) = base else { return false }
        base = .void
        defer { base = .array(elements) }
        guard elements.indices.contains(index) else { throw error(.trap, SwiftTrap.indexOutOfRange) }
        var element = elements[index]
        elements[index] = .void
        defer { elements[index] = element }
        try body(&element)
        return true
    }
}
