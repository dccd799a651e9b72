import LayoutEngine
import SwiftInterpreter

/// The window the canvas shows a preview in, as UIKit code reaches it: `UIApplication.shared
/// .connectedScenes` holds one `UIWindowScene`, whose `windows` (and `keyWindow`) are one key
/// `UIWindow` the size of the preview device's screen, with the device's safe-area insets
/// (Apple docs: `UIApplication.connectedScenes`, `UIWindowScene.windows` and `keyWindow`,
/// `UIWindow.isKeyWindow`, `UIView.safeAreaInsets`, `UIView.bounds`; the deprecated
/// `UIApplication.windows` and `keyWindow` give the same window). Apps read the key window's
/// `safeAreaInsets` to pad their own bars (`window?.safeAreaInsets.bottom ?? 0`), so the numbers
/// are the device's that the layout uses (`SwiftUIRuntime.safeAreaInsets`). That the canvas's
/// process has exactly one scene with one key window is unverified (docs/apple-library.md).
extension SwiftUIRuntime {
    /// The preview's window: no state of its own; it answers with the device being laid out.
    struct PreviewWindow: Hashable {}

    /// The preview's window scene.
    struct PreviewWindowScene: Hashable {}

    func registerWindowScenes() {
        guard let application = interpreter.type(named: "UIApplication"),
              let scene = registerAppleType("UIWindowScene"), let window = registerAppleType("UIWindow") else { return }
        scene.conformances = ["Hashable", "Equatable"]
        window.conformances = ["Hashable", "Equatable"]
        let windowValue = interpreter.nativeValue("UIWindow", PreviewWindow())
        let sceneValue = interpreter.nativeValue("UIWindowScene", PreviewWindowScene())
        application.computedProperties["connectedScenes"] = ComputedProperty(getter: .native("connectedScenes") { _, _, _ in
            .set(OrderedSet([sceneValue]))
        })
        application.computedProperties["windows"] = ComputedProperty(getter: .native("windows") { _, _, _ in .array([windowValue]) })
        application.computedProperties["keyWindow"] = ComputedProperty(getter: .native("keyWindow") { _, _, _ in .some(windowValue) })
        scene.computedProperties["windows"] = ComputedProperty(getter: .native("windows") { _, _, _ in .array([windowValue]) })
        scene.computedProperties["keyWindow"] = ComputedProperty(getter: .native("keyWindow") { _, _, _ in .some(windowValue) })
        scene.computedProperties["screen"] = ComputedProperty(getter: .native("screen") { [unowned self] _, _, _ in
            self.interpreter.nativeValue("UIScreen", self.screen)
        })
        window.computedProperties["isKeyWindow"] = ComputedProperty(getter: .native("isKeyWindow") { _, _, _ in .bool(true) })
        window.computedProperties["windowScene"] = ComputedProperty(getter: .native("windowScene") { _, _, _ in .some(sceneValue) })
        window.computedProperties["safeAreaInsets"] = ComputedProperty(getter: .native("safeAreaInsets") { [unowned self] _, _, _ in
            let insets = self.safeAreaInsets
            return self.interpreter.nativeValue("UIEdgeInsets", PlatformEdgeInsets(sides: [insets.top, insets.leading, insets.bottom, insets.trailing]))
        })
        for name in ["bounds", "frame"] {
            window.computedProperties[name] = ComputedProperty(getter: .native(name) { [unowned self] _, _, _ in
                self.interpreter.nativeValue("CGRect", Rect(origin: .zero, size: self.screen))
            })
        }
    }
}
