/// Swift's rule for `"""` literals: the content starts on the line after the opening delimiter, the
/// line break before the closing delimiter is not part of it, and the closing delimiter's
/// indentation is removed from every line.
enum MultilineString {
    static func removeIndentation(_ segments: [StringSegment]) -> [StringSegment] {
        guard case .text(var first)? = segments.first else { return segments }
        // Drop everything up to and including the first line break (the opening line).
        if let newline = first.firstIndex(of: "\n") { first = String(first[first.index(after: newline)...]) }
        var result = segments
        result[0] = .text(first)
        guard case .text(var last)? = result.last else { return result }
        // The closing delimiter's indentation: trailing blanks after the last line break.
        var indentation = ""
        if let newline = last.lastIndex(of: "\n") {
            indentation = String(last[last.index(after: newline)...])
            if indentation.allSatisfy({ $0 == " " || $0 == "\t" }) { last = String(last[..<newline]) } else { indentation = "" }
        }
        result[result.count - 1] = .text(last)
        guard !indentation.isEmpty else { return result }
        var atLineStart = true
        return result.map { segment in
            guard case .text(let text) = segment else { atLineStart = false; return segment }
            var output = ""
            var remainder = Substring(text)
            while !remainder.isEmpty {
                if atLineStart, remainder.hasPrefix(indentation) { remainder = remainder.dropFirst(indentation.count) }
                atLineStart = false
                if let newline = remainder.firstIndex(of: "\n") {
                    output += remainder[...newline]
                    remainder = remainder[remainder.index(after: newline)...]
                    atLineStart = true
                } else {
                    output += remainder
                    remainder = ""
                }
            }
            return .text(output)
        }
    }
}
