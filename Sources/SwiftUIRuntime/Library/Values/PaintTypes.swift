import SwiftInterpreter

/// Value types that only describe painting: `StrokeStyle`, `Angle` (`.degrees(-90)` for a
/// rotation), `Color.gradient`. SwiftUI lays a view out the same whatever they hold, so they are
/// kept as plain values for user code to pass around.
extension SwiftUIRuntime {
    func registerPaintTypes() {
        registerStrokeStyle()

        let angle = interpreter.registerNativeType("Angle")
        // Local functions the natives below call capture the runtime unowned, as the natives do:
        // a strong capture would keep every file's runtime and interpreter alive (a cycle through its types).
        unowned let runtime = self
        func angleValue(degrees: Double) -> Value { runtime.interpreter.nativeValue("Angle", AnglePayload(degrees: degrees)) }
        // An `Angle` is a plain struct of a `Double` (Apple docs, "Angle": `init(radians: Double)`):
        // making one never checks its number, so `.radians(2 * .pi / 0)` is an infinite angle that
        // code may keep, compare or pass on; it is checked where a view is drawn with it
        // (`rotationEffect`, a path's arc), as a `CGSize`'s numbers are (`coreGraphicsNumber`).
        angle.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            let labelled = NativeArguments("Angle", arguments)
            if let radians = labelled["radians"] { return angleValue(degrees: try self.coreGraphicsNumber(radians, "radians") * 180 / .pi) }
            return angleValue(degrees: try labelled["degrees"].map { try self.coreGraphicsNumber($0, "degrees") } ?? 0)
        })
        angle.addMethod("degrees", .native("degrees", labels: [nil]) { [unowned self] _, _, arguments in
            angleValue(degrees: try self.coreGraphicsNumber(arguments.first?.value ?? .double(0), "degrees"))
        }, isStatic: true)
        angle.addMethod("radians", .native("radians", labels: [nil]) { [unowned self] _, _, arguments in
            angleValue(degrees: try self.coreGraphicsNumber(arguments.first?.value ?? .double(0), "radians") * 180 / .pi)
        }, isStatic: true)
        angle.staticValues["zero"] = angleValue(degrees: 0)
        registerAngleArithmetic(on: angle)
        angle.computedProperties["degrees"] = ComputedProperty(getter: .native("degrees") { _, selfValue, _ in
            guard case let .native(native) = selfValue, let angle = native.payload as? AnglePayload else { return .double(0) }
            return .double(angle.degrees)
        })
        angle.computedProperties["radians"] = ComputedProperty(getter: .native("radians") { _, selfValue, _ in
            guard case let .native(native) = selfValue, let angle = native.payload as? AnglePayload else { return .double(0) }
            return .double(angle.degrees * .pi / 180)
        })

        // `Color.blue.gradient`: a gradient of the colour; painted as the colour.
        interpreter.type(named: "Color")?.computedProperties["gradient"] = ComputedProperty(getter: .native("gradient") { _, selfValue, _ in
            selfValue
        })
    }
}


struct AnglePayload {
    var degrees: Double
}
