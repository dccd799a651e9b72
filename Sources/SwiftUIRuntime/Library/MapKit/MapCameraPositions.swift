import SwiftInterpreter

/// What a `Map` shows: `MapCameraPosition` (`.automatic`, `.region(_:)`, `.rect(_:)`,
/// `.camera(_:)`, `.item(_:)`, `.userLocation(fallback:)`, Apple docs, "MapCameraPosition"),
/// `MapCamera(centerCoordinate:distance:heading:pitch:)`, and the values the map's modifiers
/// take: `MapStyle` (`.standard`, `.imagery`, `.hybrid`, each with or without arguments) and
/// `MapInteractionModes` (`.all`, `.pan`, `.zoom`, `.rotate`, `.pitch`). A preview never moves
/// the camera, so a position is what the code set.
extension SwiftUIRuntime {
    static let mapCameraPositionTypeName = "MapCameraPosition"

    func registerMapCameraPositions() {
        if interpreter.type(named: Self.mapCameraPositionTypeName) == nil {
            let position = interpreter.declareType(Self.mapCameraPositionTypeName, kind: .enumType)
            position.conformances = ["Equatable", "Sendable"]
            position.addCase(EnumCase(name: "automatic"))
            for name in ["region", "rect", "camera", "item"] {
                position.addCase(EnumCase(name: name, payloadLabels: [nil], payloadHints: [nil], hasPayload: true))
            }
            position.addCase(EnumCase(name: "userLocation", payloadLabels: ["fallback"], payloadHints: [nil], hasPayload: true))
            // `position.region`, `.camera`, `.item`: the value the position was made with, else nil.
            for name in ["region", "rect", "camera", "item"] {
                position.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in
                    guard case let .enumValue(instance) = selfValue, instance.caseName == name, let value = instance.payload.first else { return .optional(nil) }
                    return .optional(value)
                })
            }
            // Apple: `positionedByUser` is true once the user moved the map, never in a preview.
            position.computedProperties["positionedByUser"] = ComputedProperty(getter: .native("positionedByUser") { _, _, _ in .bool(false) })
            position.computedProperties["followsUserLocation"] = ComputedProperty(getter: .native("followsUserLocation") { _, selfValue, _ in
                guard case let .enumValue(instance) = selfValue else { return .bool(false) }
                return .bool(instance.caseName == "userLocation")
            })
        }
        if let camera = registerMapRecordType("MapCamera", fields: ["centerCoordinate", "distance", "heading", "pitch"]) {
            camera.initializers.append(.hosted("init", labels: nil) { `self`, _, arguments in
                let named = NativeArguments("MapCamera", arguments)
                try named.check(allowed: ["centerCoordinate", "distance", "heading", "pitch"], unlabelledCount: 0, in: self)
                return self.mapRecord("MapCamera", ["centerCoordinate": named["centerCoordinate"] ?? self.coordinate(0, 0),
                                                    "distance": named["distance"] ?? .double(0), "heading": named["heading"] ?? .double(0),
                                                    "pitch": named["pitch"] ?? .double(0)])
            })
        }
        registerMapCaseType("MapStyle", cases: ["standard", "imagery", "hybrid"])
        registerMapCaseType("MapInteractionModes", cases: ["all", "pan", "zoom", "rotate", "pitch"])
    }

    /// A MapKit value LayoutLens reads only by its case (`.standard(elevation: .realistic)`,
    /// `.all`): its implicit members and static functions of `cases` give that case, whatever the
    /// arguments.
    private func registerMapCaseType(_ name: String, cases: [String]) {
        let descriptor = NativeTypeDescriptor(resolveImplicitMember: { interpreter, member in
            guard cases.contains(member.name) else { return nil }
            return interpreter.nativeValue(name, EnumCasePayload(name: member.name))
        })
        guard let type = registerAppleType(name, descriptor: descriptor) else { return }
        // `MapStyle.standard(elevation: .realistic)` written with its type: a static function
        // taking any arguments (a static value of the same name would not be callable).
        for value in cases {
            type.addMethod(value, .native(value, labels: nil) { interpreter, _, _ in
                interpreter.nativeValue(name, EnumCasePayload(name: value))
            }, isStatic: true)
        }
    }
}
