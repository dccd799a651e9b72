import SwiftInterpreter

/// `.redacted(reason:)` (Apple docs, "redacted(reason:)"): the views below read the reasons in
/// `@Environment(\.redactionReasons)`; `.unredacted()` is drawn as written. Drawing placeholders
/// in place of the content changes no frame here: the content is laid out as written.
extension SwiftUIRuntime {
    func redactedModifier(_ arguments: NativeArguments, _ base: Value) throws -> Value {
        guard let reason = arguments["reason"] ?? arguments.unlabelled.first else { throw failure(.missingArgument(callee: "redacted")) }
        let given: [Value] = if case let .array(values) = reason { values } else { [reason] }
        let reasons = given.map { value -> Value in
            if case let .unresolvedMember(member) = value { return enumCase("RedactionReasons", member.name) }
            return value
        }
        return view("ModifiedContent", .environment(base: base, change: .value(key: "redactionReasons", .array(reasons))))
    }
}
