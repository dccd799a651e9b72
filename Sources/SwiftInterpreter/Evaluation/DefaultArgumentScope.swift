extension InterpretedBody {
    /// Where a parameter's default value is evaluated: in the context of the declaration, not of
    /// the caller. A method's or initializer's default sees its type's nested types and static
    /// members unqualified (`extraData: ExtraData = ExtraData()` with `typealias ExtraData` in the
    /// type, `name: String = fallbackName` with a `static let`), as the type's own static code
    /// does, and no `self` (The Swift Programming Language, "Functions": "Default Parameter
    /// Values"; swiftc 6 compiles and runs both, and rejects an instance member: "cannot use
    /// instance member 'x' as a default parameter"). A function's or closure's default sees the
    /// scope it captured.
    var defaultArgumentScope: Scope {
        if let made = madeDefaultArgumentScope { return made }
        guard let owner, !isClosure else { return captured }
        let scope = Scope(callIn: captured, selfValue: nil, selfType: owner, isStatic: true, owner: owner,
                          isInitializer: false, returnHint: nil)
        madeDefaultArgumentScope = scope
        return scope
    }
}
