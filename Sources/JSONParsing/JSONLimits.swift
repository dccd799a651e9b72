/// How much JSON a parse accepts: nesting and length are bounded so hostile input is refused with
/// an error rather than exhausting the stack or memory.
public struct JSONLimits: Sendable, Equatable {
    /// Arrays and objects nested deeper than this are refused (the parser recurses once a level).
    public var maximumDepth: Int
    /// A longer text is refused before it is read.
    public var maximumBytes: Int

    public init(maximumDepth: Int, maximumBytes: Int) {
        self.maximumDepth = maximumDepth
        self.maximumBytes = maximumBytes
    }

    /// For files an app or a tool wrote (asset and string catalogs, `Package.resolved`): real ones
    /// nest fewer than 12 levels; the largest string catalogs seen are a few MiB.
    public static let files = JSONLimits(maximumDepth: 128, maximumBytes: 64 << 20)
}
