import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// PhotosUI's `PhotosPicker(selection:matching:…) { label }` and `PhotosPicker(_:selection:…)`:
/// "a button that — when pressed — shows a picker" (Apple docs, "PhotosPicker"), so it lays out
/// as a `Button` of its label (the title shown as `Text`) under the button style in effect (that
/// `buttonStyle` reaches it is **unverified**). The picker itself is a sheet, never laid out with
/// the view; a preview selects nothing.
extension SwiftUIRuntime {
    func registerPhotosPicker() {
        interpreter.registerNativeType("PhotosPicker").conformances = ["View"]
        initializer("PhotosPicker") { `self`, arguments in
            try arguments.check(allowed: ["selection", "maxSelectionCount", "selectionBehavior", "matching", "preferredItemEncoding",
                                          "photoLibrary", "label"], unlabelledCount: 1, in: self)
            let source = self.currentLocation
            let range = self.interpreter.currentRange
            let label: Value
            if let title = arguments.unlabelled.first, Self.isTitleText(title) {
                label = self.textLeaf(try self.string(title, "title"), source: source)
            } else if case let .function(closure)? = arguments["label"] ?? arguments.trailingClosure.map(Value.function) {
                label = try self.interpreter.call(closure, [], building: "ViewBuilder")
            } else {
                throw self.failure(.missingArgument("label", callee: "PhotosPicker"))
            }
            return self.view("PhotosPicker", .deferred { [unowned self] in
                var layout = self.buttonLayout(warningAt: range)
                layout.tint = self.tintInEffect()
                return self.view("PhotosPicker", .container(layout, label: "PhotosPicker", content: label), source: source)
            }, source: source)
        }
    }
}
