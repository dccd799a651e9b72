/// Foundation's `replacingOccurrences(of:with:)` for the literal texts LayoutLens replaces,
/// without linking Foundation: every occurrence of `target`, left to right and not overlapping,
/// compared scalar by scalar (so `&` is found also before a combining mark, as HTML escaping
/// needs, and `\r` inside a `\r\n` pair, as percent-encoding does).
extension StringProtocol {
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.unicodeScalars)
        guard !pattern.isEmpty else { return String(self) }
        let scalars = Array(unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == pattern[0], index + pattern.count <= scalars.count,
               scalars[index..<(index + pattern.count)].elementsEqual(pattern) {
                result.append(contentsOf: replacement.unicodeScalars)
                index += pattern.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
