import Diagnostics

/// Lint reads a project once and lays each preview out again per cell: the Dynamic Type size
/// and the device are layout inputs, so text sizes, canvases and safe areas are right in every
/// cell. Code that *reads* them while building its views (`@Environment(\.dynamicTypeSize)`,
/// `\.sizeCategory`, size classes, `UIScreen.main.bounds`) ran once, with the first device at
/// Large; its branches are not taken again per cell. That approximation is said, once per file.
enum LintReadOnce {
    static let id = "lint-read-once"
    /// Names whose use makes a view's body depend on the cell.
    static let cellDependentNames = ["dynamicTypeSize", "sizeCategory", "horizontalSizeClass", "verticalSizeClass", "UIScreen"]

    /// The note for a file that reads a cell-dependent value, at its first use; nil otherwise.
    static func note(file: String, lines: SourceLineTable) -> String? {
        for line in 1...max(lines.lineCount, 1) {
            let text = String(decoding: lines.lineBytes(line), as: UTF8.self)
            guard let name = cellDependentNames.first(where: { text.contains($0) }),
                  let range = text.firstRange(of: name), !text.trimmingPrefixWhitespace.hasPrefix("//") else { continue }
            let column = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound) + 1
            return "\(file):\(line):\(column): warning: '\(name)' is read while the views are built; lint built them once "
                + "(first device, large) and lays them out per device and size, so code that branches on it is not re-run per cell [\(id)]\n"
        }
        return nil
    }
}

private extension String {
    var trimmingPrefixWhitespace: Substring { drop(while: { $0 == " " || $0 == "\t" }) }
}
