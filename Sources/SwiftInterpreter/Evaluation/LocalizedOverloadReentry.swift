/// An overload taking a localized string that forwards to its `String` twin.
///
/// A common pair: `func title(_ t: LocalizedStringResource) -> some View { title(String(localized:
/// t)) }` beside `@_disfavoredOverload func title(_ t: String) -> some View`. Swift picks the
/// overload by the argument's type: a `String` value does not convert to
/// `LocalizedStringResource` or `LocalizedStringKey` (only a literal does, through
/// `ExpressibleByStringLiteral`), so the inner call is the `String` one (The Swift Programming
/// Language, "Literal Expressions"; swiftc 6 prints "plain SETTINGS" for the same pair over a
/// `struct Resource: ExpressibleByStringLiteral`, instance and static, optional and not).
///
/// LayoutLens holds a localized string as the string it reads, so the values cannot tell the two
/// apart; the call re-entering the very overload it is made from is what can: with the same
/// labels and another overload declaring `String` exactly where the running one declares a
/// localized type, that twin is Swift's choice (re-entering itself would never return).
extension Interpreter {
    static let localizedStringTypeNames: Set<String> = ["LocalizedStringResource", "LocalizedStringKey"]

    /// `found`, or its `String` twin when `found` is running and calls itself.
    func stringTwinOnReentry(_ found: Function, among overloads: [Function]) -> Function {
        guard runningFunction == ObjectIdentifier(found), overloads.count > 1, case let .interpreted(body) = found.body else { return found }
        for other in overloads where other !== found && other.labels == found.labels {
            guard case let .interpreted(otherBody) = other.body, otherBody.parameters.count == body.parameters.count else { continue }
            var differsByLocalization = false, differsOtherwise = false
            for (mine, theirs) in zip(body.parameters, otherBody.parameters) where mine.hint != theirs.hint {
                if case let .named(localized)? = mine.hint?.lookingThroughOptional, Self.localizedStringTypeNames.contains(localized),
                   theirs.hint?.lookingThroughOptional == .named("String") {
                    differsByLocalization = true
                } else {
                    differsOtherwise = true
                }
            }
            if differsByLocalization && !differsOtherwise { return other }
        }
        return found
    }
}
