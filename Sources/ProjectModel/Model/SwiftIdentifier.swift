/// Module names as Xcode and SwiftPM derive them from product and target names.
enum SwiftIdentifier {
    /// Every character that is not a letter, digit or `_` becomes `_`, and a leading digit gets a
    /// `_` in front: Xcode's `PRODUCT_MODULE_NAME` default is `PRODUCT_NAME` "with any characters
    /// that aren't valid in a C99 extended identifier replaced by underscores" (Xcode build
    /// settings reference, `PRODUCT_MODULE_NAME`), and SwiftPM makes a target's module name the
    /// same way (`c99name`). Non-ASCII letters are kept, as C99 extended identifiers allow them.
    static func sanitize(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isLetter || character.isNumber || character == "_" { result.append(character) } else { result.append("_") }
        }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "_" : result
    }
}
