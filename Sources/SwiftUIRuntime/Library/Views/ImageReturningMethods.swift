import SwiftInterpreter

/// `Image`'s own methods return an `Image`, not a modified view (Apple, `Image`:
/// `resizable(capInsets:resizingMode:) -> Image`, `renderingMode(_:) -> Image`,
/// `interpolation(_:) -> Image`, `antialiased(_:) -> Image`), so a method the program declares in
/// `extension Image` is still found on their result (`Image("x").resizable().sized(24)`, or
/// `self = self.renderingMode(.original)` in an `extension Image` initializer).
extension SwiftUIRuntime {
    static let imageReturningMethods: Set<String> = ["resizable", "renderingMode", "interpolation", "antialiased"]

    /// The type of the view `name` makes of `base`: `Image` for an image's own method, else
    /// `ModifiedContent`.
    func modifiedTypeName(_ name: String, _ base: Value) -> String {
        Self.imageReturningMethods.contains(name) && interpreter.typeName(of: base) == "Image" ? "Image" : "ModifiedContent"
    }
}
