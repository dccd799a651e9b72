/// Choosing between methods of one base name when a value in parentheses cannot be a trailing
/// closure.
///
/// `.panel("Title")` beside `panel(darker: Bool = false, label: () -> V = { … })` and
/// `panel(_ title: LocalizedStringKey, darker: Bool = false)`: labels alone let the unlabelled
/// `"Title"` stand for the closure parameter `label:`, as a trailing closure would; but an
/// argument written inside the parentheses binds by its label only (the Swift book, "Function
/// Argument Labels"; SE-0286 matches only trailing closures past a label), so swiftc calls the
/// second overload. Apple's Swift Charts dashboard sample declares exactly this pair.
extension Interpreter {
    /// `found`, or the first other overload of `name` that takes `arguments` with each one inside
    /// the parentheses bound by its label, when `found` cannot.
    func overloadTakingValueArguments(_ found: Function?, name: String, in type: TypeInfo,
                                      _ arguments: [PendingArgument]) -> Function? {
        guard let found, case let .interpreted(body) = found.body,
              arguments.contains(where: { $0.label == nil && !$0.isTrailing }),
              !Self.bindsByLabel(arguments, body.parameters),
              let overloads = methodOverloads(name, in: type), overloads.count > 1 else { return found }
        return overloads.first { candidate in
            guard candidate !== found, case let .interpreted(other) = candidate.body else { return false }
            return Self.bindsByLabel(arguments, other.parameters)
        } ?? found
    }

    /// Whether each argument goes to the next parameter with its label (defaulted and variadic
    /// parameters may be left out), a trailing closure also to an unlabelled-or-not closure
    /// parameter, and none is left over.
    private static func bindsByLabel(_ arguments: [PendingArgument], _ parameters: [ParameterInfo]) -> Bool {
        var next = 0
        for parameter in parameters {
            if next < arguments.count {
                let argument = arguments[next]
                if argument.label == parameter.label || argument.isTrailing && argument.label == nil && parameter.takesAClosure {
                    next += 1
                    continue
                }
            }
            if parameter.defaultValue == nil && !parameter.isVariadic { return false }
        }
        return next == arguments.count
    }
}
