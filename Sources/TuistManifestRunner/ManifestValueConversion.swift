import ProjectModel
import SwiftInterpreter

/// An interpreter value of a run manifest as `ManifestValue`, the data the project model reads:
/// a ProjectDescription value as the call that made it, literals as themselves, optionals
/// unwrapped, a set or an array as a list, an enum case of the manifest's own types as `.case`.
/// Bounded by depth, so a value that holds itself (a class graph) ends.
enum ManifestValueConversion {
    static let depthLimit = 64

    static func convert(_ value: Value, depth: Int = 0) -> ManifestValue {
        guard depth < depthLimit else { return .none }
        switch value {
        case .string(let text): return .string(text)
        case .character(let character): return .string(String(character))
        case .int(let number): return .number(String(number))
        case .double(let number), .cgFloat(let number): return .number(String(number))
        case .bool(let flag): return .bool(flag)
        case .optional(let wrapped): return wrapped.map { convert($0, depth: depth + 1) } ?? .none
        case .array(let items): return .array(items.map { convert($0, depth: depth + 1) })
        case .set(let set): return .array(set.elements.map { convert($0, depth: depth + 1) })
        case .dictionary(let dictionary):
            return .dictionary(dictionary.pairs.compactMap { key, item in
                guard case .string(let text) = key else { return nil }
                return ManifestValue.Entry(text, convert(item, depth: depth + 1))
            })
        case .unresolvedMember(let member):
            return described(DescribedValue(name: member.name, isInitializer: false, arguments: member.arguments), depth: depth)
        case .native(let native):
            if let described = native.payload as? DescribedValue { return self.described(described, depth: depth) }
            return .none
        case .enumValue(let instance):
            if instance.payload.isEmpty { return .member(instance.caseName) }
            return .call(instance.caseName, isType: false, zip(instance.labels, instance.payload).map { .init($0, convert($1, depth: depth + 1)) })
        case .function(let function):
            // `Destinations.iOS` written with its type: the static member's name.
            return .member(function.name)
        default:
            return .none
        }
    }

    private static func described(_ described: DescribedValue, depth: Int) -> ManifestValue {
        guard let arguments = described.arguments else { return .member(described.name) }
        return .call(described.name, isType: described.isInitializer,
                     arguments.map { ManifestValue.Argument($0.label, convert($0.value, depth: depth + 1)) })
    }
}
