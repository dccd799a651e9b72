/// Choosing between initializers with the same labels by where a trailing closure can go.
///
/// `Box { [1, 2] }` beside `init(_ data: [Int] = [])` and `init(_ data: () -> [Int])`: Swift's
/// forward scan (SE-0286) skips a defaulted parameter that takes no function when matching an
/// unlabelled trailing closure, so the first initializer leaves the closure unmatched and swiftc
/// rules it out; the second takes it. Labels alone tie the two.
///
/// The same forward scan rules out an extension's `init(_ title: String, content: () -> C)` for
/// `Row { Text("Price") } content: { … }`: the first trailing closure goes to `title`, which has
/// no default, and a closure is no `String`. The struct's memberwise initializer, kept beside the
/// extension's (The Swift Programming Language, "Initializer Delegation for Value Types"), takes
/// the closure for its `title: () -> Label` property, so swiftc calls that one (checked with
/// swiftc 6: both calls compile, the first to the extension's, the second to the memberwise).
/// Another initializer that takes the labels, its closure parameter given the closure, is
/// chosen before the memberwise one (`Doc { … }` beside `init(_ content: Content, base: URL? =
/// nil)` is `init(base: URL? = nil, content: () -> Content)`).
extension Interpreter {
    /// `found`, or another initializer of `type` with the same labels whose parameter at the
    /// trailing closure's position takes a closure, when `found`'s does not; or, when `found`
    /// gives the first trailing closure to a parameter no closure converts to, another
    /// initializer taking the labels, else the memberwise one (nil) when it takes them.
    func initializerTakingTrailingClosure(_ found: Function?, of type: TypeInfo, _ arguments: [PendingArgument]) -> Function? {
        guard let found else { return nil }
        let labels = arguments.map(\.label)
        let position = arguments.count - 1
        if let last = arguments.last, last.isTrailing, last.label == nil, found.labels == labels, !Self.takesClosure(found, at: position),
           let taking = type.initializers.first(where: { $0 !== found && $0.labels == labels && Self.takesClosure($0, at: position) }) {
            return taking
        }
        guard firstTrailingClosureGoesToNoFunction(in: found, arguments) else { return found }
        let others = visibleInitializers(of: type).filter { other in
            other !== found && runningFunction != ObjectIdentifier(other) && other.canTake(labels)
                && !firstTrailingClosureGoesToNoFunction(in: other, arguments)
        }
        if let other = others.first { return other }
        let memberwiseTakes = type.kind == .structType && !type.hasExplicitInit && memberwiseAccepts(type, memberwiseLabels(of: type, for: arguments))
        return memberwiseTakes ? nil : found
    }

    /// Whether the program's `function` gives the call's first trailing closure, unlabelled, to a
    /// parameter declaring a type that is certainly no function (a `String`, number, collection or
    /// nominal type), where the arguments before it are its first parameters, label for label:
    /// SE-0286's forward scan gives the closure to that parameter when it has no default, and
    /// the closure does not convert to its type, so swiftc rules `function` out.
    private func firstTrailingClosureGoesToNoFunction(in function: Function, _ arguments: [PendingArgument]) -> Bool {
        guard case let .interpreted(body) = function.body, let first = arguments.firstIndex(where: \.isTrailing),
              arguments[first].label == nil, first < body.parameters.count,
              (0..<first).allSatisfy({ body.parameters[$0].label == arguments[$0].label }) else { return false }
        let parameter = body.parameters[first]
        guard parameter.defaultValue == nil, !parameter.takesAClosure, parameter.builderName == nil, !parameter.isAutoclosure,
              !parameter.isVariadic, let declared = parameter.hint else { return false }
        return isCertainlyNoFunction(declared)
    }

    /// The call's labels as `type`'s memberwise initializer reads them: an unlabelled trailing
    /// closure takes the label of the next stored property of function type (SE-0286).
    private func memberwiseLabels(of type: TypeInfo, for arguments: [PendingArgument]) -> [String?] {
        let properties = type.storedProperties
        var position = 0
        return arguments.map { argument in
            var index = position
            while index < properties.count {
                if Self.isMemberwiseParameter(properties, index) {
                    let label = Self.memberwiseLabel(properties, index)
                    if argument.label == label { break }
                    if argument.label == nil, argument.isTrailing, Self.isFunction(properties[index].hint) { break }
                }
                index += 1
            }
            guard index < properties.count else { return argument.label }
            position = index + 1
            return Self.memberwiseLabel(properties, index)
        }
    }

    /// A declared type no closure converts to: a standard value type, a collection, a tuple, or a
    /// struct, enum or class the program or library declares (a `typealias` of a function type
    /// names no such type).
    private func isCertainlyNoFunction(_ hint: TypeHint) -> Bool {
        switch hint {
        case .array, .dictionary, .set, .tuple: return true
        case let .optional(wrapped): return isCertainlyNoFunction(wrapped)
        case let .named(name), let .generic(name, _):
            guard let declared = type(named: name), declared.name == name else { return false }
            return declared.kind == .structType || declared.kind == .enumType || declared.kind == .classType || declared.kind == .builtin
        default: return false
        }
    }

    private static func isFunction(_ hint: TypeHint?) -> Bool {
        switch hint {
        case .function?, .optional(.function)?: return true
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
