import SwiftInterpreter

/// UIKit's haptic feedback generators (Apple, `UIImpactFeedbackGenerator`: `init(style:)`,
/// `init()`, `impactOccurred()`, `impactOccurred(intensity:)`; `UISelectionFeedbackGenerator`:
/// `selectionChanged()`; `UINotificationFeedbackGenerator`: `notificationOccurred(_:)`; all:
/// `prepare()`), kept by views and models to play a haptic on a tap. A preview plays no haptic and
/// the calls run from actions, so each method does nothing; the styles and feedback types are
/// their documented cases (`UIImpactFeedbackGenerator.FeedbackStyle`: light, medium, heavy, soft,
/// rigid; `UINotificationFeedbackGenerator.FeedbackType`: success, warning, error).
extension SwiftUIRuntime {
    func registerFeedbackGenerators() {
        let nested: [String: (String, [String])] = [
            "UIImpactFeedbackGenerator": ("FeedbackStyle", ["light", "medium", "heavy", "soft", "rigid"]),
            "UINotificationFeedbackGenerator": ("FeedbackType", ["success", "warning", "error"]),
        ]
        let methods = ["prepare", "impactOccurred", "selectionChanged", "notificationOccurred"]
        for name in ["UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator"] {
            guard let generator = registerAppleType(name) else { continue }
            if let (enumName, cases) = nested[name] {
                let kind = interpreter.declareType(name + "." + enumName, kind: .enumType)
                kind.conformances = ["Hashable", "Equatable"]
                for caseName in cases { kind.addCase(EnumCase(name: caseName)) }
                generator.nestedTypes[enumName] = kind
            }
            generator.initializers.append(.native("init", labels: nil) { interpreter, _, _ in interpreter.nativeValue(name, 0) })
            for method in methods { generator.addMethod(method, .native(method) { _, _, _ in .void }) }
        }
    }
}
