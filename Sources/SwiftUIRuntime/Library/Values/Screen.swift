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
        type.computedProperties["bounds"] = ComputedProperty(getter: .native("bounds") { [unowned self] _, selfValue, _ in
            // The screen `UIScreen.main` gave when it was read.
            var size = self.screen
            if case let .native(native) = selfValue, let screen = native.payload as? Size { size = screen }
            return self.interpreter.nativeValue("CGRect", Rect(origin: .zero, size: size))
        })
        type.computedProperties["scale"] = ComputedProperty(getter: .native("scale") { [unowned self] _, _, _ in .cgFloat(self.device.scale) })
        type.computedProperties["nativeScale"] = ComputedProperty(getter: .native("nativeScale") { [unowned self] _, _, _ in
            .cgFloat(self.device.scale)
        })
    }
}
