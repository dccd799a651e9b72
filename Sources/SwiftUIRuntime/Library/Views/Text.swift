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
            if arguments.has("timerInterval") { return try self.timerIntervalText(arguments, source: source) }
            guard let content = arguments.unlabelled.first ?? arguments["verbatim"] else {
                if let placeholder = try self.otherFilesInitializer("Text", arguments, known: ["verbatim", "format", "style"]) {
                    return placeholder
                }
                throw self.failure(.missingArgument(position: 1, callee: "Text"))
            }
            if let image = self.imageTextContent(content, source: source) { return image }
            let text = try self.formattedText(content, arguments) ?? self.textContent(content)
            return self.view("Text", .leaf(ViewNode(TextLeaf(text), label: "Text", source: source)), source: source)
        }
    }

    /// `Text(Image(systemName:))` (Apple, "Text": `init(_ image: Image)`, "Creates an instance that
    /// wraps an Image, suitable for concatenating with other Text"): a text whose one run is the
    /// image, so a symbol takes the text's font as an `Image(systemName:)` does. Laid out as that
    /// image, sized from the font around it; the text's line height is not applied
    /// (`approximatedView`, said when it is laid out alone: joined to other text it is an inline
    /// run, `InlineImageRun`). Nil when `content` is not an `Image`.
    func imageTextContent(_ content: Value, source: SourceLocation?) -> Value? {
        guard case let .native(native) = content, native.type.name == "Image", native.payload is ViewDescription else { return nil }
        let range = interpreter.currentRange
        return view("Text", .modified(base: content, modifier: ModifierDescription(name: Self.textOfImage) { [unowned self] node, _ in
            self.warn(.approximatedView("Text(Image)", rule: "laid out as the image at the text's font; the line's height around it is not added"),
                      at: range)
            return node
        }), source: source)
    }

    /// The modifier name of `Text(Image(…))`, which wraps the image.
    static let textOfImage = "_textOfImage"

    /// `Text`'s content: a string (`Text(42)` does not compile in Swift: no `Text.init` takes an `Int`).
    func textContent(_ value: Value) throws -> String {
        if case let .native(native) = value, native.payload is BindingPayload { return try textContent(BindingPayload.read(value)) }
        return try string(value, "content")
    }
}
