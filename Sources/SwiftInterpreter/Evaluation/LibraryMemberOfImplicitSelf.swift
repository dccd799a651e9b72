extension Interpreter {
    /// A bare name inside an extension of a library type (`ciImage` in `extension UIImage { var
    /// hasContent: Bool { cgImage != nil || ciImage != nil } }`) that no local, member the library
    /// declares here, global or type gives: Swift reads it as `self.ciImage`, a member of the
    /// type (The Swift Programming Language, "Methods": "you don't need to write self … Swift
    /// assumes that you are referring to a property or method of the current instance"), so it
    /// is what `self.name` gives — the library's answer for a member it does not model (its
    /// stand-in, with its warning). Asked last, so a global or type of that name keeps its
    /// meaning; nil when `self` is not a library value or its type answers nothing.
    func libraryMemberOfImplicitSelf(_ name: String, _ scope: Scope) throws -> Value? {
        guard !scope.isStaticContext, scope.hasSelf, let type = scope.selfType, let hook = type.native?.member,
              let selfValue = scope.selfValue, case .native = selfValue, typeInfo(of: selfValue) === type else { return nil }
        return try hook(self, selfValue, name)
    }
}
