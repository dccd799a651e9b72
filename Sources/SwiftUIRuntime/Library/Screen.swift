import LayoutEngine
import SwiftInterpreter

/// `UIScreen.main.bounds` and `.scale`: the preview device's screen, which code sizes views by
/// (`.frame(width: UIScreen.main.bounds.width * 0.8)`). The reader sets `screen` to the device it
/// proposes from (docs/swiftui-subset.md, "Default canvas").
extension SwiftUIRuntime {
    func registerScreen() {
        let type = interpreter.registerNativeType("UIScreen")
        type.staticComputed["main"] = ComputedProperty(getter: .native("main") { [unowned self] _, _, _ in
            self.interpreter.nativeValue("UIScreen", self.screen)
        })
        type.computedProperties["bounds"] = ComputedProperty(getter: .native("bounds") { [unowned self] _, _, _ in
            self.interpreter.nativeValue("CGRect", Rect(origin: .zero, size: self.screen))
        })
        type.computedProperties["scale"] = ComputedProperty(getter: .native("scale") { _, _, _ in .cgFloat(3) })
        type.computedProperties["nativeScale"] = ComputedProperty(getter: .native("nativeScale") { _, _, _ in .cgFloat(3) })
    }
}
