import SwiftInterpreter

extension SwiftUIRuntime {
    /// The value given for a parameter SwiftUI declares optional (`fontWeight(_ weight:
    /// Font.Weight?)`, `fontDesign(_ design: Font.Design?)`), unwrapped; nil for `nil`. Written
    /// `.none`, the argument is `Optional<T>.none` even where `T` has a member of that name: Swift
    /// resolves an implicit member against `T?` on `Optional` first (swiftc warns "assuming you mean
    /// 'Optional<T>.none'"), so `.fontWeight(isCurrent ? .bold : .none)` sets no weight.
    func optionalArgument(_ value: Value?) -> Value? {
        guard var value else { return nil }
        if case let .optional(wrapped) = value {
            guard let wrapped else { return nil }
            value = wrapped
        }
        if case let .unresolvedMember(member) = value, member.name == "none", member.arguments == nil { return nil }
        return value
    }
}
