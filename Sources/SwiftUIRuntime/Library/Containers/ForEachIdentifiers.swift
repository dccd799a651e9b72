import Diagnostics
import SwiftFrontEnd
import SwiftInterpreter

/// `ForEach`'s identifiers. SwiftUI identifies each element's views by an identifier: the `id:`
/// key path's value, else the element's `Identifiable.id` (Apple docs, "ForEach": "either the
/// data must be `Identifiable` or you need to provide an `id` parameter"; a `Range<Int>` is
/// identified by its integers). Two elements with one identifier make SwiftUI log
/// "ForEach<…>: the ID … occurs multiple times within the collection, this will give undefined
/// results!" at run time (quoted for `ForEach(samples, id: \.self)` over repeated floats in
/// bbaars/SwiftUI-Sound-Visualizer#2, and in AuroraEditor/AuroraEditor#468); which views it then
/// shows is undefined. LayoutLens draws every element, and warns once per `ForEach` at its first
/// repeated identifier.
extension SwiftUIRuntime {
    func warnRepeatedIdentifier(in data: Value, _ elements: [Value], id: Value?, at range: SourceRange?) throws {
        // `0..<n` without `id:` (distinct integers); `$items` (the binding's elements are read
        // through it, their identifiers would be the bindings').
        if id == nil, case .range = data { return }
        if case let .native(native) = data, native.payload is BindingPayload { return }
        var seen = Set<Value>()
        for element in elements {
            // Another file's values are stand-ins: their identifiers are unknown, not equal.
            guard !interpreter.isUnseen(element), let identifier = try identifier(of: element, id),
                  !interpreter.isUnseen(identifier) else { return }
            if !seen.insert(identifier).inserted {
                warn(.duplicateForEachID(try interpreter.describe(identifier)), at: range)
                return
            }
        }
    }

    /// The element's identifier: the `id:` key path applied to it, else its `id`; nil when it
    /// has none the runtime can read (then nothing is checked).
    private func identifier(of element: Value, _ id: Value?) throws -> Value? {
        if case let .keyPath(path)? = id { return try interpreter.apply(path, to: element) }
        guard id == nil else { return nil }
        switch element {
        case .structValue, .object, .enumValue:
            // Only an `id` the program declares: reading one it does not (a SwiftData model's)
            // would report a stand-in.
            let type = interpreter.typeInfo(of: element)
            guard type.storedProperties.contains(where: { $0.name == "id" }) || interpreter.hasComputed("id", in: type) else { return nil }
            return try? interpreter.member(of: element, named: "id")
        default: return nil
        }
    }
}
