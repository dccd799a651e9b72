/// What a parse does with a key repeated in one object (RFC 8259 §4: names "SHOULD be unique",
/// and readers differ on repeats).
public enum JSONRepeatedKeys: Sendable, Equatable {
    /// Every member kept in file order; a lookup by key takes the last, as Foundation's
    /// `JSONSerialization` does (it stores each member in turn). For files other tools write
    /// (asset and string catalogs, `Package.resolved`).
    case kept
    /// An error at the repeated key. For documents whose writer never repeats a key (LayoutLens's
    /// own `summary.json`, read back by `approve` and `merge`) or where a repeat is a mistake to
    /// report (`.layoutlens.json`): a repeated key means the file was edited, and which of the
    /// two values is meant cannot be known.
    case refused
}
