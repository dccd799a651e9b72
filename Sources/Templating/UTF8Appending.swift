extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8 bytes, copied at once from the string's own storage. Appending a
    /// `String.UTF8View` as a sequence costs hundreds of instructions a piece, which the page
    /// and diagram writers (hundreds of thousands of short pieces per site) felt.
    @inlinable
    public mutating func appendUTF8(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }
}
