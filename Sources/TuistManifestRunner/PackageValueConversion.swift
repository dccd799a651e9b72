import ProjectModel
import SwiftInterpreter

/// A value of a run `Package.swift` as `ManifestValue`, spelled as a manifest that wrote it out:
/// an instance of the modelled PackageDescription (`PackageDescriptionSource`) whose first stored
/// property is `_call` is that call — a capitalised `_call` is the type's initializer
/// (`Package(…)`), another a static member (`.target(…)`) — with one argument per other stored
/// property, labelled by its name (`_0`, `_1` unlabelled), nil ones left out as a call that
/// omitted a defaulted argument. Everything else converts as in a Tuist run
/// (`ManifestValueConversion`: literals, arrays, recorded settings and conditions).
enum PackageValueConversion {
    static func convert(_ value: Value, depth: Int = 0) -> ManifestValue {
        guard depth < ManifestValueConversion.depthLimit else { return .none }
        switch value {
        case .object(let object): return call(object.type, object.fields, depth: depth) ?? .none
        case .structValue(let instance): return call(instance.type, instance.fields, depth: depth) ?? .none
        case .optional(let wrapped): return wrapped.map { convert($0, depth: depth + 1) } ?? .none
        case .array(let items): return .array(items.map { convert($0, depth: depth + 1) })
        default: return ManifestValueConversion.convert(value, depth: depth)
        }
    }

    private static func call(_ type: TypeInfo, _ fields: [Value], depth: Int) -> ManifestValue? {
        let properties = type.storedProperties.sorted { $0.slot < $1.slot }
        guard let first = properties.first, first.name == "_call", first.slot < fields.count,
              case .string(let name) = fields[first.slot] else { return nil }
        var arguments: [ManifestValue.Argument] = []
        for property in properties.dropFirst() where property.slot < fields.count {
            let argument = convert(fields[property.slot], depth: depth + 1)
            if argument == .none { continue }
            let isUnlabelled = property.name.hasPrefix("_") && property.name.dropFirst().allSatisfy(\.isNumber)
            arguments.append(.init(isUnlabelled ? nil : property.name, argument))
        }
        return .call(name, isType: name.first?.isUppercase == true, arguments)
    }
}
