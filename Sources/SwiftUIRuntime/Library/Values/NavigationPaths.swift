import SwiftInterpreter

/// SwiftUI's `NavigationPath`, the type-erased list of values a `NavigationStack(path:)` pushes
/// (Apple, `NavigationPath`: `init()`, `init(_ elements:)` of a sequence, `count`, `isEmpty`,
/// `append(_:)`, `removeLast(_:)` with `k` defaulting to 1, `codable`). A value type: a copy
/// keeps its own elements. `codable` is nil (LayoutLens keeps no `Codable` representation;
/// Apple's is nil only when an element is not `Codable`: approximation).
extension SwiftUIRuntime {
    func registerNavigationPath() {
        guard let path = registerAppleType("NavigationPath") else { return }
        path.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            // `NavigationPath(items)`: the sequence's values; another path's `codable`
            // representation (nil here) gives an empty path.
            var elements: [Value] = []
            if case let .array(values)? = arguments.first?.value { elements = values }
            return runtime.interpreter.nativeValue("NavigationPath", NavigationPathElements(elements: elements))
        })
        path.computedProperties["count"] = ComputedProperty(getter: .native("count") { _, selfValue, _ in
            .int(selfValue.nativePayload(NavigationPathElements.self)?.elements.count ?? 0)
        })
        path.computedProperties["isEmpty"] = ComputedProperty(getter: .native("isEmpty") { _, selfValue, _ in
            .bool(selfValue.nativePayload(NavigationPathElements.self)?.elements.isEmpty ?? true)
        })
        path.computedProperties["codable"] = ComputedProperty(getter: .native("codable") { _, _, _ in .nil })
        path.addMethod("append", .native("append", mutating: true) { interpreter, selfValue, arguments in
            guard var payload = selfValue.nativePayload(NavigationPathElements.self), let value = arguments.first?.value else { return .void }
            payload.elements.append(value)
            selfValue = interpreter.nativeValue("NavigationPath", payload)
            return .void
        })
        path.addMethod("removeLast", .native("removeLast", mutating: true) { interpreter, selfValue, arguments in
            guard var payload = selfValue.nativePayload(NavigationPathElements.self) else { return .void }
            var count = 1
            if case let .int(given)? = arguments.first?.value { count = given }
            // Apple: "k: The number of values to remove. The default value is 1." Removing more
            // than `count` traps in SwiftUI (unverified wording); here it empties the path.
            payload.elements.removeLast(min(max(count, 0), payload.elements.count))
            selfValue = interpreter.nativeValue("NavigationPath", payload)
            return .void
        })
    }
}

/// The values a `NavigationPath` holds, in push order.
struct NavigationPathElements {
    var elements: [Value]
}
