/// Choosing between initializers with the same labels by where a trailing closure can go.
///
/// `Box { [1, 2] }` beside `init(_ data: [Int] = [])` and `init(_ data: () -> [Int])`: Swift's
/// forward scan (SE-0286) skips a defaulted parameter that takes no function when matching an
/// unlabelled trailing closure, so the first initializer leaves the closure unmatched and swiftc
/// rules it out; the second takes it. Labels alone tie the two.
extension Interpreter {
    /// `found`, or another initializer of `type` with the same labels whose parameter at the
    /// trailing closure's position takes a closure, when `found`'s does not.
    func initializerTakingTrailingClosure(_ found: Function?, of type: TypeInfo, _ arguments: [PendingArgument]) -> Function? {
        guard let found, let last = arguments.last, last.isTrailing, last.label == nil else { return found }
        let labels = arguments.map(\.label)
        let position = arguments.count - 1
        guard found.labels == labels, !Self.takesClosure(found, at: position) else { return found }
        // `IOButton { … }` beside `init(_ title: LocalizedKey)`: the closure can go to a labelled
        // `content:` by the forward scan, which no `_` parameter of another type takes (a
        // closure is no `LocalizedKey`; checked with swiftc 6.3: the labelled initializer runs).
        return type.initializers.first { $0 !== found && $0.labels == labels && Self.takesClosure($0, at: position) }
            ?? type.initializers.first { $0 !== found && $0.takesLastAsTrailingClosure(labels) && !takesAnyValue(found, at: position) }
            ?? found
    }

    /// Whether `function`'s parameter at `index` may hold any value, a closure too: a host
    /// function's, an untyped one's, one typed by a generic parameter (`init(_ value: T)`) or by
    /// an alias (`typealias Action = () -> Void`).
    private func takesAnyValue(_ function: Function, at index: Int) -> Bool {
        guard case let .interpreted(body) = function.body, index < body.parameters.count,
              let hint = body.parameters[index].hint else { return true }
        switch hint.lookingThroughOptional {
        case .genericParameter, .opaque: return true
        case let .named(name): return body.owner?.genericParameterNames.contains(name) ?? false || typeAliasTargets[name] != nil
        default: return false
        }
    }

    /// Whether the program's `function` declares a closure (or a result builder's content) at
    /// `index`; a host function takes any argument.
    private static func takesClosure(_ function: Function, at index: Int) -> Bool {
        guard case let .interpreted(body) = function.body else { return true }
        guard index < body.parameters.count else { return false }
        return body.parameters[index].takesAClosure || body.parameters[index].builderName != nil
    }
}
