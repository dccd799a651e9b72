import SwiftInterpreter

/// The modifiers of a `Map` (Apple, "MapKit for SwiftUI"): `mapStyle`, `mapControlVisibility`,
/// `mapScope`, `mapFeatureSelection…` and `onMapCameraChange` change nothing LayoutLens draws
/// (the fill is the same for every style; a camera change is a user action, never run in a
/// preview). `mapControls { MapCompass(); … }` is not drawn, and `mapCameraKeyframeAnimator`
/// animates the camera, which a still preview does not: both say so.
extension SwiftUIRuntime {
    static let neutralMapModifiers = ["mapStyle", "mapControlVisibility", "mapScope", "mapFeatureSelectionDisabled",
                                      "mapFeatureSelectionContent", "mapFeatureSelectionAccessory", "onMapCameraChange",
                                      "mapItemDetailSheet", "lookAroundViewer"]
    static let approximatedMapModifiers = [
        "mapControls": "the map's controls are not drawn",
        "mapCameraKeyframeAnimator": "the camera's animation is not run; the map shows its position before it",
    ]

    func registerMapModifiers() {
        guard let view = interpreter.type(named: "View") else { return }
        for name in Self.neutralMapModifiers where view.methods(named: name) == nil {
            view.addMethod(name, .native(name, labels: nil) { _, selfValue, _ in selfValue })
        }
        for (name, rule) in Self.approximatedMapModifiers where view.methods(named: name) == nil {
            view.addMethod(name, .hosted(name, labels: nil) { runtime, selfValue, _ in
                runtime.warn(.mapContentApproximated(name, rule: rule))
                return selfValue
            })
        }
    }
}
