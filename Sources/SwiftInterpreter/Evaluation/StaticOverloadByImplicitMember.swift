/// Static methods overloaded by the type of an argument written as an implicit member:
/// `CGFloat.ds(.large)` beside `static func ds(_: Spacing)` and `static func ds(_: Outline)`.
///
/// Swift looks an implicit member expression up in the type its parameter declares (The Swift
/// Programming Language, "Implicit Member Expression"), so only the overload whose parameter type
/// has a member `large` can take the call; swiftc 6 calls the `Outline` one (the program in
/// `StaticOverloadByImplicitMemberTests` prints what it printed). Labels alone tie the two, and
/// the first would evaluate `.large` against `Spacing`, which has no such member.
extension Interpreter {
    /// Of the static overloads that take the call's labels, the first whose parameters declare
    /// every implicit member the arguments name, starting from `found`; `found` when none does.
    func staticOverloadFittingImplicitMembers(_ found: Function, among overloads: [Function], _ arguments: [PendingArgument]) -> Function {
        guard overloads.count > 1, arguments.contains(where: { Self.implicitMemberName($0.expression) != nil }),
              !fitsImplicitMembers(found, arguments) else { return found }
        let labels = arguments.map(\.label)
        return overloads.first { $0 !== found && $0.canTake(labels) && fitsImplicitMembers($0, arguments) } ?? found
    }
}
