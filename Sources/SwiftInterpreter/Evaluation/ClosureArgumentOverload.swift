import SwiftFrontEnd

/// A closure given where an extension's initializer declares a named, non-function type.
///
/// Swift chooses among initializers with the same labels by the arguments' types (The Swift
/// Programming Language, "Initializers": initializers are told apart by the names *and types* of
/// their parameters). `extension Label { init(_ title: some StringProtocol, icon: KeyPath<Icons,
/// Image>) }` shares its labels `(_:icon:)` with `Label { Text("Copy") } icon: { Image(…) }`, a
/// call of SwiftUI's `init(title:icon:)` with two trailing closures (the first trailing closure is
/// unlabelled): a closure is no `KeyPath`, so swiftc never picks the extension's initializer for
/// it (checked with swiftc 6.3: the extension's initializer is not a candidate).
extension Interpreter {
    /// `found`, or the library's initializer taking the same labels when a closure argument is
    /// given to a parameter `found` declares as a known type that is not a function type.
    func refineInitializerForClosures(_ found: Function, of type: TypeInfo, values: [CallArgument]) -> Function {
        guard case let .interpreted(body) = found.body, closureContradictsParameter(body, values) else { return found }
        let labels = values.map(\.label)
        return type.initializers.first { $0 !== found && !$0.isInterpreted && $0.canTake(labels) } ?? found
    }

    private func closureContradictsParameter(_ body: InterpretedBody, _ values: [CallArgument]) -> Bool {
        for (index, argument) in values.enumerated() {
            guard case .function = argument.value,
                  let declared = Self.parameter(for: argument.label, at: index, in: body)?.hint?.lookingThroughOptional.typeName
            else { continue }
            // Only a type the program knows decides: a generic parameter (`init<T>(_ x: T)`) or an
            // alias (`typealias Action = () -> Void`) may stand for a function type; a protocol
            // may be adopted by none of the closure's kind but is not told apart here.
            guard typeAliasTarget(declared) == nil, let known = self.type(named: declared), known.kind != .protocolType else { continue }
            return true
        }
        return false
    }
}
