import LayoutEngine
import SwiftInterpreter

/// `TextEditor(text:)` (and iOS 26's `TextEditor(text:selection:)` over an `AttributedString`):
/// `TextEditorLayout`, a `UITextView` showing the bound text in the environment's font, colour and
/// alignment (Apple, "TextEditor"), inset by the text view's default container inset and line
/// padding, taking the size it is offered. A text view is a scroll view, and a scroll view clips
/// what lies past its bounds (Apple, "UIView.clipsToBounds": "Some subclasses of UIView, like
/// UIScrollView, override the default value to true"): text longer than the editor is cut at its
/// bottom edge, as the text view shows it scrolled to the top.
extension SwiftUIRuntime {
    func registerTextEditor() {
        interpreter.registerNativeType("TextEditor").conformances = ["View"]
        initializer("TextEditor") { `self`, arguments in try self.textEditor(arguments) }
    }

    private func textEditor(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["text", "selection"], unlabelledCount: 0, in: self)
        guard let bound = arguments["text"] else { throw failure(.missingArgument("text", callee: "TextEditor")) }
        let source = currentLocation
        // A bound value the program cannot give (a stand-in's) shows as an empty editor; the
        // stand-in says so where it is made.
        let shown = (try? string(try BindingPayload.read(bound), "text")) ?? ""
        let text = textLeaf(shown, source: source)
        let editor = view("TextEditor", .container(TextEditorLayout(), label: "TextEditor", content: text), source: source)
        let clip = ModifierDescription(name: "TextEditor") { node, _ in
            var clipped = node
            clipped.style.clipsContent = true
            return clipped
        }
        return view("TextEditor", .modified(base: editor, modifier: clip), source: source)
    }
}
