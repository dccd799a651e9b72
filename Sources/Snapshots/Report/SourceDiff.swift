/// A line diff of a preview's recorded source and its current source, for the report: the
/// source change shown beside the layout change it caused. A longest common subsequence of
/// lines (previews are a few dozen lines; beyond `maximumCells` the two are shown whole, one
/// removed and one inserted, rather than spending quadratic time).
public struct SourceDiff: Sendable, Equatable {
    public enum Kind: String, Sendable { case same, removed, inserted }

    public struct Line: Sendable, Equatable {
        public var kind: Kind
        public var text: String
    }

    public var lines: [Line]

    /// Above this many line pairs the diff is not aligned.
    static let maximumCells = 250_000

    public init(before: String, after: String) {
        let old = before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = after.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard old.count * new.count <= Self.maximumCells else {
            lines = old.map { Line(kind: .removed, text: $0) } + new.map { Line(kind: .inserted, text: $0) }
            return
        }
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(Line(kind: .same, text: old[i])); i += 1; j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removed lines before inserted ones, as `diff -u` shows them.
                result.append(Line(kind: .removed, text: old[i])); i += 1
            } else {
                result.append(Line(kind: .inserted, text: new[j])); j += 1
            }
        }
        lines = result
    }

    /// Whether the two sources differ.
    public var hasChanges: Bool { lines.contains { $0.kind != .same } }
}
