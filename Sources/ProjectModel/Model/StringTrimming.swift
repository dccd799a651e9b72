extension StringProtocol {
    /// The text without the given characters at either end (`" \t"` for blanks).
    func trimmed(of characters: String) -> String {
        let set = Set(characters)
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
