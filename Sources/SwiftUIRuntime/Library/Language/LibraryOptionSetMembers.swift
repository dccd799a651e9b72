import SwiftInterpreter

/// `SetAlgebra`'s `contains(_:)` and `isEmpty` on a single member of SwiftUI's option sets
/// (`Axis.Set`, `RedactionReasons`, `SymbolVariants`, `AccessibilityTraits`), which the library models as enums whose
/// combinations are arrays of cases (`[.horizontal, .vertical]` is an array, whose own `contains`
/// answers). A single member written where the set is expected (`fillFrame(.horizontal)` to a
/// parameter `axis: Axis.Set`) is the one-member set: `axis.contains(.horizontal)` is true,
/// `axis.contains(.vertical)` false, `isEmpty` false (Apple docs: `Axis.Set: OptionSet`, and
/// `OptionSet` "implements SetAlgebra"; an option set's member is the set holding only itself).
extension SwiftUIRuntime {
    static let libraryOptionSets = ["Axis.Set", "RedactionReasons", "SymbolVariants", "AccessibilityTraits"]

    static func registerLibraryOptionSetMembers(in interpreter: Interpreter) {
        for typeName in libraryOptionSets {
            guard let type = interpreter.type(named: typeName) else { continue }
            type.addMethod("contains", .native("contains", labels: [nil]) { _, selfValue, arguments in
                guard let members = optionSetMemberNames(selfValue), let argument = arguments.first?.value, let wanted = optionSetMemberNames(argument) else {
                    return .bool(false)
                }
                return .bool(wanted.isSubset(of: members))
            })
            type.computedProperties["isEmpty"] = ComputedProperty(getter: .native("isEmpty") { _, selfValue, _ in
                .bool(optionSetMemberNames(selfValue)?.isEmpty ?? true)
            })
        }
    }

    /// The members a single case (`.horizontal`, `Axis.Set.vertical`) or an array of cases stands for.
    private static func optionSetMemberNames(_ value: Value) -> Set<String>? {
        switch value {
        case let .unresolvedMember(member) where member.arguments == nil: return [member.name]
        case let .enumValue(instance): return [instance.caseName]
        case let .array(elements):
            var names = Set<String>()
            for element in elements {
                guard let more = optionSetMemberNames(element) else { return nil }
                names.formUnion(more)
            }
            return names
        default: return nil
        }
    }
}
