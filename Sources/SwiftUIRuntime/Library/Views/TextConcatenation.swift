import LayoutEngine
import SwiftInterpreter

/// `Text("a") + Text("b").bold()`: SwiftUI joins texts into one `Text` that lays out as a single
/// run of lines. Text-only modifiers (`bold()`, `italic()`, `foregroundColor(_:)`, …) return a
/// `Text` in SwiftUI, so a modified part can be joined too; the engine measures the joined text
/// in the font in effect around it (the parts' own fonts are not kept apart, docs/swiftui-subset.md).
extension SwiftUIRuntime {
    /// Modifiers of `Text` that return `Text`.
    static let textReturningModifiers: Set<String> = [
        "bold", "italic", "underline", "strikethrough", "font", "fontWeight", "foregroundColor", "foregroundStyle",
        "kerning", "tracking", "baselineOffset", "monospacedDigit", "monospaced", "fontDesign", "fontWidth", "textCase",
    ]

    func registerTextConcatenation() {
        let plus = Function.native("+", labels: [nil, nil]) { [unowned self] _, _, arguments in
            guard arguments.count == 2, let lhs = self.joinedText(arguments[0].value), let rhs = self.joinedText(arguments[1].value) else {
                let names = arguments.map { self.interpreter.typeName(of: $0.value) }
                throw self.failure(.binaryOperatorMismatch("+", names.first ?? "_", names.last ?? "_"))
            }
            let source = self.currentLocation
            return self.view("Text", .leaf(ViewNode(TextLeaf(lhs + rhs), label: "Text", source: source)), source: source)
        }
        for name in ["Text", "ModifiedContent"] {
            interpreter.type(named: name)?.addMethod("+", plus, isStatic: true)
        }
    }

    /// The string of a text view, looking through text-returning modifiers; nil for other views.
    /// An image (`Text(Image(systemName:))`, or an `Image` interpolated in a `Text` literal) is one
    /// inline run, `InlineImageRun.character`.
    func joinedText(_ value: Value) -> String? {
        guard case let .native(native) = value, let description = native.payload as? ViewDescription else { return nil }
        switch description.content {
        case let .leaf(node):
            if let text = node.primitive as? TextLeaf { return text.content }
            guard let image = node.primitive as? ImageLeaf else { return nil }
            warnInlineImage(image)
            return String(InlineImageRun.character)
        case let .modified(base, modifier) where Self.textReturningModifiers.contains(modifier.name)
            || Self.imageReturningMethods.contains(modifier.name) || modifier.name == Self.textOfImage:
            return joinedText(base)
        case let .deferred(make) where ["Image", "Text"].contains(native.type.name):
            // `Image(systemName:)` is sized where it is placed; what it is does not wait.
            return (try? make()).flatMap(joinedText)
        default:
            return nil
        }
    }
}
