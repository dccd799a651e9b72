import SwiftInterpreter

/// `MapReader { proxy in … }` (Apple, "MapReader": "a view that provides a map proxy instance
/// you can use to access the map's properties"): its content is laid out as it is, as
/// `ScrollViewReader`'s is; the reader adds no layout of its own (LayoutLens's reading of the
/// docs, which describe no layout; unverified). `MapProxy.convert(_:from:)` turns a point of the
/// rendered map into a coordinate and back, which depends on the map drawn on screen: a stand-in.
extension SwiftUIRuntime {
    func registerMapReader() {
        guard let reader = registerAppleType("MapReader") else { return }
        reader.conformances = ["View"]
        if let proxy = registerAppleType("MapProxy") {
            proxy.addMethod("convert", .hosted("convert", labels: nil) { `self`, _, arguments in
                let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
                return self.libraryStandIn("MapProxy.convert(\(labels))", reason: "it depends on the map as it is drawn on screen, which a preview here does not render")
            })
            for name in ["camera", "region"] {
                proxy.computedProperties[name] = ComputedProperty(getter: .hosted(name) { `self`, _, _ in
                    self.libraryStandIn("MapProxy." + name, reason: "it depends on the map as it is drawn on screen, which a preview here does not render")
                })
            }
        }
        initializer("MapReader") { `self`, arguments in
            try arguments.check(allowed: ["content"], unlabelledCount: 0, in: self)
            let closure: Function?
            if case let .function(function)? = arguments["content"] { closure = function } else { closure = arguments.trailingClosure }
            guard let closure else { throw self.failure(.missingArgument("content", callee: "MapReader")) }
            return try self.interpreter.call(closure, [self.interpreter.nativeValue("MapProxy", EnumCasePayload(name: "proxy"))], building: "ViewBuilder")
        }
    }
}
