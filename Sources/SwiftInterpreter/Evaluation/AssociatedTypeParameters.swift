/// A protocol extension's method names the protocol's associated types in its signature
/// (`func isLoading(_ key: LoadingKey) -> Bool` in `extension LoadingTrackable`), and each
/// conforming type gives them its own type (`enum LoadingKey { case movements }` nested in the
/// view model: The Swift Programming Language, "Generics", "Associated Types" — a nested type of
/// the associated type's name satisfies it). Called on a value of such a type, the parameter's
/// type is the receiver's, so an argument written `.movements` is that nested enum's case.
/// Only a bare name no top-level type of the program or the library has is read so (a name a
/// top-level type has is taken to mean that type, as before).
extension Interpreter {
    /// `parameters` of a method of a protocol's extension, each declared type that is a bare name
    /// of no top-level type (optional or not) read as the receiver's nested type of that name;
    /// nil when none changes.
    func parametersReadInReceiver(_ parameters: [ParameterInfo], receiver: Value) -> [ParameterInfo]? {
        var result: [ParameterInfo]?
        var receiverType: TypeInfo?
        for index in parameters.indices {
            guard let hint = parameters[index].hint else { continue }
            let isOptional: Bool
            let name: String
            switch hint {
            case let .named(bare): (name, isOptional) = (bare, false)
            case let .optional(.named(bare)): (name, isOptional) = (bare, true)
            default: continue
            }
            // A top-level type of that name is what the name means; a nested type of another
            // conforming type found under its bare name is not.
            guard !InlineName.containsDot(name), name != "Self",
                  type(named: name).map({ InlineName.containsDot($0.qualifiedName) }) ?? true else { continue }
            if receiverType == nil { receiverType = typeInfo(of: receiver) }
            guard let receiverType, receiverType.kind != .protocolType, let nested = nestedTypeInScope(name, from: receiverType) else { continue }
            if result == nil { result = parameters }
            let resolved = TypeHint.named(nested.qualifiedName)
            result?[index].hint = isOptional ? .optional(resolved) : resolved
        }
        return result
    }
}
