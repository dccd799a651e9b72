import LayoutEngine
import SwiftInterpreter

/// An image inside a text: `Text(Image(systemName: "star")) + Text(" 4.5")` and
/// `Text("\\(Image(systemName: "star")) 4.5")` (Apple, "Text": `init(_ image: Image)` "wraps an
/// Image, suitable for concatenating with other Text"; `LocalizedStringKey.StringInterpolation`
/// has `appendInterpolation(_ image: Image)`). SwiftUI sets the image as one run of the line, so
/// it wraps and aligns with the words around it.
///
/// Here the image is the object replacement character U+FFFC in the joined text, the character
/// Foundation stores for an inline attachment (Apple, `NSTextAttachment.character`: "a character
/// that represents an attachment"), and the text measurer gives it one em of the text's font
/// (`FallbackWidth`): the square a symbol of medium scale takes beside text of that font
/// (`SymbolScale`, **unverified**, as for a symbol alone). The image itself is not drawn in the
/// text, and an asset image's own size is not used; both are said in an `approximatedView`
/// warning.
enum InlineImageRun {
    static let character: Character = "\u{FFFC}"
}

extension SwiftUIRuntime {
    func warnInlineImage(_ image: ImageLeaf) {
        let what = image.symbolScale == nil ? "an asset image measured as one em of the text's font (its own size is not used)"
            : "a symbol measured as one em of the text's font"
        warn(.approximatedView("Image in Text", rule: "\(what), left blank in the drawing"))
    }

    /// What an interpolated value shows in a `Text` literal when it is a view SwiftUI's
    /// `LocalizedStringKey.StringInterpolation` takes as a run: an `Image` (an inline image) or a
    /// `Text` (its string, `appendInterpolation(_ text: Text)`). Nil for other values.
    func interpolatedRun(_ value: Value) -> String? {
        guard case let .native(native) = value, native.payload is ViewDescription,
              ["Image", "Text"].contains(native.type.name) || interpreter.typeName(of: value) == "ModifiedContent" else { return nil }
        return joinedText(value)
    }
}
