extension Interpreter {
    /// The type enclosing the running code's type (`SettingsView` for code of
    /// `SettingsView.NavigationLinkOption`, at any depth) that declares a static member or case
    /// `name`: Swift's unqualified lookup goes on from a nested type to the types around it, so
    /// `labelFontHeadline` in the nested view reads `SettingsView.labelFontHeadline` (The Swift
    /// Programming Language, "Nested Types"; swiftc 6 compiles and runs a nested type reading and
    /// calling its outer type's `static var`, `static let` and `static func` unqualified). Only
    /// static members: an outer type's instance member has no instance there. Asked once the name
    /// is found nowhere else (a global of the same name would shadow it here, where Swift's lookup
    /// finds the outer type's member first).
    func enclosingTypeDeclaringStatic(_ name: String, _ scope: Scope) -> TypeInfo? {
        guard var qualified = scope.selfType?.qualifiedName else { return nil }
        var remaining = 16
        while remaining > 0, let dot = qualified.lastIndex(of: ".") {
            qualified = String(qualified[..<dot])
            remaining -= 1
            guard let outer = type(named: qualified) else { continue }
            if outer.hasStaticProperty(name) || outer.staticMethods[name] != nil || outer.caseIndex[name] != nil {
                return outer
            }
        }
        return nil
    }
}
