import SwiftInterpreter

/// SwiftUI's `PreviewDevice` (Apple docs, "PreviewDevice": "A simulator device that runs a
/// preview", `init(rawValue:)`, `rawValue`; it is `ExpressibleByStringLiteral`, so
/// `.previewDevice("iPhone SE (3rd generation)")` names one too). It is the argument of
/// `previewDevice(_:)`, which LayoutLens accepts without layout effect
/// (`ModifierCatalogue.renderOnly`: the canvas device comes from `--device`), so the value only
/// has to exist and keep its name: `PreviewDevice(rawValue: "iPad mini (6th generation)")`
/// reads back its `rawValue`.
extension SwiftUIRuntime {
    func registerPreviewDeviceType() {
        guard interpreter.type(named: "PreviewDevice") == nil else { return }
        let type = interpreter.registerNativeType("PreviewDevice")
        type.conformances = ["Hashable", "Equatable", "ExpressibleByStringLiteral"]
        initializer("PreviewDevice") { `self`, arguments in
            guard case let .string(name)? = arguments["rawValue"] ?? arguments["stringLiteral"] ?? arguments.unlabelled.first else {
                throw self.failure(.missingArgument("rawValue", callee: "PreviewDevice"))
            }
            return self.interpreter.nativeValue("PreviewDevice", EnumCasePayload(name: name))
        }
        type.computedProperties["rawValue"] = ComputedProperty(getter: .native("rawValue") { _, selfValue, _ in
            .string(selfValue.nativePayload(EnumCasePayload.self)?.name ?? "")
        })
    }
}
