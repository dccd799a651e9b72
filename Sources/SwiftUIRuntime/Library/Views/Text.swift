import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Text(_:)` and `Text(verbatim:)`: a `TextLeaf` measured with the bundled font metrics
/// (`docs/text-metrics.md`). Dates and formatted values are `TextFormatting.swift`; joined texts are
/// `TextConcatenation.swift`.
extension SwiftUIRuntime {
    func registerText() {
        initializer("Text") { `self`, arguments in
            let source = self.currentLocation
            guard let content = arguments.unlabelled.first ?? arguments["verbatim"] else {
                if let placeholder = try self.otherFilesInitializer("Text", arguments, known: ["verbatim", "format", "style"]) {
                    return placeholder
                }
                throw self.failure(.missingArgument(position: 1, callee: "Text"))
            }
            let text = try self.formattedText(content, arguments) ?? self.textContent(content)
            return self.view("Text", .leaf(ViewNode(TextLeaf(text), label: "Text", source: source)), source: source)
        }
    }

    /// `Text`'s content: a string (`Text(42)` does not compile in Swift: no `Text.init` takes an `Int`).
    func textContent(_ value: Value) throws -> String {
        if case let .native(native) = value, native.payload is BindingPayload { return try textContent(BindingPayload.read(value)) }
        return try string(value, "content")
    }
}
