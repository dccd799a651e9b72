/// A file of the scenario's module whose text changed, as the report shows it: the file where a
/// changed view is written (the padding edited in `DrinkRow.swift`, not the `#Preview` block that
/// shows it), its text before (the `--base` revision's, or the last commit's) and now.
public struct FileSourceChange: Hashable, Sendable {
    /// The file as the user names it (`App/DrinkRow.swift`).
    public var file: String
    public var before: String
    public var after: String

    public init(file: String, before: String, after: String) {
        self.file = file
        self.before = before
        self.after = after
    }

    /// The changed lines with `context` unchanged lines around each run, a `…` line of kind
    /// `same` between runs that are apart; numbered by the current file (a removed line takes
    /// the number of the line after it).
    public func hunks(context: Int = 2) -> [(kind: SourceDiff.Kind, line: Int?, text: String)] {
        let lines = SourceDiff(before: before, after: after).lines
        var numbers: [Int?] = []
        var next = 1
        for line in lines {
            numbers.append(line.kind == .removed ? nil : next)
            if line.kind != .removed { next += 1 }
        }
        let changed = lines.indices.filter { lines[$0].kind != .same }
        var keep = Set<Int>()
        for index in changed { for near in max(0, index - context)...min(lines.count - 1, index + context) { keep.insert(near) } }
        var result: [(kind: SourceDiff.Kind, line: Int?, text: String)] = []
        var previous: Int?
        for index in keep.sorted() {
            if let previous, index > previous + 1 { result.append((.same, nil, "…")) }
            result.append((lines[index].kind, numbers[index], lines[index].text))
            previous = index
        }
        return result
    }
}
