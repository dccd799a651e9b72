import SwiftInterpreter

/// The standard library's `Hasher` (Swift docs, "Hasher": `init()`, `combine(_:)`,
/// `combine(bytes:)`, `finalize()`). Swift seeds each process's hashes at random, so no value a
/// program could print is Apple's; what code relies on holds here: the same values combined in
/// the same order give the same hash, in every run (64-bit FNV-1a over each value's
/// description, so two values that print alike hash alike; a type whose `==` ignores some of
/// its fields may hash unequal where Swift's would not: unverified for such types).
extension SwiftUIRuntime {
    /// FNV-1a's 64-bit offset basis and prime (Fowler, Noll, Vo: "FNV hash", IETF draft).
    static let fnvOffsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3

    func registerHasher() {
        guard let hasher = registerAppleType("Hasher") else { return }
        hasher.initializers.append(.native("init") { interpreter, _, _ in interpreter.nativeValue("Hasher", Self.fnvOffsetBasis) })
        hasher.addMethod("combine", .native("combine", mutating: true) { interpreter, selfValue, arguments in
            guard let value = arguments.first?.value else { return .void }
            var state = selfValue.nativePayload(UInt64.self) ?? Self.fnvOffsetBasis
            // The type's name first, so `1` and `"1"` differ; then a separator after the value.
            for byte in (interpreter.typeInfo(of: value).name + ":" + (try interpreter.describe(value, debug: true)) + "\u{0}").utf8 {
                state = (state ^ UInt64(byte)) &* Self.fnvPrime
            }
            selfValue = interpreter.nativeValue("Hasher", state)
            return .void
        })
        hasher.addMethod("finalize", .native("finalize") { _, selfValue, _ in
            .int(Int(truncatingIfNeeded: selfValue.nativePayload(UInt64.self) ?? Self.fnvOffsetBasis))
        })
    }
}
